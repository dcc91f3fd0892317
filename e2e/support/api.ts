import type { Locator, Page } from '@playwright/test';

import { demoPatient, serverUrl, signIn, waitForPage } from './test';
import { toastStackMessages } from './uiLabels';

/** The seeded demo accounts (packages/server/src/seed/demo-accounts.ts), one password for all. */
export const demoDoctor = { email: 'docteur@tabib.test', password: demoPatient.password } as const;
export const demoSecretary = { email: 'secretaire@tabib.test', password: demoPatient.password } as const;
export const demoAdmin = { email: 'admin@tabib.test', password: demoPatient.password } as const;

/** A visit type of a doctor's working hours, as GET /workingHours answers it. */
export interface VisitType {
  _id: string;
  name: string;
  names: Record<string, string>;
  durationMinutes: number;
  price: number;
  remote?: boolean;
  remoteSchedule?: { day: number; intervals: { start: string; end: string }[] }[];
}

/** A doctor's working hours, as GET /workingHours answers them. */
export interface WorkingHours {
  _id: string;
  slotMinutes: number;
  schedule: unknown[];
  visitTypes: VisitType[];
  absences: unknown[];
}

export interface Account {
  email: string;
  password: string;
}

export interface ApiUser {
  _id: string;
  name: string;
  doctor: { _id: string; name: string } | null;
  doctorSpecialty: { _id: string; names: Record<'fr' | 'en' | 'ar', string> } | null;
  loggedInSecretaryInfo?: { _id: string; doctor: string } | null;
}

export interface ApiSession {
  accessToken: string;
  user: ApiUser;
  xsrf: string;
}

/**
 * A guest's POST with the double-submit XSRF token (spec/openapi.yaml "Authentication") that opens a
 * session: sign-in or registration.
 */
export async function guestPost(path: string, body: unknown): Promise<ApiSession> {
  const first = await fetch(`${serverUrl()}/v1/auth/xsrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('e2e: no XSRF-TOKEN cookie from /v1/auth/xsrf');
  const response = await fetch(`${serverUrl()}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`e2e: POST /v1${path} answered ${response.status}`);
  return { ...((await response.json()) as Omit<ApiSession, 'xsrf'>), xsrf };
}

/** Signs in through the API; admins sign in at `/auth/admin/login`. */
export const apiLogin = (account: Account, path = '/auth/login'): Promise<ApiSession> =>
  guestPost(path, account);

/** One API call as `session`; the caller reads the status, so refusals can be asserted. */
export function apiCall(
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}` };
  if (method !== 'GET') {
    headers['x-xsrf-token'] = session.xsrf;
    headers.cookie = `XSRF-TOKEN=${session.xsrf}`;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${serverUrl()}/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An API call that must succeed; its JSON body. */
export async function apiJson<T>(
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await apiCall(session, method, path, body);
  if (!response.ok) {
    throw new Error(`e2e: ${method} /v1${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The day of an instant in Africa/Tunis, YYYY-MM-DD (en-CA writes that form): the agenda's `date`. */
export function tunisDay(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date(instant));
}

/** A run-unique tag, so data made by one run is never mistaken for another's. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Fills the login form shown on `page` and returns the API session the app received, so a journey
 * calls the API as that user without signing in again: the server allows 10 logins a minute from
 * one address (packages/server/src/platform/api/plugin.ts), and the journeys all come from 127.0.0.1.
 */
export async function signInCapturing(page: Page, account: Account): Promise<ApiSession> {
  const login = page.waitForResponse(
    (response) => response.url().endsWith('/v1/auth/login') && response.request().method() === 'POST',
  );
  await signIn(page, account);
  const response = await login;
  if (!response.ok()) throw new Error(`e2e: login of ${account.email} answered ${response.status()}`);
  const body = (await response.json()) as Omit<ApiSession, 'xsrf'>;
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('e2e: no XSRF-TOKEN cookie after the login');
  return { ...body, xsrf };
}

/** Opens /auth/doctor-login (doctors, secretaries) with `returnUrl` and signs `account` in. */
export async function signInStaff(page: Page, account: Account, returnUrl: string): Promise<ApiSession> {
  await page.goto(`/auth/doctor-login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await waitForPage(page);
  return signInCapturing(page, account);
}

/**
 * The toast of `type` saying `text` (French page): requirements §9 success toasts last 3000 ms, so assert on
 * one right after the action that shows it.
 */
export function toast(page: Page, type: 'success' | 'error', text: string): Locator {
  return page
    .getByRole('region', { name: toastStackMessages.fr.region.replace('{hotkey}', 'F8') })
    .getByRole('listitem')
    .filter({ hasText: `${toastStackMessages.fr.types[type]} ${text}` });
}

export const successToast = (page: Page, text: string): Locator => toast(page, 'success', text);
