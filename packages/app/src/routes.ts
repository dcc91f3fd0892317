import type { PageModule } from './pages/pageModule';
import { PATIENT_AREA, PRACTICE_PAGES, type AreaRole } from './shell/areas';
import { preloadWhenIdle } from './shell/preload';

/**
 * Keys of the per-route title, description and canonical link (requirements §2); routes without one use
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

export interface PageRoute extends PageSource {
  path: string;
  meta?: MetaKey;
  /**
   * Docs/decisions/025: the server renders this public page's HTML (content, title, structured data) and
   * the browser hydrates it; pages without it (sign-in, booking, the signed-in areas) render in the browser.
   */
  serverRendered?: true;
  /** The page sets its own title, description and structured data (the shell's PageMeta stays out). */
  ownMeta?: true;
}

/** A page's module: how to load it, and its source path, which names its chunks in Vite's manifest. */
export interface PageSource {
  /** Loads the route's module on demand (requirements §2); also used to preload every route after the first render. */
  load: () => Promise<PageModule>;
  /** e.g. `src/pages/home/HomePage.tsx`: the server preloads this page's chunks with its HTML. */
  module: string;
}

// Route modules only (named *Page, and the static pages' index), so no other file becomes a chunk.
const pageModules = import.meta.glob<PageModule>([
  './pages/**/*Page.tsx',
  './pages/static/StaticPagesIndex.tsx',
]);

