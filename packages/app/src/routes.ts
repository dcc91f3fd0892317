import type { PageModule } from './pages/pageModule';
import { PATIENT_AREA, PRACTICE_PAGES, type AreaRole } from './shell/areas';

/**
 * Keys of the per-route title, description and canonical link (spec §2); routes without one use
 * `DEFAULT`. Each key names `META.<KEY>.TITLE` and `META.<KEY>.DESCRIPTION` in the translations.
 */
export type MetaKey =
  | 'HOME'
  | 'SEARCH_DOCTORS'
  | 'ASK_QUESTION'
  | 'QUESTIONS'
  | 'ARTICLES'
  | 'DOCTOR_DASHBOARD'
  | 'PATIENT_DASHBOARD'
  | 'DEFAULT';

export interface PageRoute {
  path: string;
  /** Loads the route's module on demand (spec §2); also used to preload every route after the first render. */
  load: () => Promise<PageModule>;
  meta?: MetaKey;
}

/** A page of a signed-in area: login required (spec §4) and the roles it serves (decision 020). */
export interface GuardedRoute extends PageRoute {
  roles: readonly AreaRole[];
}

const home = () => import('./pages/home/HomePage');
const patientAuth = () => import('./pages/auth/PatientAuthPage');

/** spec §2 public and top-level routes, each loaded on demand. `/auth` itself redirects to /auth/login. */
export const publicRoutes: readonly PageRoute[] = [
  { path: '/', load: home, meta: 'HOME' },
  { path: '/home', load: home, meta: 'HOME' },
  { path: '/auth/login', load: patientAuth },
  { path: '/auth/register', load: patientAuth },
  { path: '/auth/doctor-login', load: () => import('./pages/auth/DoctorLoginPage') },
  { path: '/secretary-invitation', load: () => import('./pages/auth/SecretaryInvitationPage') },
  { path: '/search-doctors', load: () => import('./pages/search/SearchDoctorsPage'), meta: 'SEARCH_DOCTORS' },
  { path: '/doctor-profile', load: () => import('./pages/doctor/DoctorProfilePage') },
  { path: '/reservation', load: () => import('./pages/booking/ReservationPage') },
  { path: '/payment', load: () => import('./pages/booking/PaymentPage') },
  { path: '/questions', load: () => import('./pages/questions/QuestionsPage'), meta: 'QUESTIONS' },
  { path: '/questions/ask', load: () => import('./pages/questions/AskQuestionPage'), meta: 'ASK_QUESTION' },
  { path: '/articles', load: () => import('./pages/articles/ArticlesPage'), meta: 'ARTICLES' },
  { path: '/s', load: () => import('./pages/static/StaticPagesIndex') },
  { path: '/s/quiSommeNous', load: () => import('./pages/static/AboutPage') },
];

const doctorDashboard = (page: string) => `/doctor-dashboard${page}`;
const patientDashboard = (page: string) => `/patient-dashboard${page}`;

/** spec §2 doctor and patient areas: login required (spec §4 guard), each page for its roles (spec §6). */
export const guardedRoutes: readonly GuardedRoute[] = [
  {
    path: doctorDashboard(''),
    load: () => import('./pages/doctor-dashboard/DoctorAppointmentsPage'),
    meta: 'DOCTOR_DASHBOARD',
    roles: PRACTICE_PAGES.appointments,
  },
  {
    path: doctorDashboard('/calendar'),
    load: () => import('./pages/doctor-dashboard/DoctorCalendarPage'),
    roles: PRACTICE_PAGES.calendar,
  },
  {
    path: doctorDashboard('/questions'),
    load: () => import('./pages/doctor-dashboard/DoctorQuestionsPage'),
    roles: PRACTICE_PAGES.questions,
  },
  {
    path: doctorDashboard('/stats'),
    load: () => import('./pages/doctor-dashboard/DoctorStatsPage'),
    roles: PRACTICE_PAGES.stats,
  },
  {
    path: doctorDashboard('/settings'),
    load: () => import('./pages/doctor-dashboard/DoctorSettingsPage'),
    roles: PRACTICE_PAGES.settings,
  },
  {
    path: doctorDashboard('/services'),
    load: () => import('./pages/doctor-dashboard/DoctorServicesPage'),
    roles: PRACTICE_PAGES.services,
  },
  {
    path: doctorDashboard('/secretary'),
    load: () => import('./pages/doctor-dashboard/DoctorSecretaryPage'),
    roles: PRACTICE_PAGES.secretary,
  },
  {
    path: patientDashboard(''),
    load: () => import('./pages/patient-dashboard/PatientAppointmentsPage'),
    meta: 'PATIENT_DASHBOARD',
    roles: PATIENT_AREA,
  },
  {
    path: patientDashboard('/settings'),
    load: () => import('./pages/patient-dashboard/PatientSettingsPage'),
    roles: PATIENT_AREA,
  },
  {
    path: patientDashboard('/questions'),
    load: () => import('./pages/patient-dashboard/PatientQuestionsPage'),
    roles: PATIENT_AREA,
  },
];

export const notFoundRoute: PageRoute = { path: '*', load: () => import('./pages/NotFoundPage') };

/** spec §2 "all on-demand routes preloaded": fetches every route module once the first page is shown. */
export function preloadAllRoutes(): void {
  for (const route of [...publicRoutes, ...guardedRoutes, notFoundRoute]) void route.load();
}
