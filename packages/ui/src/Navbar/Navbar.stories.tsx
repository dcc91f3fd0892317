import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { DEFAULT_AVATAR_PLACEHOLDER } from '../Avatar/Avatar';
import { roleBadgeMessages } from '../RoleBadge/messages';
import { createStoryLink } from '../stories/StoryLink';
import { STORY_BROKEN_PHOTO, STORY_PHOTO } from '../stories/storyImages';
import { storyLocale } from '../stories/storyLocale';
import { navbarMessages } from './messages';
import { Navbar, type NavbarProps } from './Navbar';
import type { NavbarMenuItem } from './UserMenu';

// spec §6: each role's menu, on the dashboard routes of the spec.
const doctorMenu: NavbarMenuItem[] = [
  { route: '/doctor-dashboard', labelKey: 'MENU.APPOINTMENTS', label: 'Rendez-vous' },
  { route: '/doctor-dashboard/calendar', labelKey: 'MENU.CALENDAR', label: 'Calendrier' },
  { route: '/doctor-dashboard/questions', labelKey: 'MENU.QUESTIONS', label: 'Questions', badge: 3 },
  { route: '/doctor-dashboard/stats', labelKey: 'MENU.STATS', label: 'Statistiques' },
  { route: '/doctor-dashboard/settings', labelKey: 'MENU.SETTINGS', label: 'Paramètres' },
  { route: '/doctor-dashboard/services', labelKey: 'MENU.SERVICES', label: 'Services' },
  { route: '/doctor-dashboard/secretary', labelKey: 'MENU.SECRETARY', label: 'Secrétaire' },
];
const secretaryMenu = doctorMenu.slice(0, 3);
const adminMenu = [doctorMenu[0], doctorMenu[2], doctorMenu[4]].filter((item) => item !== undefined);
const patientMenu: NavbarMenuItem[] = [
  { route: '/patient-dashboard', labelKey: 'MENU.APPOINTMENTS', label: 'Mes rendez-vous' },
  { route: '/patient-dashboard/settings', labelKey: 'MENU.PROFILE', label: 'Profil' },
  { route: '/patient-dashboard/questions', labelKey: 'MENU.QUESTIONS', label: 'Mes questions' },
];

/** Keeps `currentPath` in state so a click on a link navigates, as a router would. */
function NavbarWithRouter(props: NavbarProps) {
  const [path, setPath] = useState(props.currentPath ?? '/');
  const [Link] = useState(() => createStoryLink(setPath));
  return (
    <>
      <Navbar {...props} currentPath={path} linkComponent={Link} />
      <main style={{ padding: '1.5rem' }}>
        <p>
          Route: <output data-testid="route">{path}</output>
        </p>
      </main>
    </>
  );
}

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  render: (args) => <NavbarWithRouter {...args} />,
  parameters: { layout: 'fullscreen' },
  // The desktop bar shows from 1200 px: set it, rather than count on the window (the UI's preview
  // pane at a 1440 px window is narrower); the mobile stories set a phone.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    user: null,
    currentPath: '/',
    onLanguageChange: fn(),
    onLogout: fn(),
    onMobileMenuOpenChange: fn(),
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const doctor = { name: 'Dr Amine Ben Salah', role: 'doctor' as const, photoUrl: STORY_PHOTO };
const mobile = { viewport: { value: 'mobile2', isRotated: false } };

export const LoggedOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text.doctorLogin })).toHaveAttribute(
      'href',
      '/auth/doctor-login',
    );
    await expect(canvas.getByRole('button', { name: text.patientSpace })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await expect(canvas.queryByRole('link', { name: text.dashboard })).toBeNull();
    // spec §2: the language selector is always present.
    await expect(canvas.getByRole('combobox').closest('[data-language]')).toBeVisible();
  },
};

export const LoggedOutRTL: Story = { ...LoggedOut, globals: { locale: 'ar' } };

/** The patient space opens with the keyboard and lists login and register. */
export const PatientSpaceMenu: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: text.patientSpace });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: text.login })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(within(menu).getByRole('menuitem', { name: text.register })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};

export const Patient: Story = {
  args: { user: { name: 'Salma Trabelsi', role: 'patient' }, menuItems: patientMenu },
  play: async ({ canvasElement, globals }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text.dashboard })).toHaveAttribute(
      'href',
      '/patient-dashboard',
    );
    // spec §6: patients do not see the questions badge link.
    await expect(canvas.queryByRole('link', { name: new RegExp(text.myQuestions) })).toBeNull();
  },
};

