import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildServer } from '../../app.js';
import { registerFacebookStandIn } from '../idp/facebook-stand-in.js';
import type { LocalIdentity } from '../idp/local-idp.js';
import { testConfig } from '../../../test/helpers/config.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js';

export const APP = { id: '1093847561029384', secret: 'facebook-app-secret-for-tests' };
export const DIALOG_PATH = '/v23.0/dialog/oauth';
export const GRAPH_PATH = '/graph/v23.0';

export const identities: LocalIdentity[] = [
  {
    subject: '10160000000000001',
    email: 'admin@tabib.test',
    emailVerified: true,
    password: 'admin-pass',
    name: 'Admin',
  },
  // Facebook holds no valid address for this person: /me answers without `email`.
  {
    subject: '10160000000000002',
    email: 'admin@tabib.test',
    emailVerified: false,
    password: 'no-email-pass',
    name: 'No e-mail',
  },
];

interface GraphCall {
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface StandIn {
  origin: string;
  app: FastifyInstance;
  /** Every Graph API call the stand-in answered, in order. */
  calls: GraphCall[];
  /** Alters the JSON answer of a Graph API path, for the current test. */
  tamper: ((path: string, body: Record<string, unknown>) => Record<string, unknown>) | undefined;
}

/**
 * The stand-in of Facebook's endpoints and a Tabib server (PGlite, seeded) configured for it, each
 * listening on a port of its own from before the file's tests; after each test the stand-in forgets its
 * calls and answers untampered again.
 */
export function useFacebookStandIn() {
  let tabibOrigin = '';
  const standIn: StandIn = { origin: '', app: Fastify(), calls: [], tamper: undefined };
  let tabib: FastifyInstance | undefined;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    const { app } = standIn;
    app.addHook('onSend', async (request, reply, payload) => {
      const url = new URL(request.url, 'http://stand-in');
      if (!url.pathname.startsWith(GRAPH_PATH)) return payload;
      const path = url.pathname.slice(GRAPH_PATH.length);
      standIn.calls.push({ path, query: Object.fromEntries(url.searchParams), status: reply.statusCode });
      if (!standIn.tamper || typeof payload !== 'string') return payload;
      return JSON.stringify(standIn.tamper(path, JSON.parse(payload) as Record<string, unknown>));
    });
    await registerFacebookStandIn(app, {
      dialogPath: DIALOG_PATH,
      graphPath: GRAPH_PATH,
      app: APP,
      redirectUri: () => `${tabibOrigin}/v1/auth/facebook/callback`,
      identities,
      now: () => new Date(),
    });
    standIn.origin = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');

    database = await createTestDatabase('pglite', 'seeded');
    tabib = await buildServer(
      testConfig({
        LOG_LEVEL: 'silent',
        LOCAL_IDP: 'off',
        FACEBOOK_CLIENT_ID: APP.id,
        FACEBOOK_CLIENT_SECRET: APP.secret,
        FACEBOOK_DIALOG_URL: `${standIn.origin}${DIALOG_PATH}`,
        FACEBOOK_GRAPH_URL: `${standIn.origin}${GRAPH_PATH}`,
      }),
      { database },
    );
    tabibOrigin = (await tabib.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  });

  afterAll(async () => {
    await tabib?.close();
    await database?.dispose();
    await standIn.app.close();
  });

  afterEach(() => {
    standIn.tamper = undefined;
    standIn.calls.length = 0;
  });

  return {
    standIn,
    tabibOrigin: () => tabibOrigin,
    database: (): TestDatabase => {
      if (database === undefined) throw new Error('The database exists only inside tests and hooks.');
      return database;
    },
  };
}
