import type { PageModule } from '../pages/pageModule';
import { preloadWhenIdle } from '../shell/preload';
import { ADMIN_LOGIN, ADMIN_ROOT, ADMIN_SOCIAL_COMPLETION } from './paths';

export interface AdminSection {
  /** Absolute path, also the nav link. */
  path: string;
  /** Message id of the nav entry, also the page's title. */
  label: string;
  load: () => Promise<PageModule>;
}

/** The back office's areas (docs/decisions/018), in the order of the nav. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/doctors', label: 'ADMIN.SHELL.NAV.DOCTORS', load: () => import('./pages/DoctorsPage') },
  {
    path: '/admin/applications',
    label: 'ADMIN.SHELL.NAV.APPLICATIONS',
    load: () => import('./pages/ApplicationsPage'),
  },
  { path: '/admin/users', label: 'ADMIN.SHELL.NAV.USERS', load: () => import('./pages/UsersPage') },
  {
    path: '/admin/specialties',
    label: 'ADMIN.SHELL.NAV.SPECIALTIES',
    load: () => import('./pages/SpecialtiesPage'),
  },
  { path: '/admin/articles', label: 'ADMIN.SHELL.NAV.ARTICLES', load: () => import('./pages/ArticlesPage') },
  {
    path: '/admin/appointments',
    label: 'ADMIN.SHELL.NAV.RDVS',
    load: () => import('./pages/RdvsPage'),
  },
  { path: '/admin/refunds', label: 'ADMIN.SHELL.NAV.REFUNDS', load: () => import('./pages/RefundsPage') },
  {
    path: '/admin/questions',
    label: 'ADMIN.SHELL.NAV.QUESTIONS',
    load: () => import('./pages/QuestionsPage'),
  },
  { path: '/admin/audit', label: 'ADMIN.SHELL.NAV.AUDIT', load: () => import('./pages/AuditPage') },
  { path: '/admin/outbox', label: 'ADMIN.SHELL.NAV.OUTBOX', load: () => import('./pages/OutboxPage') },
];

const articleEditor = () => import('./pages/ArticleEditorPage');

/** Pages reached from a section rather than from the nav. */
export const ADMIN_SUBPAGES: readonly AdminSection[] = [
  { path: '/admin/articles/new', label: 'ADMIN.SHELL.PAGES.NEW_ARTICLE', load: articleEditor },
  { path: '/admin/articles/:id', label: 'ADMIN.SHELL.PAGES.EDIT_ARTICLE', load: articleEditor },
];

/**
 * Every address of the back office (`:id` stands for any value): the server answers 404 for any other
 * path under /admin, as the back office's own router shows its not-found page there.
 */
export const ADMIN_PATHS: readonly string[] = [
  ADMIN_ROOT,
  ADMIN_LOGIN,
  ADMIN_SOCIAL_COMPLETION,
  ...[...ADMIN_SECTIONS, ...ADMIN_SUBPAGES].map((page) => page.path),
];

/** requirements §2 "all on-demand routes preloaded": the back office's pages, once the shell is shown. */
export function preloadAdminPages(): () => void {
  return preloadWhenIdle([...ADMIN_SECTIONS, ...ADMIN_SUBPAGES].map((page) => page.load));
}
