import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../app.js';
import type { ChangeEvent, ChangeFeed } from '../../platform/db/changes.js';
import { createSearchCache } from '../search-cache.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { type ApiHarness, useApiServer } from '../../../test/helpers/api.js';
import { testConfig } from '../../../test/helpers/config.js';
import { backends } from '../../../test/helpers/db.js';

/** A change feed the test drives by hand. */
function manualFeed(listening = true) {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const feed = {
    listening,
    subscribe(listener: (event: ChangeEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: ChangeEvent) {
      if (event === 'up') feed.listening = true;
      if (event === 'down') feed.listening = false;
      for (const listener of listeners) listener(event);
    },
  };
  return feed satisfies ChangeFeed;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('search cache', () => {
  it('serves a page for the TTL (1,000 ms), then computes it again', async () => {
    let now = 0;
    const cache = createSearchCache<string>({ ttlMs: 1_000, now: () => now, changes: manualFeed() });
    const compute = vi.fn(async () => `page ${compute.mock.calls.length}`);
    expect(await cache.get('k', compute)).toBe('page 1');
    now = 999;
    expect(await cache.get('k', compute)).toBe('page 1');
    now = 1_000;
    expect(await cache.get('k', compute)).toBe('page 2');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between concurrent misses of one key (single-flight)', async () => {
    const cache = createSearchCache<string>({ ttlMs: 1_000, now: () => 0, changes: manualFeed() });
    const pending = deferred<string>();
    const compute = vi.fn(() => pending.promise);
    const pages = Array.from({ length: 20 }, () => cache.get('k', compute));
    const other = cache.get('other', async () => 'other page');
    pending.resolve('page');
    expect(await Promise.all(pages)).toEqual(Array(20).fill('page'));
    expect(await other).toBe('other page');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a page computed across an invalidation, nor share it with later misses', async () => {
    const feed = manualFeed();
    const cache = createSearchCache<string>({ ttlMs: 1_000, now: () => 0, changes: feed });
    const before = deferred<string>();
    const first = cache.get('k', () => before.promise);
    feed.emit('change');
    const second = cache.get('k', async () => 'after the change');
    before.resolve('before the change');
    expect([await first, await second]).toEqual(['before the change', 'after the change']);
    expect(await cache.get('k', async () => 'recomputed')).toBe('after the change');
  });

  it('keeps at most maxEntries pages, dropping the least recently served', async () => {
    const cache = createSearchCache<string>({
      ttlMs: 1_000,
      maxEntries: 2,
      now: () => 0,
      changes: manualFeed(),
    });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('is off with a TTL of 0', async () => {
    const cache = createSearchCache<string>({ ttlMs: 0, now: () => 0, changes: manualFeed() });
    const compute = vi.fn(async () => 'page');
    await cache.get('k', compute);
    await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(cache.enabled).toBe(false);
  });

  it('is off while the change feed is down, and empty when it comes back up', async () => {
    const feed = manualFeed();
    const cache = createSearchCache<string>({ ttlMs: 1_000, now: () => 0, changes: feed });
    await cache.get('k', async () => 'before');
    feed.emit('down');
    expect(cache.enabled).toBe(false);
    expect(await cache.get('k', async () => 'down 1')).toBe('down 1');
    expect(await cache.get('k', async () => 'down 2')).toBe('down 2');
    feed.emit('up');
    expect(await cache.get('k', async () => 'up 1')).toBe('up 1');
    expect(await cache.get('k', async () => 'up 2')).toBe('up 1');
  });
});

interface SearchPage {
  results: { _id: string; fee: number; nextSlots: string[] }[];
}

async function demoDoctor(server: ApiHarness) {
  return server.database.db
    .selectFrom('users')
    .innerJoin('doctors', 'doctors.id', 'users.id')
    .select(['users.id', 'doctors.city_id', 'doctors.specialty_id'])
    .where('users.email', '=', demoAccounts.doctor.email)
    .executeTakeFirstOrThrow();
}

/** The demo doctor as `GET /v1/doctors` lists them among the doctors of their city and specialty. */
async function searchDemoDoctor(origin: string, doctor: Awaited<ReturnType<typeof demoDoctor>>) {
  const query = new URLSearchParams({ city: doctor.city_id, specialty: doctor.specialty_id, limit: '100' });
  const response = await fetch(`${origin}/v1/doctors?${query}`);
  expect(response.status).toBe(200);
  const page = (await response.json()) as SearchPage;
  const hit = page.results.find((result) => result._id === doctor.id);
  if (!hit) throw new Error('the demo doctor is not in the search');
  return hit;
}

/** Changes the demo doctor's fee without a notification, so only the TTL or a feed event can reveal it. */
async function setFeeSilently(server: ApiHarness, doctorId: string, fee: number) {
  const { db } = server.database;
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE doctors DISABLE TRIGGER doctors_search_changed`.execute(trx);
    await trx.updateTable('doctors').set({ fee }).where('id', '=', doctorId).execute();
    await sql`ALTER TABLE doctors ENABLE TRIGGER doctors_search_changed`.execute(trx);
  });
}

async function book(server: ApiHarness, doctorId: string, date: string) {
  const { api } = await server.as(demoAccounts.patient.email);
  const { response } = await api.POST('/rdvs', { body: { doctor: doctorId, date } });
  expect(response.status).toBe(201);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still false after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/**
 * Waits for the server's LISTEN connection on PostgreSQL: it connects after the server starts, and
 * until it listens the cache is off. (PGlite listens in process, at once.)
 */
async function untilListening(server: ApiHarness) {
  if (!server.database.url) return;
  await waitFor(async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'tabib-search-listener'
        AND state = 'idle' AND query <> ''`.execute(server.database.db);
    return rows[0]!.n >= 1;
  }, 10_000);
}

describe.each(backends)('GET /v1/doctors cache on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });

  it('serves the same page within SEARCH_CACHE_MS (1,000 by default), then reads it again', async () => {
    await untilListening(server());
    const doctor = await demoDoctor(server());
    const before = await searchDemoDoctor(server().origin, doctor);
    await setFeeSilently(server(), doctor.id, before.fee + 1_000);
    expect((await searchDemoDoctor(server().origin, doctor)).fee).toBe(before.fee);
    server().clock.advance(999);
    expect((await searchDemoDoctor(server().origin, doctor)).fee).toBe(before.fee);
    server().clock.advance(1);
    expect((await searchDemoDoctor(server().origin, doctor)).fee).toBe(before.fee + 1_000);
  });

  it('forgets the page as soon as a booking is made: the next search no longer offers the slot', async () => {
    const doctor = await demoDoctor(server());
    const before = await searchDemoDoctor(server().origin, doctor);
    const slot = before.nextSlots[0]!;
    await book(server(), doctor.id, slot);
    const after = await searchDemoDoctor(server().origin, doctor);
    expect(after.nextSlots).not.toContain(slot);
    expect(after.nextSlots.slice(0, 2)).toEqual(before.nextSlots.slice(1, 3));
  });

  it('counts a display for every page served, from the cache too', async () => {
    const doctor = await demoDoctor(server());
    const displays = async () => {
      await server().app.flushDoctorStats();
      const rows = await server()
        .database.db.selectFrom('doctor_stats')
        .select((eb) => eb.fn.sum<number>('count').as('count'))
        .where('doctor_id', '=', doctor.id)
        .where('type', '=', 'display')
        .executeTakeFirst();
      return Number(rows?.count ?? 0);
    };
    const before = await displays();
    await searchDemoDoctor(server().origin, doctor);
    await searchDemoDoctor(server().origin, doctor);
    await searchDemoDoctor(server().origin, doctor);
    expect((await displays()) - before).toBe(3);
  });
});

describe.each(backends)('GET /v1/doctors with SEARCH_CACHE_MS=0 on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', env: { SEARCH_CACHE_MS: '0' } });

  it('reads every page from the database', async () => {
    const doctor = await demoDoctor(server());
    const before = await searchDemoDoctor(server().origin, doctor);
    await setFeeSilently(server(), doctor.id, before.fee + 1_000);
    expect((await searchDemoDoctor(server().origin, doctor)).fee).toBe(before.fee + 1_000);
  });
});

