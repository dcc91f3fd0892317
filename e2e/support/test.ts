import { expect, test as base, type Page } from '@playwright/test';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@tabib/contract';

import { BASE_URL_ENV, SERVED_APP_ENV, repoPath } from './paths';

/** A language the app is written in: fr (default), en, ar. */
export type Language = Locale;

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

/** A message as the build serves it: ICU MessageFormat compiled to its elements (formatjs's AST). */
type Element =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2 | 3 | 4; value: string; style?: string | null }
  | { type: 5 | 6; value: string; options: Record<string, { value: Element[] }> }
  | { type: 7 }
  | { type: 8; value: string; children: Element[] };
type Compiled = { [key: string]: Element[] | Compiled };

/** Compiled elements written back as the ICU text they were compiled from (`{name}`, `{n, plural, …}`). */
function icuText(elements: Element[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case 0:
          return element.value;
        case 5:
        case 6: {
          const kind = element.type === 5 ? 'select' : 'plural';
          const options = Object.entries(element.options).map(
            ([key, option]) => `${key} {${icuText(option.value)}}`,
          );
          return `{${element.value}, ${kind}, ${options.join(' ')}}`;
        }
        case 2:
        case 3:
        case 4: {
          const kind = ['number', 'date', 'time'][element.type - 2];
          return `{${element.value}, ${kind}${typeof element.style === 'string' ? `, ${element.style}` : ''}}`;
        }
        case 7:
          return '#';
        case 8:
          return `<${element.value}>${icuText(element.children)}</${element.value}>`;
        default:
          return `{${element.value}}`;
      }
    })
    .join('');
}

function toTree(compiled: Compiled): Tree {
  return Object.fromEntries(
    Object.entries(compiled).map(([key, value]) => [
      key,
      Array.isArray(value) ? icuText(value) : toTree(value),
    ]),
  );
}

/**
 * One language's catalog as the server serves it to the page (`/assets/i18n/<lang>.json` of the app's
 * build): the served copy once globalSetup has made it, the build itself while the journeys are listed.
 */
function servedCatalog(language: Language): Tree {
  const app = process.env[SERVED_APP_ENV] ?? repoPath('packages/app/dist');
  return toTree(
    JSON.parse(readFileSync(join(app, 'assets', 'i18n', `${language}.json`), 'utf8')) as Compiled,
  );
}

/** The app's message `id` (`QUESTIONS.LOGIN_REQUIRED`) in `language`, as the page is given it. */
export function message(id: string, language: Language = 'fr'): string {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = servedCatalog(language);
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
