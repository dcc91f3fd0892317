import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { DEFAULT_AVATAR_PLACEHOLDER } from '../Avatar/Avatar';
import { roleBadgeMessages } from '../RoleBadge/messages';
import { createStoryLink } from '../stories/StoryLink';
import { STORY_BROKEN_PHOTO, STORY_PHOTO } from '../stories/storyImages';
import type { UiLocale } from '../i18n/UiProvider';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { navbarMessages } from './messages';
import { Navbar, type NavbarProps } from './Navbar';
import { preloadUserMenu } from './navbarMenus';
import * as NavbarParts from './parts';
import type { NavbarMenuItem } from './menuItem';

const MENU_LABELS = {
  fr: {
    rdvs: 'Rendez-vous',
    calendar: 'Calendrier',
    questions: 'Questions',
    stats: 'Statistiques',
    settings: 'Paramètres',
    services: 'Services',
    secretary: 'Secrétaire',
    myRdvs: 'Mes rendez-vous',
    profile: 'Profil',
    myQuestions: 'Mes questions',
  },
  en: {
    rdvs: 'Appointments',
    calendar: 'Calendar',
    questions: 'Questions',
    stats: 'Statistics',
    settings: 'Settings',
    services: 'Services',
    secretary: 'Secretary',
    myRdvs: 'My appointments',
    profile: 'Profile',
    myQuestions: 'My questions',
  },
  ar: {
    rdvs: 'المواعيد',
    calendar: 'التقويم',
    questions: 'الأسئلة',
    stats: 'الإحصائيات',
    settings: 'الإعدادات',
    services: 'الخدمات',
    secretary: 'السكرتيرة',
    myRdvs: 'مواعيدي',
    profile: 'الملف الشخصي',
    myQuestions: 'أسئلتي',
  },
};

const USER_NAMES = {
  fr: {
    doctor: 'Dr Amine Ben Salah',
    patient: 'Salma Trabelsi',
    secretary: 'Ines Gharbi',
    admin: 'Karim Mansour',
  },
  en: {
    doctor: 'Dr Amine Ben Salah',
    patient: 'Salma Trabelsi',
    secretary: 'Ines Gharbi',
    admin: 'Karim Mansour',
  },
  ar: {
    doctor: 'د. أمين بن صالح',
    patient: 'سلمى الطرابلسي',
    secretary: 'إيناس الغربي',
    admin: 'كريم منصور',
  },
};

/** A locale's users and, requirements §6, each role's menu on the dashboard routes of the spec. */
function sample(locale: UiLocale) {
  const label = MENU_LABELS[locale];
  const name = USER_NAMES[locale];
  const doctorMenu: NavbarMenuItem[] = [
    { route: '/doctor-dashboard', labelKey: 'MENU.APPOINTMENTS', label: label.rdvs },
    { route: '/doctor-dashboard/calendar', labelKey: 'MENU.CALENDAR', label: label.calendar },
    { route: '/doctor-dashboard/questions', labelKey: 'MENU.QUESTIONS', label: label.questions, badge: 3 },
    { route: '/doctor-dashboard/stats', labelKey: 'MENU.STATS', label: label.stats },
    { route: '/doctor-dashboard/settings', labelKey: 'MENU.SETTINGS', label: label.settings },
    { route: '/doctor-dashboard/services', labelKey: 'MENU.SERVICES', label: label.services },
    { route: '/doctor-dashboard/secretary', labelKey: 'MENU.SECRETARY', label: label.secretary },
  ];
  const patientMenu: NavbarMenuItem[] = [
    { route: '/patient-dashboard', labelKey: 'MENU.APPOINTMENTS', label: label.myRdvs },
    { route: '/patient-dashboard/settings', labelKey: 'MENU.PROFILE', label: label.profile },
    { route: '/patient-dashboard/questions', labelKey: 'MENU.QUESTIONS', label: label.myQuestions },
  ];
  return {
    doctor: { name: name.doctor, role: 'doctor' as const, photoUrl: STORY_PHOTO },
    patient: { name: name.patient, role: 'patient' as const },
    secretary: { name: name.secretary, role: 'secretary' as const },
    admin: { name: name.admin, role: 'admin' as const },
    doctorMenu,
    secretaryMenu: doctorMenu.slice(0, 3),
    adminMenu: [doctorMenu[0], doctorMenu[2], doctorMenu[4]].filter((item) => item !== undefined),
    patientMenu,
    /** Labels of the patient menu's keys, as an app's translation function would give them. */
    translations: { 'MENU.APPOINTMENTS': label.myRdvs, 'MENU.PROFILE': label.profile } as Record<
      string,
      string
    >,
  };
}

type Sample = ReturnType<typeof sample>;
const fr = sample('fr');
const SAMPLES = { en: sample('en'), ar: sample('ar') };

