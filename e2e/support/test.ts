import { expect, test as base, type Page } from '@playwright/test';

import { loadCatalog, type Language } from '../../packages/app/i18n/catalog';
import { BASE_URL_ENV } from './paths';

/** The server globalSetup started; every test's `page.goto('/…')` is relative to it. */
export function serverUrl(): string {
  const url = process.env[BASE_URL_ENV];
  if (!url)
    throw new Error(
      `e2e: ${BASE_URL_ENV} is not set; run through \`pnpm e2e\` so globalSetup starts the server.`,
    );
  return url;
}

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from this pattern.
  baseURL: async ({}, use) => {
    await use(serverUrl());
  },
});

export { expect };

type Tree = { [key: string]: string | Tree };
const catalogs = new Map<Language, Tree>();

/** The app's message `id` (`QUESTIONS.LOGIN_REQUIRED`) in `language`, read from packages/app/i18n. */
export function message(id: string, language: Language = 'fr'): string {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = loadCatalog(language);
    catalogs.set(language, catalog);
  }
  const value = id
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      catalog,
    );
  if (typeof value !== 'string') throw new Error(`e2e: no message ${id} in ${language}`);
  return value;
}

/**
 * `message(id)` with its values filled in: `{name}` arguments and `{key, select, F {…} other {…}}`
 * choices (flat ones, as the back office's gendered sentences are).
 */
export function formatted(id: string, values: Record<string, string>, language: Language = 'fr'): string {
  return message(id, language)
    .replace(/\{(\w+), select, ((?:\w+ \{[^{}]*\}\s*)+)\}/g, (_, key: string, branches: string) => {
      const choices = new Map([...branches.matchAll(/(\w+) \{([^{}]*)\}/g)].map(([, k, v]) => [k, v]));
      return choices.get(values[key] ?? 'other') ?? choices.get('other') ?? '';
    })
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** GET on the API of the server under test, for ids of real seeded records. */
/** A doctor's name as the app shows it in `language`: the API's "Dr" is « د. » in Arabic. */
export function shownDoctorName(name: string, language: Language): string {
  return language === 'ar' ? name.replace(/^Dr\s+/, 'د. ') : name;
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${serverUrl()}/v1${path}`);
  if (!response.ok) throw new Error(`e2e: GET /v1${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The id of an answered question, read as a crawler does from the links of the server-rendered /questions. */
export async function answeredQuestionId(): Promise<string> {
  const response = await fetch(`${serverUrl()}/questions`, { headers: { accept: 'text/html' } });
  const id = /href="\/questions\/([0-9a-f-]{36})"/.exec(await response.text())?.[1];
  if (!id) throw new Error('e2e: /questions links to no question');
  return id;
}

/**
 * Waits until the page is really shown: live, past the boot screen (translations loaded), its one <h1>
 * visible, no request in flight and the loading bar back at rest.
 */
export async function waitForPage(page: Page): Promise<void> {
  // Docs/decisions/016: a server-rendered page shows before the app is live, and on a loaded host the
  // network can be quiet long before the app has hydrated it. A guest's page fetches the app at the
  // reader's first sign of use: the pointer moves, as a reader's would (twice, to two points, so that it
  // moves even where the last page left it).
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(page.locator('.app-boot')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]')).toHaveAttribute('data-state', 'idle');
}

/**
 * Opens `path` with the app's entry script held back (docs/decisions/016: the server's page shows before
 * the app is live), so what a journey does next happens before the app is live on any machine. The held
 * entry holds the load event back too. Returns what lets the entry through.
 */
export async function gotoBeforeAppIsLive(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/** The seeded demo patient (packages/server/src/seed/demo-accounts.ts). */
export const demoPatient = { email: 'patient@tabib.test', password: 'Tabib-Demo-2026' } as const;

/** Fills and sends the patient login form of /auth/login (the page must be shown). */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(account.email);
  await form.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(account.password);
  await form.getByRole('button', { name: message('AUTH.LOGIN.SUBMIT'), exact: true }).click();
}
