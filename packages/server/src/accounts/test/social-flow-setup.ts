import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildServer } from '../../app.js';
import type { LocalIdentity } from '../idp/local-idp.js';
import { testConfig } from '../../../test/helpers/config.js';
import { createCookieFetch, type CookieFetch } from '../../../test/helpers/cookie-fetch.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js';

/*
 * Back-office social sign-in end to end (docs/decisions/007; spec `/auth/google`, `/auth/google/callback`):
 * the real server with its local identity provider standing in for Google (OpenID) and Facebook (Facebook
 * Login's dialog and Graph API), driven over HTTP as a browser would, one redirect at a time, by
 * social-flow-begin.test.ts (up to the provider's page) and social-flow-callback.test.ts (back to Tabib).
 * The Facebook checks against a misbehaving Facebook are in facebook-login.test.ts. The flow has no SQL of
 * its own beyond one upsert, so it runs on PGlite only.
 */

export const identities: LocalIdentity[] = [
  { subject: 'idp-admin', email: 'admin@tabib.test', emailVerified: true, password: 'admin-pass', name: 'A' },
  // The admin's address, but not verified by the provider: it must not open the admin's account.
  {
    subject: 'idp-unverified',
    email: 'admin@tabib.test',
    emailVerified: false,
    password: 'unverified-pass',
    name: 'U',
  },
  {
    subject: 'idp-doctor',
    email: 'docteur@tabib.test',
    emailVerified: true,
    password: 'doctor-pass',
    name: 'D',
  },
  {
    subject: 'idp-unknown',
    email: 'nobody@example.tn',
    emailVerified: true,
    password: 'unknown-pass',
    name: 'N',
  },
  {
    subject: 'idp-blocked',
    email: 'blocked-admin@tabib.test',
    emailVerified: true,
    password: 'blocked-pass',
    name: 'B',
  },
];

export interface Server {
  origin: string;
  app: FastifyInstance;
  database: TestDatabase;
}

export function useSocialServer(env: Record<string, string> = {}): () => Server {
  let server: Server | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase('pglite', 'seeded');
    const app = await buildServer(testConfig({ LOG_LEVEL: 'silent', ...env }), {
      database,
      localIdentities: identities,
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    server = { origin: address.replace('localhost', '127.0.0.1'), app, database };
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.database.dispose();
  });
  return () => {
    if (!server) throw new Error('The server exists only inside tests and hooks.');
    return server;
  };
}

export const get = (jar: CookieFetch, url: string) => jar.fetch(url, { redirect: 'manual' });

/** The Location of a redirect, absolute. */
export function locationOf(response: Response, from: string): string {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`No redirect from ${from} (status ${response.status})`);
  return new URL(location, from).href;
}

interface Flow {
  jar: CookieFetch;
  /** Where the server sent the browser to sign in (the provider's authorization endpoint). */
  authorizationUrl: URL;
  /** The begin response, for its cookie. */
  begin: Response;
  /** The IdP's redirect to Tabib's callback, with code (or error) and state. */
  callbackUrl: string;
}

const formOf = (answer: { email: string; password: string } | 'cancel') =>
  answer === 'cancel'
    ? new URLSearchParams({ action: 'cancel' })
    : new URLSearchParams({ email: answer.email, password: answer.password, action: 'login' });

/** From the back office's button to the IdP's redirect back, stopping before the callback. */
export async function throughIdp(
  server: Server,
  provider: 'google' | 'facebook',
  answer: { email: string; password: string } | 'cancel',
): Promise<Flow> {
  const jar = createCookieFetch();
  const beginUrl = `${server.origin}/v1/auth/${provider}`;
  const begin = await get(jar, beginUrl);
  expect(begin.status).toBe(302);
  const authorizationUrl = new URL(locationOf(begin, beginUrl));
  const callbackUrl =
    provider === 'facebook'
      ? await throughFacebookDialog(jar, authorizationUrl, answer)
      : await throughOpenIdProvider(jar, authorizationUrl, answer);
  expect(callbackUrl.startsWith(`${server.origin}/v1/auth/${provider}/callback?`)).toBe(true);
  return { jar, authorizationUrl, begin, callbackUrl };
}

/** The Facebook stand-in's login dialog: its form posts back to the dialog, which redirects to Tabib. */
async function throughFacebookDialog(
  jar: CookieFetch,
  authorizationUrl: URL,
  answer: { email: string; password: string } | 'cancel',
): Promise<string> {
  const page = await get(jar, authorizationUrl.href);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Connexion avec Facebook');
  const posted = await jar.fetch(authorizationUrl.href, {
    method: 'POST',
    body: formOf(answer),
    redirect: 'manual',
  });
  expect(posted.status).toBe(302);
  return locationOf(posted, authorizationUrl.href);
}

/** The Google stand-in (oidc-provider): authorization, interaction page, form, resume. */
async function throughOpenIdProvider(
  jar: CookieFetch,
  authorizationUrl: URL,
  answer: { email: string; password: string } | 'cancel',
): Promise<string> {
  const toInteraction = await get(jar, authorizationUrl.href);
  expect(toInteraction.status).toBe(303);
  const interactionUrl = locationOf(toInteraction, authorizationUrl.href);
  expect(new URL(interactionUrl).pathname).toMatch(/^\/idp\/interaction\//);

  const page = await get(jar, interactionUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post">');

  const posted = await jar.fetch(interactionUrl, {
    method: 'POST',
    body: formOf(answer),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const resumeUrl = locationOf(posted, interactionUrl);

  const resumed = await get(jar, resumeUrl);
  expect(resumed.status).toBe(303);
  return locationOf(resumed, resumeUrl);
}

/** The callback's redirect to the back office's completion page, as its query parameters. */
export async function callback(jar: CookieFetch, url: string) {
  const response = await get(jar, url);
  expect(response.status).toBe(302);
  const target = new URL(locationOf(response, url));
  return { response, target, params: Object.fromEntries(target.searchParams) };
}

export const adminId = async (server: Server, email = 'admin@tabib.test') =>
  (
    await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

export const identityRows = (server: Server) =>
  server.database.db
    .selectFrom('user_identities')
    .select(['user_id', 'provider', 'subject'])
    .orderBy('provider')
    .execute();
