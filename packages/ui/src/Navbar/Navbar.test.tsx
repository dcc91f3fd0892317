import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { DEFAULT_AVATAR_PLACEHOLDER } from '../Avatar/Avatar';
import type { LinkComponentProps } from '../link/LinkComponent';
import type { Role } from '../RoleBadge/roles';
import { Navbar, type NavbarProps } from './Navbar';
import type { NavbarMenuItem } from './menuItem';

/** A router-like link: records where a click goes instead of leaving the test page. */
function TestLink({ href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

function renderNavbar(props: Partial<NavbarProps> = {}) {
  return render(<Navbar onLanguageChange={() => {}} linkComponent={TestLink} {...props} />);
}

const user = (role: Role, photoUrl: string | null = null) => ({ name: 'Amine Ben Salah', role, photoUrl });

const header = () => document.querySelector('header') as HTMLElement;
const mobileState = () => header().getAttribute('data-state');

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('requirements §2: logged out', () => {
  it('offers the doctor login and the patient space (login and register)', async () => {
    const screen = await renderNavbar();
    await expect
      .element(screen.getByRole('link', { name: 'Espace médecin' }))
      .toHaveAttribute('href', '/auth/doctor-login');
    await userEvent.click(screen.getByRole('button', { name: 'Espace patient' }));
    await expect
      .element(page.getByRole('menuitem', { name: 'Connexion' }))
      .toHaveAttribute('href', '/auth/login');
    await expect
      .element(page.getByRole('menuitem', { name: 'Inscription' }))
      .toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Tableau de bord' }).elements()).toHaveLength(0);
  });

  it('always shows the logo home link, search-doctors, questions and the language selector', async () => {
    const onLanguageChange = vi.fn();
    const screen = await renderNavbar({ onLanguageChange });
    await expect.element(screen.getByRole('link', { name: 'Tabib Accueil' })).toHaveAttribute('href', '/');
    await expect
      .element(screen.getByRole('link', { name: 'Trouver un médecin' }))
      .toHaveAttribute('href', '/search-doctors');
    await expect
      .element(screen.getByRole('link', { name: 'Questions santé' }))
      .toHaveAttribute('href', '/questions');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(onLanguageChange).toHaveBeenCalledWith('en');
  });
});

describe('requirements §2 and §6: links by role', () => {
  it.each([
    ['patient', '/patient-dashboard'],
    ['doctor', '/doctor-dashboard'],
    ['secretary', '/doctor-dashboard'],
    ['admin', '/doctor-dashboard'],
  ] as const)('links the %s to %s as Dashboard', async (role, route) => {
    const screen = await renderNavbar({ user: user(role) });
    await expect
      .element(screen.getByRole('link', { name: 'Tableau de bord' }))
      .toHaveAttribute('href', route);
  });

  it.each([
    ['doctor', 'Mes questions'],
    ['secretary', 'Questions des patients'],
    ['admin', 'Questions des patients'],
  ] as const)('shows the %s the questions link "%s" with the open-questions badge', async (role, label) => {
    const screen = await renderNavbar({ user: user(role), openQuestionsBadge: 4 });
    const link = screen.getByRole('link', { name: `${label} (4 questions ouvertes)` });
    await expect.element(link).toHaveAttribute('href', '/doctor-dashboard/questions');
    expect(link.element().querySelector('[data-count]')?.getAttribute('data-count')).toBe('4');
  });

  it('hides the badge when no question is open', async () => {
    const screen = await renderNavbar({ user: user('doctor'), openQuestionsBadge: 0 });
    await expect
      .element(screen.getByRole('link', { name: 'Mes questions', exact: true }))
      .toBeInTheDocument();
    expect(screen.container.querySelector('.tabib-badge')).toBeNull();
  });

  it('shows no questions link to patients', async () => {
    const screen = await renderNavbar({ user: user('patient'), openQuestionsBadge: 3 });
    expect(screen.getByRole('link', { name: /questions ouvertes/ }).elements()).toHaveLength(0);
    expect(screen.container.querySelector('a[href="/doctor-dashboard/questions"]')).toBeNull();
  });

  it("links to the host site's routes when given, the others staying the defaults", async () => {
    const routes = { home: '/accueil', searchDoctors: '/medecins', doctorLogin: '/pro/connexion' };
    const screen = await renderNavbar({ routes });
    await expect
      .element(screen.getByRole('link', { name: 'Tabib Accueil' }))
      .toHaveAttribute('href', '/accueil');
    await expect
      .element(screen.getByRole('link', { name: 'Trouver un médecin' }))
      .toHaveAttribute('href', '/medecins');
    await expect
      .element(screen.getByRole('link', { name: 'Espace médecin' }))
      .toHaveAttribute('href', '/pro/connexion');
    await expect
      .element(screen.getByRole('link', { name: 'Questions santé' }))
      .toHaveAttribute('href', '/questions');
  });

  it("sends a signed-in doctor's Dashboard and questions links under the given dashboard", async () => {
    const screen = await renderNavbar({
      user: user('doctor'),
      routes: { doctorDashboard: '/pro', doctorQuestions: '/pro/questions' },
    });
    await expect
      .element(screen.getByRole('link', { name: 'Tableau de bord' }))
      .toHaveAttribute('href', '/pro');
    await expect
      .element(screen.getByRole('link', { name: 'Mes questions', exact: true }))
      .toHaveAttribute('href', '/pro/questions');
  });

  it('marks the current route with aria-current', async () => {
    const screen = await renderNavbar({ currentPath: '/questions' });
    await expect
      .element(screen.getByRole('link', { name: 'Questions santé' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: 'Trouver un médecin' }))
      .not.toHaveAttribute('aria-current');
  });
});

describe('requirements §2: the user dropdown', () => {
  it.each([
    ['admin', 'Administrateur'],
    ['doctor', 'Médecin'],
    ['secretary', 'Secrétaire'],
    ['patient', 'Patient'],
  ] as const)('shows the %s role name "%s" with its badge colour', async (role, name) => {
    const screen = await renderNavbar({ user: user(role) });
    await userEvent.click(screen.getByRole('button', { name: 'Menu de Amine Ben Salah' }));
    const badge = page.getByRole('menu').getByText(name, { exact: true });
    await expect.element(badge).toBeVisible();
    expect(badge.element().closest('[data-role]')?.getAttribute('data-role')).toBe(role);
  });

  it('resolves item labels: given label, then translate(labelKey), then the key', async () => {
    const items: NavbarMenuItem[] = [
      { route: '/patient-dashboard', labelKey: 'MENU.APPOINTMENTS', label: 'Mes rendez-vous' },
      { route: '/patient-dashboard/settings', labelKey: 'MENU.PROFILE' },
      { route: '/patient-dashboard/questions', labelKey: 'MENU.QUESTIONS', badge: 2 },
    ];
    const translate = (key: string) => (key === 'MENU.PROFILE' ? 'Profil' : key);
    const screen = await renderNavbar({ user: user('patient'), menuItems: items, translate });
    await userEvent.click(screen.getByRole('button', { name: 'Menu de Amine Ben Salah' }));
    await expect
      .element(page.getByRole('menuitem', { name: 'Mes rendez-vous' }))
      .toHaveAttribute('href', '/patient-dashboard');
    await expect
      .element(page.getByRole('menuitem', { name: 'Profil' }))
      .toHaveAttribute('href', '/patient-dashboard/settings');
    await expect
      .element(page.getByRole('menuitem', { name: 'MENU.QUESTIONS (2 en attente)' }))
      .toHaveAttribute('href', '/patient-dashboard/questions');
  });

  it("shows 'no menu items' when the role has none, and logout", async () => {
    const onLogout = vi.fn();
    const screen = await renderNavbar({ user: user('doctor'), menuItems: [], onLogout });
    await userEvent.click(screen.getByRole('button', { name: 'Menu de Amine Ben Salah' }));
    await expect
      .element(page.getByRole('menuitem', { name: 'Aucun élément de menu' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page.getByRole('menuitem', { name: 'Déconnexion' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the photo through resolveAvatarSrc', async () => {
    const resolveAvatarSrc = vi.fn((src: string) => `${src}?proxied`);
    const screen = await renderNavbar({
      user: user('doctor', 'https://cdn.example.tn/a.jpg'),
      resolveAvatarSrc,
    });
    expect(screen.container.querySelector('header img')?.getAttribute('src')).toBe(
      'https://cdn.example.tn/a.jpg?proxied',
    );
    expect(resolveAvatarSrc).toHaveBeenCalledWith('https://cdn.example.tn/a.jpg', {
      width: 32,
      height: 32,
      pixelRatio: 2,
    });
  });

  it('shows the inline placeholder avatar without a photo', async () => {
    const screen = await renderNavbar({ user: user('doctor') });
    expect(screen.container.querySelector('header img')?.getAttribute('src')).toBe(
      DEFAULT_AVATAR_PLACEHOLDER,
    );
  });

  it('takes another placeholder path as a prop', async () => {
    const screen = await renderNavbar({ user: user('doctor'), placeholderAvatarSrc: '/static/avatar.svg' });
    expect(screen.container.querySelector('header img')?.getAttribute('src')).toBe('/static/avatar.svg');
  });
});

describe('requirements §9: header offset 90 px', () => {
  it('writes --tabib-header-offset, 90px by default', async () => {
    const screen = await renderNavbar();
    expect(header().style.getPropertyValue('--tabib-header-offset')).toBe('90px');
    await screen.rerender(<Navbar onLanguageChange={() => {}} headerOffset={72} />);
    expect(header().style.getPropertyValue('--tabib-header-offset')).toBe('72px');
  });
});

describe('requirements §2: the mobile menu', () => {
  const openMobileMenu = async () => {
    await page.viewport(800, 800);
    await userEvent.click(page.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(mobileState()).toBe('open');
  };

  it('closes on navigation (a new currentPath)', async () => {
    const onMobileMenuOpenChange = vi.fn();
    const screen = await renderNavbar({ currentPath: '/', onMobileMenuOpenChange });
    await openMobileMenu();
    expect(onMobileMenuOpenChange).toHaveBeenLastCalledWith(true);
    await screen.rerender(
      <Navbar
        onLanguageChange={() => {}}
        linkComponent={TestLink}
        currentPath="/questions"
        onMobileMenuOpenChange={onMobileMenuOpenChange}
      />,
    );
    expect(mobileState()).toBe('closed');
    expect(onMobileMenuOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when the window grows beyond 1199 px, not at 1199', async () => {
    await renderNavbar();
    await openMobileMenu();
    await page.viewport(1199, 800);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(mobileState()).toBe('open');
    await page.viewport(1200, 800);
    await expect.poll(mobileState).toBe('closed');
  });

  it('closes on a link click, but not on a dropdown toggle', async () => {
    await renderNavbar();
    await openMobileMenu();
    await userEvent.click(page.getByRole('button', { name: 'Espace patient' }));
    expect(mobileState()).toBe('open');
    await userEvent.click(page.getByRole('menuitem', { name: 'Connexion' }));
    expect(mobileState()).toBe('closed');
    await userEvent.click(page.getByRole('button', { name: 'Ouvrir le menu' }));
    await userEvent.click(page.getByRole('link', { name: 'Trouver un médecin' }));
    expect(mobileState()).toBe('closed');
  });

  it('closes on logout', async () => {
    const onLogout = vi.fn();
    await renderNavbar({ user: user('patient'), onLogout });
    await openMobileMenu();
    await userEvent.click(page.getByRole('button', { name: 'Menu de Amine Ben Salah' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Déconnexion' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(mobileState()).toBe('closed');
  });

  it.each([
    ['doctor', 1],
    ['secretary', 1],
    ['admin', 0],
    ['patient', 0],
  ] as const)('requirements §6: gives the %s %i extra mobile entries', async (role, count) => {
    const items: NavbarMenuItem[] = [
      { route: '/doctor-dashboard/calendar', labelKey: 'x', label: 'Calendrier' },
    ];
    const screen = await renderNavbar({ user: user(role), menuItems: items });
    expect(screen.container.querySelectorAll('.tabib-navbar__mobile-entries a')).toHaveLength(count);
  });
});
