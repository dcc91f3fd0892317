import type { Role } from '../RoleBadge/roles';
import { DEFAULT_NAVBAR_ROUTES, type NavbarRoutes } from './navbarRoutes';
import type { NavbarMenuItem } from './menuItem';

/**
 * The user dropdown's items per role, under the dashboards of `routes`. Doctors: rdvs, calendar,
 * questions (open-questions badge), stats, settings, services, secretary; secretaries: rdvs,
 * calendar, questions (badge); admins: rdvs, questions (badge), settings; patients: rdvs,
 * profile, questions; guests: none. Labels are `MENU.*` keys for the Navbar's `translate`.
 */
export function menuItemsFor(
  role: Role,
  openQuestions = 0,
  routes: Partial<NavbarRoutes> = {},
): NavbarMenuItem[] {
  const { doctorDashboard, patientDashboard } = { ...DEFAULT_NAVBAR_ROUTES, ...routes };
  const doctorRoute = (page: string) => `${doctorDashboard}${page}`;
  const patientRoute = (page: string) => `${patientDashboard}${page}`;
  const rdvs = { route: doctorRoute(''), labelKey: 'MENU.APPOINTMENTS' };
  const calendar = { route: doctorRoute('/calendar'), labelKey: 'MENU.CALENDAR' };
  const questions = { route: doctorRoute('/questions'), labelKey: 'MENU.QUESTIONS', badge: openQuestions };
  const settings = { route: doctorRoute('/settings'), labelKey: 'MENU.SETTINGS' };
  switch (role) {
    case 'doctor':
      return [
        rdvs,
        calendar,
        questions,
        { route: doctorRoute('/stats'), labelKey: 'MENU.STATS' },
        settings,
        { route: doctorRoute('/services'), labelKey: 'MENU.SERVICES' },
        { route: doctorRoute('/secretary'), labelKey: 'MENU.SECRETARY' },
      ];
    case 'secretary':
      return [rdvs, calendar, questions];
    case 'admin':
      return [rdvs, questions, settings];
    case 'patient':
      return [
        { route: patientRoute(''), labelKey: 'MENU.APPOINTMENTS' },
        { route: patientRoute('/settings'), labelKey: 'MENU.PROFILE' },
        { route: patientRoute('/questions'), labelKey: 'MENU.QUESTIONS' },
      ];
    case 'guest':
      return [];
  }
}
