import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { lazyModule } from './lazyModule';
import { Navbar } from './Navbar';
import { navbarMenus, type NavbarMenusModule } from './navbarMenus';
import * as Parts from './parts';

/** A loader whose imports wait until the test settles them, to act while the menus load. */
function controlledLoader() {
  const imports: { resolve: () => Promise<void>; reject: (error: Error) => void }[] = [];
  const importMenus = vi.fn(
    () =>
      new Promise<NavbarMenusModule>((resolve, reject) => {
        imports.push({ resolve: async () => resolve(await import('./MenuDropdowns')), reject });
      }),
  );
  return {
    loader: lazyModule(importMenus, 'Menus failed to load'),
    importMenus,
    /** Settles the latest import. */
    latest: () => imports[imports.length - 1]!,
  };
}

async function renderPatientSpace(loader: ReturnType<typeof controlledLoader>['loader']) {
  const screen = await render(
    <Parts.Root>
      <Parts.PatientSpaceMenu loader={loader}>
        <Parts.MenuTrigger />
        <Parts.MenuContent>
          <Parts.MenuItem href="/auth/login">Connexion</Parts.MenuItem>
          <Parts.MenuItem href="/auth/register">Inscription</Parts.MenuItem>
        </Parts.MenuContent>
      </Parts.PatientSpaceMenu>
    </Parts.Root>,
  );
  return screen.getByRole('button', { name: 'Espace patient' });
}

describe('the Navbar menus load on demand', () => {
  it('the Navbar loads its menus on the first hover of a trigger, not before', async () => {
    const screen = await render(
      <Navbar onLanguageChange={() => {}} user={{ name: 'Amine Ben Salah', role: 'doctor' }} />,
    );
    const userMenu = screen.getByRole('button', { name: 'Menu de Amine Ben Salah' });
    await expect.element(userMenu).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(userMenu).toHaveAttribute('aria-expanded', 'false');
    expect(navbarMenus.current).toBeUndefined();

    await userEvent.hover(userMenu);
    await expect.poll(() => navbarMenus.current).toBeDefined();
    expect(page.getByRole('menu').elements()).toHaveLength(0);
  });

  it('imports nothing before intent; hover and focus start one load without opening', async () => {
    const { loader, importMenus, latest } = controlledLoader();
    const standIn = await renderPatientSpace(loader);
    expect(importMenus).not.toHaveBeenCalled();

    await userEvent.hover(standIn);
    standIn.element().focus();
    expect(importMenus).toHaveBeenCalledTimes(1);
    const box = standIn.element().getBoundingClientRect().toJSON();
    await latest().resolve();
    // Radix's trigger took over: it carries the id its menu is labelled by.
    await expect.poll(() => standIn.element().id).not.toBe('');
    // No layout shift: the same class and content.
    expect(standIn.element().getBoundingClientRect().toJSON()).toEqual(box);
    await expect.element(standIn).toHaveFocus();
    await expect.element(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('menu').elements()).toHaveLength(0);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('%s pressed while loading opens the menu with focus on the first item', async (_key, keys) => {
    const { loader, importMenus, latest } = controlledLoader();
    const standIn = await renderPatientSpace(loader);
    standIn.element().focus();
    await userEvent.keyboard(keys);
    expect(page.getByRole('menu').elements()).toHaveLength(0);

    await latest().resolve();
    await expect.element(page.getByRole('menuitem', { name: 'Connexion' })).toHaveFocus();
    await expect.element(standIn).toHaveAttribute('aria-expanded', 'true');
    expect(importMenus).toHaveBeenCalledTimes(1);
  });

  it('a click while loading opens the menu', async () => {
    const { loader, latest } = controlledLoader();
    const standIn = await renderPatientSpace(loader);
    await userEvent.click(standIn);
    await latest().resolve();
    await expect
      .element(page.getByRole('menuitem', { name: 'Inscription' }))
      .toHaveAttribute('href', '/auth/register');
  });

  it('logs a failed load, keeps the button, and retries on the next activation', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, importMenus, latest } = controlledLoader();
    const standIn = await renderPatientSpace(loader);
    standIn.element().focus();
    await userEvent.keyboard('{Enter}');
    const error = new TypeError('Failed to fetch dynamically imported module');
    latest().reject(error);
    await expect.poll(() => logError.mock.calls).toEqual([['Menus failed to load', error]]);
    await expect.element(standIn).toHaveAttribute('aria-expanded', 'false');
    await expect.element(standIn).toHaveFocus();
    expect(page.getByRole('menu').elements()).toHaveLength(0);

    await userEvent.keyboard('{Enter}');
    expect(importMenus).toHaveBeenCalledTimes(2);
    await latest().resolve();
    await expect.element(page.getByRole('menuitem', { name: 'Connexion' })).toHaveFocus();
    logError.mockRestore();
  });
});
