import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/app.js';
import { testConfig } from '../helpers/config.js';
import { createTestDatabase } from '../helpers/db.js';

// issue #3 §10: graceful shutdown finishes in-flight requests, and accepts no new ones.
describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses connections', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildServer(testConfig(), { database });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { finished: true };
      });
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${base}/slow`);
    await started;
    const closed = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow('fetch failed');
    await database.dispose();
  });

  it('closes the database it opened itself', async () => {
    const database = await createTestDatabase('postgres');
    const url = new URL(database.url!);
    url.searchParams.set('application_name', 'tabib-shutdown-test');
    const serverConnections = async () =>
      (
        await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
          WHERE application_name = 'tabib-shutdown-test'`.execute(database.db)
      ).rows[0]!.n;

    const app = await buildServer(testConfig({ DATABASE_URL: url.toString() }));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(await serverConnections()).toBe(1);
    await app.close();
    // A backend leaves pg_stat_activity shortly after its client disconnects, later on a busy machine.
    await vi.waitFor(async () => expect(await serverConnections()).toBe(0), {
      timeout: 10_000,
      interval: 100,
    });
    await database.dispose();
  });
});
