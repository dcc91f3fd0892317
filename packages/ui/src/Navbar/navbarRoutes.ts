import type { Role } from '../RoleBadge/roles';

/** The routes the top bar links to (spec §2); override any of them with the `routes` prop. */
export interface NavbarRoutes {
  home: string;
  searchDoctors: string;
  questions: string;
  doctorLogin: string;
  patientLogin: string;
  /** Not shown in the spec: the register entry of the patient space. */
  patientRegister: string;
  patientDashboard: string;
  doctorDashboard: string;
  /** Questions of the doctor's speciality, for doctors, secretaries and admins (spec §6). */
  doctorQuestions: string;
}

export const DEFAULT_NAVBAR_ROUTES: NavbarRoutes = {
  home: '/',
  searchDoctors: '/search-doctors',
  questions: '/questions',
  doctorLogin: '/auth/doctor-login',
  patientLogin: '/auth/login',
  patientRegister: '/auth/register',
  patientDashboard: '/patient-dashboard',
  doctorDashboard: '/doctor-dashboard',
  doctorQuestions: '/doctor-dashboard/questions',
};

/** spec §2: the Dashboard link is the patient's or the doctor's; secretaries and admins use doctor routes (spec §6). */
export function dashboardRoute(role: Role, routes: NavbarRoutes): string | null {
  if (role === 'guest') return null;
  return role === 'patient' ? routes.patientDashboard : routes.doctorDashboard;
}

/** spec §6: doctors, secretaries and admins see the questions link and its badge. */
export function seesOpenQuestions(role: Role): boolean {
  return role === 'doctor' || role === 'secretary' || role === 'admin';
}

/** spec §6: only doctors and secretaries get extra mobile menu entries. */
export function hasMobileMenuEntries(role: Role): boolean {
  return role === 'doctor' || role === 'secretary';
}

/** spec §2 and §9: the mobile menu is for windows up to 1199 px wide. */
export const MOBILE_MENU_MAX_WIDTH = 1199;

/** spec §9: header offset 90 px. */
export const DEFAULT_HEADER_OFFSET = 90;
