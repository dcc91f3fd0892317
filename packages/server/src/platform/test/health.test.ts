import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app.js';
import { migrateToLatest, migrationNames } from '../db/migrate.js';
import { testConfig } from '../../../test/helpers/config.js';
import { type TestDatabase, backends, createTestDatabase } from '../../../test/helpers/db.js';

// docs/operations.md "Health": /healthz says the process is up, /readyz that the database answers.
describe.each(backends)('probes over HTTP on %s', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    app = await buildServer(testConfig(), { database });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('GET /healthz answers 200 {"status":"ok"}', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 and names the database backend', async () => {
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: backend });
  });

  it('GET /readyz answers 503 NOT_READY while the database lacks a migration, and 200 once it has them all', async () => {
    const empty = await createTestDatabase(backend, 'empty');
    const fresh = await buildServer(testConfig(), { database: empty });
    try {
      const before = await fresh.inject({ method: 'GET', url: '/readyz' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({
        code: 'NOT_READY',
        message: `Migrations not applied yet: ${migrationNames.join(', ')}.`,
      });
      await migrateToLatest(empty.db);
      const after = await fresh.inject({ method: 'GET', url: '/readyz' });
      expect([after.statusCode, after.json()]).toEqual([200, { status: 'ok', database: backend }]);
    } finally {
      await fresh.close();
      await empty.dispose();
    }
  });

  it('serves the demo photos under /assets/demo/', async () => {
    const response = await fetch(`${base}/assets/demo/doctor-f-1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('GET /readyz answers 503 NOT_READY once the database is gone, while /healthz stays 200', async () => {
    // A server and database of its own: closing the shared one would fail the tests that run after it.
    const gone = await createTestDatabase(backend);
    const server = await buildServer(testConfig(), { database: gone });
    try {
      // Ready first: the database opened, then gone.
      expect((await server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await gone.close();
      const ready = await server.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'NOT_READY', message: 'The database is not available.' });
      expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await server.close();
      await gone.dispose();
    }
  });
});