/** A story's args in English and Arabic, picked from each locale's sample as its French args are. */
function localeArgsOf(pick: (sample: Sample) => Partial<NavbarProps>): LocaleArgs<NavbarProps> {
  return { en: pick(SAMPLES.en), ar: pick(SAMPLES.ar) };
}

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
  // The menus' chunk is loaded before each story: on a busy CI machine its first load through the
  // dev server outlasted findByRole's wait (menuParts.lazy.test covers the stand-in before it arrives).
  loaders: [preloadUserMenu],
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
    // requirements §2: the language selector is always present.
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
  args: { user: fr.patient, menuItems: fr.patientMenu },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: s.patient, menuItems: s.patientMenu })) },
  play: async ({ canvasElement, globals }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text.dashboard })).toHaveAttribute(
      'href',
      '/patient-dashboard',
    );
    // requirements §6: patients do not see the questions badge link.
    await expect(canvas.queryByRole('link', { name: new RegExp(text.myQuestions) })).toBeNull();
  },
};

/** Keyboard: open the user dropdown, move through it, close it, then log out (requirements §2). */
export const Doctor: Story = {
  args: { user: fr.doctor, menuItems: fr.doctorMenu, openQuestionsBadge: 3 },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: s.doctor, menuItems: s.doctorMenu })) },
  play: async (context) => {
    const { args, canvasElement, globals, userEvent } = context;
    const text = navbarMessages[storyLocale(globals)];
    const { user, menuItems = [] } = localizedArgs(context);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('link', { name: `${text.myQuestions} (${text.openQuestions(3)})` }),
    ).toHaveAttribute('href', '/doctor-dashboard/questions');
    await expect(canvas.getByRole('link', { name: text.dashboard })).toHaveAttribute(
      'href',
      '/doctor-dashboard',
    );

    const userMenu = () => canvas.getByRole('button', { name: text.userMenu(user?.name ?? '') });
    userMenu().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(menuItems.length + 1);
    await expect(items[0]).toHaveAccessibleName(menuItems[0]?.label ?? '');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    // requirements §6: the role name with its badge colour.
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
  args: { user: fr.secretary, menuItems: fr.secretaryMenu, openQuestionsBadge: 5 },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: s.secretary, menuItems: s.secretaryMenu })) },
  play: async ({ canvasElement, globals }) => {
    const text = navbarMessages[storyLocale(globals)];
    // requirements §2: the questions link reads differently for roles other than doctor.
    await expect(
      within(canvasElement).getByRole('link', { name: `${text.doctorQuestions} (${text.openQuestions(5)})` }),
    ).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: fr.admin, menuItems: fr.adminMenu, openQuestionsBadge: 12 },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: s.admin, menuItems: s.adminMenu })) },
};

/** requirements §2: a role without menu items shows the 'no menu items' placeholder. */
export const NoMenuItems: Story = {
  args: { user: { ...fr.doctor, photoUrl: null }, menuItems: [] },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: { ...s.doctor, photoUrl: null } })) },
  play: async (context) => {
    const { canvasElement, globals, userEvent } = context;
    const text = navbarMessages[storyLocale(globals)];
    within(canvasElement)
      .getByRole('button', { name: text.userMenu(localizedArgs(context).user?.name ?? '') })
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
  args: { user: { ...fr.doctor, photoUrl: STORY_BROKEN_PHOTO }, menuItems: fr.doctorMenu },
  parameters: {
    localeArgs: localeArgsOf((s) => ({
      user: { ...s.doctor, photoUrl: STORY_BROKEN_PHOTO },
      menuItems: s.doctorMenu,
    })),
  },
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
    user: fr.patient,
    menuItems: fr.patientMenu.map(({ route, labelKey }) => ({ route, labelKey })),
    translate: (key: string) => fr.translations[key] ?? key,
  },
  parameters: {
    localeArgs: localeArgsOf((s) => ({
      user: s.patient,
      translate: (key: string) => s.translations[key] ?? key,
    })),
  },
  play: async (context) => {
    const { canvasElement, globals, userEvent } = context;
    const locale = storyLocale(globals);
    const text = navbarMessages[locale];
    within(canvasElement)
      .getByRole('button', { name: text.userMenu(localizedArgs(context).user?.name ?? '') })
      .focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: MENU_LABELS[locale].profile })).toHaveAttribute(
      'href',
      '/patient-dashboard/settings',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'MENU.QUESTIONS' })).toBeVisible();
  },
};

/**
 * Keyboard on a phone: the toggle opens the slide-in menu, Tab reaches its links, Escape closes
 * it and gives focus back; a click on a link navigates and closes it (requirements §2).
 */
export const MobileMenu: Story = {
  args: { user: fr.doctor, menuItems: fr.doctorMenu, openQuestionsBadge: 3 },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: s.doctor, menuItems: s.doctorMenu })) },
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

