import type { ComponentPropsWithoutRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import * as Navbar from './parts';

function RouterLink({ to, children, ...props }: { to: string } & ComponentPropsWithoutRef<'a'>) {
  return (
    <a href={to} data-router="" {...props}>
      {children}
    </a>
  );
}

function MyBar({ path = '/questions', onOpenChange = (_open: boolean) => {} }) {
  return (
    <Navbar.Root currentPath={path} role="doctor" onMobileMenuOpenChange={onOpenChange} className="my-bar">
      <Navbar.Brand asChild>
        <RouterLink to="/">
          <Navbar.Logo />
          <Navbar.HomeText />
        </RouterLink>
      </Navbar.Brand>
      <Navbar.MobileMenuTrigger className={({ state }) => `burger burger--${state}`} />
      <Navbar.MobileMenuContent>
        <Navbar.Links>
          {[
            ['/search-doctors', 'Médecins'],
            ['/questions', 'Questions'],
          ].map(([href, label]) => (
            <Navbar.Item key={href}>
              <Navbar.Link href={href!} asChild className={({ current }) => (current ? 'here' : 'there')}>
                <RouterLink to={href!}>{label}</RouterLink>
              </Navbar.Link>
            </Navbar.Item>
          ))}
        </Navbar.Links>
      </Navbar.MobileMenuContent>
      <Navbar.Language onChange={() => {}} />
      <Navbar.MobileMenuOverlay />
    </Navbar.Root>
  );
}

describe('Navbar parts in custom markup', () => {
  it("marks the current link through the consumer's router link and names the brand", async () => {
    const screen = await render(<MyBar />);
    const header = screen.getByRole('banner');
    await expect.element(header).toHaveAttribute('data-role', 'doctor');
    await expect.element(header).toHaveAttribute('data-state', 'closed');
    await expect.element(header).toHaveClass('tabib-navbar', 'my-bar');
    const current = screen.getByRole('link', { name: 'Questions' });
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect.element(current).toHaveAttribute('data-current', '');
    await expect.element(current).toHaveAttribute('data-router', '');
    expect((current.element() as HTMLElement).className).toBe('tabib-navbar__link here');
    const other = screen.getByRole('link', { name: 'Médecins' });
    expect((other.element() as HTMLElement).hasAttribute('data-current')).toBe(false);
    await expect.element(screen.getByRole('link', { name: 'Tabib Accueil' })).toHaveAttribute('href', '/');
    await expect.element(screen.getByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
  });

  it('opens the mobile menu from its trigger, closes it with Escape and gives focus back', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<MyBar onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await trigger.click();
    const open = screen.getByRole('button', { name: 'Fermer le menu' });
    await expect.element(open).toHaveAttribute('aria-expanded', 'true');
    await expect.element(open).toHaveClass('burger', 'burger--open');
    const panel = screen.getByRole('navigation', { name: 'Navigation principale' });
    await expect.element(panel).toHaveAttribute('data-state', 'open');
    expect(open.element().getAttribute('aria-controls')).toBe(panel.element().id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    (screen.getByRole('link', { name: 'Médecins' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).toHaveAttribute('data-state', 'closed');
    expect(document.activeElement).toBe(trigger.element());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('speaks Arabic right to left', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <MyBar />
      </UiProvider>,
    );
    await expect.element(screen.getByRole('banner')).toHaveAttribute('dir', 'rtl');
    await expect.element(screen.getByRole('button', { name: 'فتح القائمة' })).toBeInTheDocument();
  });

  it('refuses a part outside its Root, naming the Root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Navbar.Link href="/" />)).rejects.toThrow(
      '@tabib/ui: Navbar.Link must be inside Navbar.Root.',
    );
  });
});

function MyUserMenu({ path = '/rdv', onLogout = () => {} }) {
  return (
    <Navbar.Root currentPath={path} role="doctor">
      <Navbar.MobileMenuTrigger />
      <Navbar.MobileMenuContent>
        <Navbar.UserMenu user={{ name: 'Amine', role: 'doctor' }} onLogout={onLogout}>
          <Navbar.MenuTrigger asChild className={({ state }) => `who who--${state}`}>
            <button type="button" data-mine="">
              Amine
            </button>
          </Navbar.MenuTrigger>
          <Navbar.MenuContent className={({ role }) => `panel panel--${role}`}>
            <Navbar.MenuLabel>Amine</Navbar.MenuLabel>
            {[
              ['/rdv', 'Rendez-vous'],
              ['/agenda', 'Agenda'],
            ].map(([href, label]) => (
              <Navbar.MenuItem
                key={href}
                href={href}
                asChild
                className={({ highlighted, current }) =>
                  `${highlighted ? 'on' : 'off'}${current ? ' here' : ''}`
                }
              >
                <RouterLink to={href!}>{label}</RouterLink>
              </Navbar.MenuItem>
            ))}
            <Navbar.MenuEmpty />
            <Navbar.MenuSeparator />
            <Navbar.MenuLogout />
          </Navbar.MenuContent>
        </Navbar.UserMenu>
      </Navbar.MobileMenuContent>
    </Navbar.Root>
  );
}

describe("the Navbar's menu parts in custom markup", () => {
  it("opens through the consumer's trigger, states as data-* and class functions, keyboard and focus back", async () => {
    const screen = await render(<MyUserMenu />);
    const trigger = screen.getByRole('button', { name: 'Menu de Amine' });
    await expect.element(trigger).toHaveAttribute('data-mine', '');
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger).toHaveAttribute('data-state', 'closed');
    await expect.element(trigger).toHaveAttribute('data-role', 'doctor');
    expect((trigger.element() as HTMLElement).className).toBe('tabib-user-menu__trigger who who--closed');

    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = page.getByRole('menu');
    await expect.element(menu).toHaveAttribute('data-state', 'open');
    await expect.element(menu).toHaveAttribute('dir', 'ltr');
    expect((menu.element() as HTMLElement).className).toBe('tabib-menu tabib-user-menu panel panel--doctor');
    await expect.element(trigger).toHaveAttribute('data-state', 'open');
    expect((trigger.element() as HTMLElement).className).toBe('tabib-user-menu__trigger who who--open');

    const rdv = page.getByRole('menuitem', { name: 'Rendez-vous' });
    const agenda = page.getByRole('menuitem', { name: 'Agenda' });
    await expect.element(rdv).toHaveFocus();
    await expect.element(rdv).toHaveAttribute('data-router', '');
    await expect.element(rdv).toHaveAttribute('href', '/rdv');
    await expect.element(rdv).toHaveAttribute('data-highlighted', '');
    await expect.element(rdv).toHaveAttribute('data-current', '');
    await expect.element(rdv).toHaveAttribute('aria-current', 'page');
    expect((rdv.element() as HTMLElement).className).toBe('tabib-menu__item on here');
    expect((agenda.element() as HTMLElement).className).toBe('tabib-menu__item off');
    expect(agenda.element().hasAttribute('data-current')).toBe(false);
    const empty = page.getByRole('menuitem', { name: 'Aucun élément de menu' });
    await expect.element(empty).toHaveAttribute('data-disabled', '');
    await expect.element(empty).toHaveAttribute('data-empty', '');

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(agenda).toHaveFocus();
    await expect.poll(() => (agenda.element() as HTMLElement).className).toBe('tabib-menu__item on');
    expect((rdv.element() as HTMLElement).className).toBe('tabib-menu__item off here');
    expect(rdv.element().hasAttribute('data-highlighted')).toBe(false);
    // The disabled entry is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('menu').elements()).toHaveLength(0);
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('data-state', 'closed');
  });

  it('logs out from its entry and closes the mobile menu', async () => {
    const onLogout = vi.fn();
    const screen = await render(<MyUserMenu onLogout={onLogout} />);
    await screen.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect.element(screen.getByRole('navigation')).toHaveAttribute('data-state', 'open');
    await screen.getByRole('button', { name: 'Menu de Amine' }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    expect(onLogout).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
  });

  it('speaks Arabic right to left, the arrows still moving down the menu', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <MyUserMenu />
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'قائمة Amine' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menu')).toHaveAttribute('dir', 'rtl');
    await expect.element(page.getByRole('menuitem', { name: 'Rendez-vous' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('menuitem', { name: 'تسجيل الخروج' })).toHaveFocus();
    await expect
      .element(page.getByRole('menuitem', { name: 'لا توجد عناصر في القائمة' }))
      .toBeInTheDocument();
  });

  it('refuses a menu part outside a menu, naming the menus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      render(
        <Navbar.Root>
          <Navbar.MenuItem />
        </Navbar.Root>,
      ),
    ).rejects.toThrow(
      '@tabib/ui: Navbar.MenuItem must be inside Navbar.UserMenu or Navbar.PatientSpaceMenu.',
    );
  });
});
