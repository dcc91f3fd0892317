import type { ComponentPropsWithoutRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
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