describe('GET /v1/doctors cache across servers on one PostgreSQL database', () => {
  const serverA = useApiServer('postgres', { state: 'seeded' });
  let serverB: FastifyInstance;
  let originB: string;

  beforeAll(async () => {
    // Its own pool and listener, as another worker or machine would have.
    serverB = await buildServer(testConfig({ LOG_LEVEL: 'silent', DATABASE_URL: serverA().database.url! }));
    originB = (await serverB.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await serverB?.close();
  });

  const listenerConnections = async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'tabib-search-listener'`.execute(
      serverA().database.db,
    );
    return rows[0]!.n;
  };

  it('forgets server A’s page when server B takes a booking (LISTEN/NOTIFY)', async () => {
    await waitFor(async () => (await listenerConnections()) === 2);
    const doctor = await demoDoctor(serverA());
    const before = await searchDemoDoctor(serverA().origin, doctor);
    const slot = before.nextSlots[0]!;
    const { api } = await serverA().as(demoAccounts.patient.email);
    // Server A's clock does not move: only the notification can refresh its page.
    const booked = await fetch(`${originB}/v1/rdvs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${api.tokens.get()}`,
        cookie: 'XSRF-TOKEN=x',
        'x-xsrf-token': 'x',
      },
      body: JSON.stringify({ doctor: doctor.id, date: slot }),
    });
    expect(booked.status).toBe(201);
    await waitFor(async () => !(await searchDemoDoctor(serverA().origin, doctor)).nextSlots.includes(slot));
  });

  it('turns itself off while its LISTEN connection is lost, and back on once it reconnects', async () => {
    await waitFor(async () => (await listenerConnections()) === 2);
    const doctor = await demoDoctor(serverA());
    const { fee } = await searchDemoDoctor(serverA().origin, doctor);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'tabib-search-listener'`.execute(
      serverA().database.db,
    );
    // A change no one is told about: with the listener lost, no cached page may hide it.
    await setFeeSilently(serverA(), doctor.id, fee + 500);
    await waitFor(async () => (await searchDemoDoctor(serverA().origin, doctor)).fee === fee + 500);

    await waitFor(async () => (await listenerConnections()) === 2);
    await waitFor(async () => {
      await searchDemoDoctor(serverA().origin, doctor);
      await setFeeSilently(serverA(), doctor.id, fee + 700);
      const cached = (await searchDemoDoctor(serverA().origin, doctor)).fee !== fee + 700;
      await setFeeSilently(serverA(), doctor.id, fee + 500);
      return cached;
    });
  });
});
