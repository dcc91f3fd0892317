/**
 * `@tabib/server/testing`: what another package's tests may use of the server — the reference server
 * on a database of its own, and the demo data it is seeded with. Other packages import the server
 * through this entry only (docs/conventions.md "One owner per job"); its PGlite templates come from
 * `@tabib/server/testing/global-setup`, which their vitest project names as a global setup.
 */
export {
  useApiServer,
  type ApiHarness,
  type ApiServerOptions,
  type TestClient,
  type TestClock,
} from './helpers/api.js';
export { backends, type DatabaseState } from './helpers/db.js';
export { demoAccounts, demoPassword, type DemoAccount } from '../src/seed/demo-accounts.js';
export { articles as seededArticles } from '../src/seed/data/articles.js';
export { specialties as seededSpecialties } from '../src/seed/data/specialties.js';
