/** The API base: same origin by default (`pnpm start` serves app and API on one port); VITE_API_BASE_URL overrides. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/v1';
