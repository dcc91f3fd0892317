import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/platform/crypto.js';
import { openDatabase } from '../../src/platform/db/connect.js';
import { newId } from '../../src/platform/db/ids.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import type { Database } from '../../src/platform/db/schema.js';
import { TEST_JWT_SECRET } from '../helpers/config.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { type AgendaFixture, insertAgendaFixture } from '../../src/booking/test/agenda-fixture.js';

/*
 * Outside probes (docs/decisions/034), as tests: real server processes (`src/main.ts`, as `pnpm start` runs
 * it) sharing one PostgreSQL database, and a PGlite server killed with SIGKILL.
 */

/** Weekdays from Monday 4 January 2027 (always ahead), 08:00–12:00 in Tunis every 30 minutes. */
function futureSlots(count: number): string[] {
  const slots: string[] = [];
  for (let day = 0; slots.length < count; day += 1) {
    const midnightTunis = Date.parse('2027-01-03T23:00:00Z') + day * 86_400_000;
    const weekday = new Date(midnightTunis + 3_600_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 0; i < 8 && slots.length < count; i += 1) {
      slots.push(new Date(midnightTunis + 8 * 3_600_000 + i * 30 * 60_000).toISOString());
    }
  }
  return slots;
}

function tally(statuses: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Patients of their own (no upcoming rdvs anywhere), with an access token each. */
async function newPatients(db: Kysely<Database>, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId());
  await db
    .insertInto('users')
    .values(
      ids.map((id) => ({
        id,
        email: `p-${id}@tabib.test`,
        password_hash: null,
        role: 'patient' as const,
        first_name: 'Sami',
        last_name: 'Trabelsi',
      })),
    )
    .execute();
  await db
    .insertInto('patients')
    .values(ids.map((id) => ({ id })))
    .execute();
  return Promise.all(ids.map((id) => signAccessToken({ sub: id, role: 'patient' }, TEST_JWT_SECRET, 900)));
}

/** A caller of the API over plain fetch: the anti-forgery cookie and header, and a token when given. */
async function caller(origin: string) {
  const xsrf = ((await (await fetch(`${origin}/v1/auth/xsrf`)).json()) as { xsrfToken: string }).xsrfToken;
  return async (server: ServerProcess, path: string, body: object, token?: string) => {
    const response = await fetch(`${server.origin}/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { code?: string; _id?: string };
    return { status: response.status, code: answer.code, id: answer._id };
  };
}

describe('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let fixture: AgendaFixture;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'migrated');
    fixture = await insertAgendaFixture(database.db);
    // The fixture's doctors allow 100 upcoming rdvs per patient (for other tests); 3 is the default.
    await database.db.updateTable('doctors').set({ max_upcoming_rdvs_per_patient: 3 }).execute();
    servers = await Promise.all(
      [1, 2].map(() => startServerProcess({ DATABASE_URL: database.url!, RATE_LIMIT_FACTOR: '1' })),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.dispose();
  });

  it('count one login limit between them: 10 failed logins a minute from one address, then 429', async () => {
    const post = await caller(servers[0]!.origin);
    const results: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const answer = await post(servers[i % 2]!, '/auth/login', {
        email: 'nobody@tabib.test',
        password: 'guess',
      });
      results.push(`${answer.status} ${answer.code}`);
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill('401 INVALID_CREDENTIALS'));
    expect(results.slice(10)).toEqual(Array(4).fill('429 RATE_LIMITED'));
  });

  it('book one slot exactly once: 200 attempts of 20 patients spread over both, one 201', async () => {
    const tokens = await newPatients(database.db, 20);
    const [slot] = futureSlots(1);
    const post = await caller(servers[0]!.origin);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const answer = await post(
          servers[i % 2]!,
          '/rdvs',
          { doctor: fixture.doctorId, date: slot },
          tokens[i % 20],
        );
        return `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
      }),
    );
    // The winner's 9 other attempts are told the slot is already theirs (docs/decisions/051).
    expect(tally(attempts)).toEqual({ '201': 1, '409 SLOT_TAKEN': 190, '409 SLOT_HELD_BY_YOU': 9 });
  });

  it("hold one patient to the doctor's limit between them: 10 bookings at once, 3 booked", async () => {
    const [token] = await newPatients(database.db, 1);
    const post = await caller(servers[0]!.origin);
    const attempts = await Promise.all(
      futureSlots(12)
        .slice(2)
        .map(async (date, i) => {
          const answer = await post(servers[i % 2]!, '/rdvs', { doctor: fixture.doctorId, date }, token);
          return `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
        }),
    );
    expect(tally(attempts)).toEqual({ '201': 3, '409 BOOKING_LIMIT_DOCTOR': 7 });
  });
});

describe('a PGlite server killed with SIGKILL', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tabib-kill-'));
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every booking it acknowledged', async () => {
    const setup = openDatabase({ dataDir });
    await migrateToLatest(setup.db);
    const fixture = await insertAgendaFixture(setup.db);
    await setup.db.updateTable('doctors').set({ max_upcoming_rdvs_per_patient: 20 }).execute();
    const tokens = await newPatients(setup.db, 8);
    await setup.close();

    server = await startServerProcess({
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '100',
      BOOKING_MAX_UPCOMING: '100',
    });
    const running = server;
    const post = await caller(running.origin);
    const acknowledged: string[] = [];
    let killed = false;
    // Bookings keep coming, one stream per patient, until the process is killed in the middle of them.
    const clients = tokens.map(async (token, i) => {
      for (const date of futureSlots(160).filter((_, slot) => slot % tokens.length === i)) {
        if (killed) return;
        const answer = await post(running, '/rdvs', { doctor: fixture.doctorId, date }, token).catch(
          () => undefined,
        );
        if (answer?.status === 201 && answer.id) acknowledged.push(answer.id);
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          running.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(clients);
    await running.stop();
    expect(killed).toBe(true);

    const reopened = openDatabase({ dataDir });
    try {
      const kept = await reopened.db
        .selectFrom('rdvs')
        .select('id')
        .where('id', 'in', acknowledged)
        .execute();
      expect(kept.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await reopened.close();
    }
  }, 90_000);
});
