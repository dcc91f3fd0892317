import type { NavbarMenuItem, Role } from '@tabib/ui';

const doctorRoute = (page: string) => `/doctor-dashboard${page}`;
const patientRoute = (page: string) => `/patient-dashboard${page}`;

/**
 * spec §6: the user dropdown's items per role. Doctors: appointments, calendar, questions (pending
 * badge), stats, settings, services, secretary; secretaries: appointments, calendar, questions (badge);
 * admins: appointments, questions (badge), settings; patients: appointments, profile, questions.
 */
export function menuItemsFor(role: Role, openQuestions: number): NavbarMenuItem[] {
  const appointments = { route: doctorRoute(''), labelKey: 'MENU.APPOINTMENTS' };
  const calendar = { route: doctorRoute('/calendar'), labelKey: 'MENU.CALENDAR' };
  const questions = { route: doctorRoute('/questions'), labelKey: 'MENU.QUESTIONS', badge: openQuestions };
  const settings = { route: doctorRoute('/settings'), labelKey: 'MENU.SETTINGS' };
  switch (role) {
    case 'doctor':
      return [
        appointments,
        calendar,
        questions,
        { route: doctorRoute('/stats'), labelKey: 'MENU.STATS' },
        settings,
        { route: doctorRoute('/services'), labelKey: 'MENU.SERVICES' },
        { route: doctorRoute('/secretary'), labelKey: 'MENU.SECRETARY' },
      ];
    case 'secretary':
      return [appointments, calendar, questions];
    case 'admin':
      return [appointments, questions, settings];
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
