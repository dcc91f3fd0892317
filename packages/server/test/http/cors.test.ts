import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app.js';
import { testConfig } from '../helpers/config.js';
import { type TestDatabase, createTestDatabase } from '../helpers/db.js';

const SITE = 'http://127.0.0.1:4174';

describe('CORS for the sites of CORS_ORIGINS (decision 024)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildServer(testConfig({ CORS_ORIGINS: `${SITE}/, https://clinic.example` }), { database });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('reads the list from the environment, trimmed, without trailing slashes', () => {
    expect(testConfig({ CORS_ORIGINS: ' https://a.example/ ,https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('answers the preflight of a listed site with its origin and credentials', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-headers']).toBe('content-type,x-xsrf-token');
  });

  it('gives a listed site its origin on a request, and another site no CORS header', async () => {
    const listed = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: SITE } });
    expect(listed.headers['access-control-allow-origin']).toBe(SITE);
    expect(listed.headers.vary).toContain('Origin');
    const other = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
