import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTabibClient, createMemoryTokenStore, type TabibClient } from '@tabib/sdk';
import { buildServer } from '../../src/app.js';
import { signAccessToken } from '../../src/platform/crypto.js';
import type { Config } from '../../src/platform/config.js';
import type { Backend } from '../../src/platform/db/connect.js';
import { createTestDatabase, type DatabaseState, type TestDatabase } from './db.js';
import { testConfig } from './config.js';
import { createCookieFetch, type CookieFetch } from './cookie-fetch.js';

/** A clock the server reads through `deps.now`; tests move it instead of waiting. */
export interface TestClock {
  now(): Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** An SDK client of the server under test, with its own cookie jar (one "browser"). */
export interface TestClient {
  api: TabibClient;
  cookies: CookieFetch;
}

export interface ApiHarness {
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  config: Config;
  database: TestDatabase;
  app: FastifyInstance;
  clock: TestClock;
  /** A guest: no token, but the XSRF cookie already set, as a browser that loaded the app. */
  guest(): Promise<TestClient>;
  /** Signed in as the user with this e-mail, by minting their access token (no password round trip). */
  as(email: string): Promise<TestClient>;
  /** Signed in through `POST /v1/auth/login`, as a person would. */
  login(email: string, password: string): Promise<TestClient>;
}

export interface ApiServerOptions {
  state?: DatabaseState;
  /** Where the clock starts (default: now). */
  now?: Date | string;
  env?: Record<string, string>;
}

async function startHarness(
  backend: Backend,
  options: ApiServerOptions,
): Promise<ApiHarness & { close(): Promise<void> }> {
  const database = await createTestDatabase(backend, options.state ?? 'seeded');
  const clock = createTestClock(options.now);
  const config = testConfig({ LOG_LEVEL: 'silent', ...options.env });
  const app = await buildServer(config, { database, now: clock.now });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = address.replace('localhost', '127.0.0.1');

  const newClient = async (token?: string): Promise<TestClient> => {
    const cookies = createCookieFetch();
    const api = createTabibClient({
      baseUrl: `${origin}/v1`,
      fetch: cookies.fetch,
      tokens: createMemoryTokenStore(token ?? null),
      getXsrfToken: () => cookies.get('XSRF-TOKEN'),
      logger: { error: () => undefined },
    });
    // Any /v1 response sets the XSRF cookie, as the app's first GET does in a browser.
    await cookies.fetch(`${origin}/v1/auth/xsrf`);
    return { api, cookies };
  };

  return {
    origin,
    config,
    database,
    app,
    clock,
    guest: () => newClient(),
    async as(email) {
      const user = await database.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow();
      const token = await signAccessToken(
        { sub: user.id, role: user.role },
        config.jwtSecret,
        900,
        clock.now(),
      );
      return newClient(token);
    },
    async login(email, password) {
      const client = await newClient();
      const { data, error } = await client.api.POST('/auth/login', { body: { email, password } });
      if (!data) throw new Error(`login failed: ${JSON.stringify(error)}`);
      client.api.tokens.set(data.accessToken);
      return client;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * Starts the server on 127.0.0.1 and a free port with a database of its own, before the tests of the
 * enclosing `describe`, and shuts both down after them.
 */
export function useApiServer(backend: Backend, options: ApiServerOptions = {}): () => ApiHarness {
  let harness: (ApiHarness & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    harness = await startHarness(backend, options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('The API server exists only inside tests and hooks.');
    return harness;
  };
}