function page(name: string): PageSource {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module at src/pages/${name}.tsx`);
  return { load, module: `src/pages/${name}.tsx` };
}

/** A page of a signed-in area: login required (requirements §4) and the roles it serves (decision 020). */
export interface GuardedRoute extends PageRoute {
  roles: readonly AreaRole[];
}

const home = page('home/HomePage');
const patientAuth = page('auth/PatientAuthPage');

/** requirements §2 public and top-level routes, each loaded on demand. `/auth` itself redirects to /auth/login. */
/** What the shell reads from the matched route (`useMatches`) to set title, description and canonical link. */
export interface RouteHandle extends Pick<PageRoute, 'meta' | 'serverRendered' | 'ownMeta' | 'module'> {
  /** The roles a signed-in area's page serves (decision 020); `RequireAuth` checks them. */
  roles?: GuardedRoute['roles'];
}

export const publicRoutes: readonly PageRoute[] = [
  { path: '/', ...home, meta: 'HOME', serverRendered: true },
  { path: '/home', ...home, meta: 'HOME', serverRendered: true },
  { path: '/auth/login', ...patientAuth },
  { path: '/auth/register', ...patientAuth },
  { path: '/auth/doctor-login', ...page('auth/DoctorLoginPage') },
  { path: '/secretary-invitation', ...page('auth/SecretaryInvitationPage') },
  // docs/decisions/053: "Vous êtes médecin ?" — the application, then its own page (SMS code, e-mail link).
  { path: '/join-as-doctor', ...page('join/DoctorJoinPage') },
  { path: '/join-as-doctor/:id', ...page('join/DoctorApplicationPage') },
  {
    path: '/search-doctors',
    ...page('search/SearchDoctorsPage'),
    meta: 'SEARCH_DOCTORS',
    serverRendered: true,
  },
  { path: '/doctor-profile', ...page('doctor/DoctorProfilePage'), serverRendered: true, ownMeta: true },
  { path: '/reservation', ...page('booking/ReservationPage') },
  { path: '/payment', ...page('booking/PaymentPage') },
  { path: '/receipt', ...page('receipt/ReceiptPage') },
  { path: '/questions', ...page('questions/QuestionsPage'), meta: 'QUESTIONS', serverRendered: true },
  { path: '/questions/ask', ...page('questions/AskQuestionPage'), meta: 'ASK_QUESTION' },
  // One answered question (docs/decisions/025: QAPage); `/questions/ask` ranks before it.
  {
    path: '/questions/:id',
    ...page('questions/QuestionPage'),
    serverRendered: true,
    ownMeta: true,
  },
  {
    path: '/articles',
    ...page('articles/ArticlesPage'),
    meta: 'ARTICLES',
    serverRendered: true,
    ownMeta: true,
  },
  { path: '/s', ...page('static/StaticPagesIndex'), serverRendered: true },
  { path: '/s/quiSommeNous', ...page('static/AboutPage'), serverRendered: true },
  // Landing pages of the doctors by specialty and city (docs/decisions/025), e.g. /medecins/cardiologie/tunis.
  ...['/medecins', '/medecins/:specialty', '/medecins/:specialty/:city'].map((path) => ({
    path,
    ...page('landing/LandingPage'),
    serverRendered: true as const,
    ownMeta: true as const,
  })),
];

/**
 * docs/decisions/046-embed.md: the booking widget's frame (in other sites' pages) and the Tabib window
 * it opens to book; laid out without the site's header and footer, and not preloaded by other pages.
 */
export const embedRoutes: readonly PageRoute[] = [
  { path: '/embed/doctor/:id', ...page('embed/EmbedDoctorPage') },
  { path: '/embed/practice', ...page('embed/EmbedPracticePage') },
  { path: '/embed/search', ...page('embed/EmbedSearchPage') },
  { path: '/embed/book', ...page('embed/EmbedBookPage') },
];

const doctorDashboard = (page: string) => `/doctor-dashboard${page}`;
const patientDashboard = (page: string) => `/patient-dashboard${page}`;

/** requirements §2 doctor and patient areas: login required (requirements §4 guard), each page for its roles (requirements §6). */
export const guardedRoutes: readonly GuardedRoute[] = [
  {
    path: doctorDashboard(''),
    ...page('doctor-dashboard/agenda/DoctorRdvsPage'),
    meta: 'DOCTOR_DASHBOARD',
    roles: PRACTICE_PAGES.rdvs,
  },
  {
    path: doctorDashboard('/calendar'),
    ...page('doctor-dashboard/agenda/DoctorCalendarPage'),
    roles: PRACTICE_PAGES.calendar,
  },
  {
    path: doctorDashboard('/questions'),
    ...page('doctor-dashboard/questions/DoctorQuestionsPage'),
    roles: PRACTICE_PAGES.questions,
  },
  {
    path: doctorDashboard('/stats'),
    ...page('doctor-dashboard/statistics/DoctorStatsPage'),
    roles: PRACTICE_PAGES.stats,
  },
  {
    path: doctorDashboard('/settings'),
    ...page('doctor-dashboard/settings/DoctorSettingsPage'),
    roles: PRACTICE_PAGES.settings,
  },
  {
    path: doctorDashboard('/services'),
    ...page('doctor-dashboard/services/DoctorServicesPage'),
    roles: PRACTICE_PAGES.services,
  },
  {
    path: doctorDashboard('/secretary'),
    ...page('doctor-dashboard/secretaries/DoctorSecretaryPage'),
    roles: PRACTICE_PAGES.secretary,
  },
  {
    path: patientDashboard(''),
    ...page('patient-dashboard/PatientRdvsPage'),
    meta: 'PATIENT_DASHBOARD',
    roles: PATIENT_AREA,
  },
  {
    path: patientDashboard('/settings'),
    ...page('patient-dashboard/PatientSettingsPage'),
    roles: PATIENT_AREA,
  },
  {
    path: patientDashboard('/questions'),
    ...page('patient-dashboard/PatientQuestionsPage'),
    roles: PATIENT_AREA,
  },
  // docs/decisions/055: the room of a remote rdv, for its doctor and its patient (the server checks which).
  {
    path: '/teleconsultation/:rdvId',
    ...page('teleconsultation/TeleconsultationPage'),
    roles: ['patient', 'doctor'],
  },
];

export const notFoundRoute: PageRoute = {
  path: '*',
  ...page('NotFoundPage'),
  serverRendered: true,
  ownMeta: true,
};

/** requirements §2 "all on-demand routes preloaded": every route module, one per idle moment after the page loaded. */
export function preloadAllRoutes(): () => void {
  return preloadWhenIdle([...publicRoutes, ...guardedRoutes, notFoundRoute].map((route) => route.load));
}
