import type { PageModule } from './pages/pageModule';

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

const home = () => import('./pages/home/HomePage');
const patientAuth = () => import('./pages/auth/PatientAuthPage');

/** spec §2 public and top-level routes, each loaded on demand. `/auth` itself redirects to /auth/login. */
export const publicRoutes: readonly PageRoute[] = [
  { path: '/', load: home, meta: 'HOME' },
  { path: '/home', load: home, meta: 'HOME' },
  { path: '/auth/login', load: patientAuth },
  { path: '/auth/register', load: patientAuth },
  { path: '/auth/doctor-login', load: () => import('./pages/auth/DoctorLoginPage') },
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

/** spec §2 doctor and patient areas: login required (spec §4 guard). */
export const guardedRoutes: readonly PageRoute[] = [
  {
    path: doctorDashboard(''),
    load: () => import('./pages/doctor-dashboard/DoctorAppointmentsPage'),
    meta: 'DOCTOR_DASHBOARD',
  },
  { path: doctorDashboard('/calendar'), load: () => import('./pages/doctor-dashboard/DoctorCalendarPage') },
  { path: doctorDashboard('/questions'), load: () => import('./pages/doctor-dashboard/DoctorQuestionsPage') },
  { path: doctorDashboard('/stats'), load: () => import('./pages/doctor-dashboard/DoctorStatsPage') },
  { path: doctorDashboard('/settings'), load: () => import('./pages/doctor-dashboard/DoctorSettingsPage') },
  { path: doctorDashboard('/services'), load: () => import('./pages/doctor-dashboard/DoctorServicesPage') },
  { path: doctorDashboard('/secretary'), load: () => import('./pages/doctor-dashboard/DoctorSecretaryPage') },
  {
    path: patientDashboard(''),
    load: () => import('./pages/patient-dashboard/PatientAppointmentsPage'),
    meta: 'PATIENT_DASHBOARD',
  },
  {
    path: patientDashboard('/settings'),
    load: () => import('./pages/patient-dashboard/PatientSettingsPage'),
  },
  {
    path: patientDashboard('/questions'),
    load: () => import('./pages/patient-dashboard/PatientQuestionsPage'),
  },
];

export const notFoundRoute: PageRoute = { path: '*', load: () => import('./pages/NotFoundPage') };

/** spec §2 "all on-demand routes preloaded": fetches every route module once the first page is shown. */
export function preloadAllRoutes(): void {
  for (const route of [...publicRoutes, ...guardedRoutes, notFoundRoute]) void route.load();
}