/**
 * The parts in plain markup, no theme: the bar and the user menu as the consumer lays them out, its own
 * entries. Keyboard through the menu: Enter opens it on the first item, arrows move, Escape gives focus back.
 */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  args: { user: fr.doctor, currentPath: '/doctor-dashboard/calendar' },
  parameters: { localeArgs: localeArgsOf((s) => ({ user: s.doctor })) },
  render: function Render(args) {
    const { user, onLogout, currentPath } = args;
    return (
      <NavbarParts.Root currentPath={currentPath} role={user?.role}>
        <NavbarParts.Bar>
          <NavbarParts.Brand href="/" />
          <NavbarParts.Account>
            {user ? (
              <NavbarParts.UserMenu user={user} onLogout={onLogout}>
                <NavbarParts.MenuTrigger />
                <NavbarParts.MenuContent>
                  <NavbarParts.MenuLabel />
                  <NavbarParts.MenuItem href="/doctor-dashboard">A</NavbarParts.MenuItem>
                  <NavbarParts.MenuItem href="/doctor-dashboard/calendar">B</NavbarParts.MenuItem>
                  <NavbarParts.MenuItem disabled>C</NavbarParts.MenuItem>
                  <NavbarParts.MenuSeparator />
                  <NavbarParts.MenuLogout />
                </NavbarParts.MenuContent>
              </NavbarParts.UserMenu>
            ) : null}
          </NavbarParts.Account>
        </NavbarParts.Bar>
      </NavbarParts.Root>
    );
  },
  play: async (context) => {
    const { args, canvasElement, globals, userEvent } = context;
    const locale = storyLocale(globals);
    const text = navbarMessages[locale];
    const { user } = localizedArgs(context);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('button', { name: text.userMenu(user?.name ?? '') });
    await expect(trigger()).toHaveAttribute('data-state', 'closed');
    await expect(trigger()).toHaveAttribute('data-role', 'doctor');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(menu).toHaveAttribute('data-role', 'doctor');
    await expect(trigger()).toHaveAttribute('data-state', 'open');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const [first, second, disabled, logout] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('data-highlighted', '');
    await expect(second).toHaveAttribute('data-current', '');
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(disabled).toHaveAttribute('data-disabled', '');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(second).toHaveFocus());
    await expect(first).not.toHaveAttribute('data-highlighted');
    // The disabled entry is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(logout).toHaveFocus());
    await expect(logout).toHaveTextContent(text.logout);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveAttribute('data-state', 'closed');
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('menu');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(page.getByRole('menuitem', { name: text.logout })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The patient-space menu with the consumer's classes from each part's state, styled by the story's CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: function Render() {
    return (
      <>
        <style>{`
          .my-trigger { border: 2px solid rgb(11, 95, 138); border-radius: 999px; padding: 4px 12px; background: #fff; }
          .my-trigger--open { background: rgb(11, 95, 138); color: #fff; }
          .my-menu { display: grid; min-width: 12rem; padding: 4px; background: #fff; border: 1px solid rgb(200, 200, 200); }
          .my-item { display: block; padding: 6px 10px; color: inherit; outline: none; }
          .my-item--on { background: rgb(20, 83, 45); color: #fff; }
        `}</style>
        <NavbarParts.Root currentPath="/">
          <NavbarParts.Account>
            <NavbarParts.PatientSpaceMenu>
              <NavbarParts.MenuTrigger className={({ state }) => `my-trigger my-trigger--${state}`} />
              <NavbarParts.MenuContent className="my-menu" align="start">
                <PatientSpaceItems />
              </NavbarParts.MenuContent>
            </NavbarParts.PatientSpaceMenu>
          </NavbarParts.Account>
        </NavbarParts.Root>
      </>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const text = navbarMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('button', { name: text.patientSpace });
    await expect(trigger()).toHaveClass('tabib-navbar__menu-trigger', 'my-trigger', 'my-trigger--closed');
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveClass('tabib-menu', 'my-menu');
    await expect(trigger()).toHaveClass('my-trigger--open');
    await expect(getComputedStyle(trigger()).backgroundColor).toBe('rgb(11, 95, 138)');
    const login = within(menu).getByRole('menuitem', { name: text.login });
    const register = within(menu).getByRole('menuitem', { name: text.register });
    await waitFor(() => expect(login).toHaveFocus());
    await waitFor(() => expect(login).toHaveClass('my-item', 'my-item--on'));
    await expect(getComputedStyle(login).backgroundColor).toBe('rgb(20, 83, 45)');
    await expect(register).toHaveAttribute('href', '/auth/register');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(register).toHaveClass('my-item my-item--on'));
    await expect(login).not.toHaveClass('my-item--on');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveClass('my-trigger--closed');
  },
};

/** The patient space's entries with the Navbar's own texts (`useNavbarContext`), in the reader's language. */
function PatientSpaceItems() {
  const { text } = NavbarParts.useNavbarContext();
  const itemClass = ({ highlighted }: { highlighted: boolean }) =>
    highlighted ? 'my-item my-item--on' : 'my-item';
  return (
    <>
      <NavbarParts.MenuItem href="/auth/login" className={itemClass}>
        {text.login}
      </NavbarParts.MenuItem>
      <NavbarParts.MenuItem href="/auth/register" className={itemClass}>
        {text.register}
      </NavbarParts.MenuItem>
    </>
  );
}
