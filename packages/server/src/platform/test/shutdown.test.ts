import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../app.js';
import { drainAndClose } from '../shutdown.js';
import { testConfig } from '../../../test/helpers/config.js';
import { createTestDatabase } from '../../../test/helpers/db.js';

// docs/operations.md: graceful shutdown finishes in-flight requests, and accepts no new ones.
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

  it('drains first: /readyz 503 while requests are still served, then refuses connections', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildServer(testConfig(), { database });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    let cleaned = false;
    const closed = drainAndClose(app, async () => void (cleaned = true), { timeoutMs: 10_000, drainMs: 500 });
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { code: 'NOT_READY', message: 'The server is shutting down.' },
    ]);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/v1/locations`)).status).toBe(200);
    await closed;
    expect(cleaned).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow('fetch failed');
    await database.dispose();
  });

  it('closes the database it opened itself, and its search-change listener', async () => {
    const database = await createTestDatabase('postgres');
    const url = new URL(database.url!);
    url.searchParams.set('application_name', 'tabib-shutdown-test');
    const connectionsOf = async (applicationName: string) =>
      (
        await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
          WHERE application_name = ${applicationName} AND datname = ${url.pathname.slice(1)}`.execute(
          database.db,
        )
      ).rows[0]!.n;

    const app = await buildServer(testConfig({ DATABASE_URL: url.toString() }));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // The pool opens as many connections as its concurrent work needs (the availability roll starts at boot).
    expect(await connectionsOf('tabib-shutdown-test')).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () => expect(await connectionsOf('tabib-search-listener')).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
    await app.close();
    // A backend leaves pg_stat_activity shortly after its client disconnects, later on a busy machine.
    await vi.waitFor(
      async () => {
        expect(await connectionsOf('tabib-shutdown-test')).toBe(0);
        expect(await connectionsOf('tabib-search-listener')).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
    await database.dispose();
  });
});