/** Keyboard: open the user dropdown, move through it, close it, then log out (spec §2). */
export const Doctor: Story = {
  args: { user: doctor, menuItems: doctorMenu, openQuestionsBadge: 3 },
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('link', { name: `${text.myQuestions} (${text.openQuestions(3)})` }),
    ).toHaveAttribute('href', '/doctor-dashboard/questions');
    await expect(canvas.getByRole('link', { name: text.dashboard })).toHaveAttribute(
      'href',
      '/doctor-dashboard',
    );

    const userMenu = () => canvas.getByRole('button', { name: text.userMenu(doctor.name) });
    userMenu().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(doctorMenu.length + 1);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    // spec §6: the role name with its badge colour.
    const roleName = within(menu).getByText(roleBadgeMessages[storyLocale(globals)].doctor);
    await expect(roleName.closest('[data-role]')).toHaveAttribute('data-role', 'doctor');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    // Until the menus' chunk has loaded the trigger is a stand-in, replaced on first use: query it again.
    await waitFor(() => expect(userMenu()).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    // The menu moves focus into itself after it opens; End pressed before then would hit the trigger.
    const reopened = await page.findByRole('menu');
    await waitFor(() => expect(within(reopened).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(page.getByRole('menuitem', { name: text.logout })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const DoctorRTL: Story = { ...Doctor, globals: { locale: 'ar' } };

export const Secretary: Story = {
  args: {
    user: { name: 'Ines Gharbi', role: 'secretary' },
    menuItems: secretaryMenu,
    openQuestionsBadge: 5,
  },
  play: async ({ canvasElement, globals }) => {
    const text = navbarMessages[storyLocale(globals)];
    // spec §2: the questions link reads differently for roles other than doctor.
    await expect(
      within(canvasElement).getByRole('link', { name: `${text.doctorQuestions} (${text.openQuestions(5)})` }),
    ).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: { name: 'Karim Mansour', role: 'admin' }, menuItems: adminMenu, openQuestionsBadge: 12 },
};

/** spec §2: a role without menu items shows the 'no menu items' placeholder. */
export const NoMenuItems: Story = {
  args: { user: { ...doctor, photoUrl: null }, menuItems: [] },
  play: async ({ canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    within(canvasElement)
      .getByRole('button', { name: text.userMenu(doctor.name) })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const placeholder = within(menu).getByRole('menuitem', { name: text.noMenuItems });
    await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: text.logout })).toBeVisible();
  },
};

/** The user's photo fails to load: the placeholder avatar takes its place. */
export const BrokenPhoto: Story = {
  args: { user: { ...doctor, photoUrl: STORY_BROKEN_PHOTO }, menuItems: doctorMenu },
  play: async ({ canvasElement }) => {
    // Queried each time: the trigger's stand-in is replaced once the menus' chunk has loaded.
    const avatar = () => canvasElement.querySelector('.tabib-user-menu__trigger img');
    await waitFor(() => expect(avatar()).toHaveAttribute('data-placeholder', ''));
    await expect(avatar()).toHaveAttribute('src', DEFAULT_AVATAR_PLACEHOLDER);
  },
};

/** Menu labels come from translation keys through `translate`. */
export const TranslatedMenuItems: Story = {
  args: {
    user: { name: 'Salma Trabelsi', role: 'patient' },
    menuItems: patientMenu.map(({ route, labelKey }) => ({ route, labelKey })),
    translate: (key: string) =>
      ({ 'MENU.APPOINTMENTS': 'Rendez-vous', 'MENU.PROFILE': 'Profil' })[key] ?? key,
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    within(canvasElement)
      .getByRole('button', { name: text.userMenu('Salma Trabelsi') })
      .focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/patient-dashboard/settings',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'MENU.QUESTIONS' })).toBeVisible();
  },
};

/**
 * Keyboard on a phone: the toggle opens the slide-in menu, Tab reaches its links, Escape closes
 * it and gives focus back; a click on a link navigates and closes it (spec §2).
 */
export const MobileMenu: Story = {
  args: { user: doctor, menuItems: doctorMenu, openQuestionsBadge: 3 },
  globals: mobile,
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: text.openMenu });
    const panel = canvas.getByRole('navigation', { hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(text.closeMenu);
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(args.onMobileMenuOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.searchDoctors })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(toggle).toHaveFocus());

    // A click on a link navigates and closes the menu.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('link', { name: text.questions }));
    await expect(canvas.getByTestId('route')).toHaveTextContent('/questions');
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(args.onMobileMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const MobileMenuRTL: Story = { ...MobileMenu, globals: { ...mobile, locale: 'ar' } };

/** A dropdown toggle inside the mobile menu keeps it open; the dropdown's links close it. */
export const MobileMenuDropdownToggle: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('navigation', { hidden: true });
    await userEvent.click(canvas.getByRole('button', { name: text.openMenu }));
    await userEvent.click(canvas.getByRole('button', { name: text.patientSpace }));
    await expect(panel).toHaveAttribute('data-state', 'open');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: text.login }));
    await expect(canvas.getByTestId('route')).toHaveTextContent('/auth/login');
    await expect(panel).toHaveAttribute('data-state', 'closed');
  },
};
