import type { Role } from '../RoleBadge/roles';

/** The routes the top bar links to; override any of them with the `routes` prop. */
export interface NavbarRoutes {
  home: string;
  searchDoctors: string;
  questions: string;
  doctorLogin: string;
  patientLogin: string;
  /** The register entry of the patient space. */
  patientRegister: string;
  patientDashboard: string;
  doctorDashboard: string;
  /** Questions of the doctor's speciality, for doctors, secretaries and admins. */
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

/** The Dashboard link is the patient's or the doctor's; secretaries and admins use doctor routes. */
export function dashboardRoute(role: Role, routes: NavbarRoutes): string | null {
  if (role === 'guest') return null;
  return role === 'patient' ? routes.patientDashboard : routes.doctorDashboard;
}

/** Doctors, secretaries and admins see the questions link and its badge. */
export function seesOpenQuestions(role: Role): boolean {
  return role === 'doctor' || role === 'secretary' || role === 'admin';
}

/** Only doctors and secretaries get extra mobile menu entries. */
export function hasMobileMenuEntries(role: Role): boolean {
  return role === 'doctor' || role === 'secretary';
}

/** The mobile menu is for windows up to 1199 px wide. */
export const MOBILE_MENU_MAX_WIDTH = 1199;

/** Header offset 90 px. */
export const DEFAULT_HEADER_OFFSET = 90;
