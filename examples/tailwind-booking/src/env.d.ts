/** The API's absolute base, given at build time (vite.config.ts). */
declare const __TABIB_API_URL__: string;

declare module '*.css';
