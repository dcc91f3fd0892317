import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The kit's per-component entries, `@tabib/ui/<subpath>` → its folder (packages/ui/package.json "exports",
 * tsconfig.base.json "paths"; scripts/ui-entries.test.mjs keeps the three in step with the folders).
 */
export const UI_COMPONENT_ENTRIES: Readonly<Record<string, string>> = {
  'appointment-card': 'AppointmentCard',
  'availability-strip': 'AvailabilityStrip',
  avatar: 'Avatar',
  'doctor-card': 'DoctorCard',
  'doctor-search': 'DoctorSearch',
  'empty-state': 'EmptyState',
  footer: 'Footer',
  'language-selector': 'LanguageSelector',
  'loading-bar': 'LoadingBar',
  navbar: 'Navbar',
  pagination: 'Pagination',
  'question-card': 'QuestionCard',
  'relative-time': 'RelativeTime',
  'role-badge': 'RoleBadge',
  'slot-picker': 'SlotPicker',
  stat: 'Stat',
  'toast-stack': 'ToastStack',
};

/**
 * Workspace packages resolve to their sources in tests and the app, so nothing runs against a stale
 * `dist` (docs/conventions.md "A package's shape"). Mirrors `paths` in tsconfig.base.json. Exact matches only,
 * so a subpath such as `@tabib/ui/theme.css` is not rewritten.
 */
export const workspaceSourceAliases = [
  { find: /^@tabib\/contract$/, replacement: source('./packages/contract/src/index.ts') },
  { find: /^@tabib\/sdk$/, replacement: source('./packages/sdk/src/index.ts') },
  { find: /^@tabib\/ui$/, replacement: source('./packages/ui/src/index.ts') },
  ...Object.entries(UI_COMPONENT_ENTRIES).map(([subpath, folder]) => ({
    find: new RegExp(`^@tabib/ui/${subpath}$`),
    replacement: source(`./packages/ui/src/${folder}/index.ts`),
  })),
  { find: /^@tabib\/hooks$/, replacement: source('./packages/hooks/src/index.ts') },
];
