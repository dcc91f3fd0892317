import { fileURLToPath } from 'node:url';

/** Where globalSetup publishes the server's address for the workers. */
export const BASE_URL_ENV = 'TABIB_E2E_BASE_URL';

/** Where globalSetup publishes the folder of the app build the server serves, for the workers. */
export const SERVED_APP_ENV = 'TABIB_E2E_SERVED_APP';

/** An absolute path inside the repository (this file is e2e/support/paths.ts). */
export const repoPath = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
