import { type Kysely, sql } from 'kysely';
import { signAccessToken } from '../src/platform/crypto.js';
import { activeRdvStatuses, type Database } from '../src/platform/db/schema.js';
import { bookingChecks, bookingRounds, settings } from './api-settings.js';
import { type BenchFixtures, createBookingPatients, freeSlotPairs } from './fixtures.js';
import { measure, type Measurement } from './load.js';
import { type BookingOutcome, bookingTargets, type ScenarioResult } from './report.js';
import { type BookingLine, bookingRequests, bookingScenario, PatientQueue, SlotQueue } from './scenarios.js';
import type { RunningServer, ServerVariant } from './servers.js';

/* `pnpm bench:api`'s booking scenario: its lines prepared, run in turn round after round, and counted. */

/** The booking lines in turn, round after round, each round in another order (see `bookingLineSpecs`). */
export async function runBookingScenario(
  lines: BookingLine[],
  servers: Record<ServerVariant, RunningServer>,
  db: Kysely<Database>,
): Promise<ScenarioResult> {
  console.info(bookingScenario.title);
  const origins = { api: servers.api.origin, bare: servers.bare.origin };
  const rounds = lines.map((): Measurement[] => []);
  const serverCpuMs = lines.map(() => 0);
  const rowsBefore = await Promise.all(lines.map((line) => countActiveRdvsOf(db, line.slots)));
  for (const line of lines) {
    const load = { origin: origins[line.server], connections: settings.connections };
    await measure({ ...load, durationSeconds: settings.warmupSeconds, requests: bookingRequests(line) });
  }
  for (let round = 0; round < bookingRounds; round++) {
    for (let k = 0; k < lines.length; k++) {
      const index = (round + k) % lines.length;
      const line = lines[index] as BookingLine;
      const cpuBefore = servers[line.server].cpuMs();
      const measurement = await measure({
        origin: origins[line.server],
        connections: settings.connections,
        durationSeconds: settings.durationSeconds,
        requests: bookingRequests(line),
      });
      serverCpuMs[index] = (serverCpuMs[index] ?? 0) + servers[line.server].cpuMs() - cpuBefore;
      console.info(
        `  round ${round + 1}, ${line.label}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms, load ${measurement.loadAverage.before[0]}`,
      );
      rounds[index]?.push(measurement);
    }
  }
  const measured = await Promise.all(
    lines.map(async (line, index) => {
      const measurement = combined(rounds[index] as Measurement[]);
      const created201 = measurement.statusCodes['201'] ?? 0;
      const outcome: BookingOutcome = {
        created201,
        conflicts409: measurement.statusCodes['409'] ?? 0,
        bookingsPerSecond: Math.round((created201 / measurement.durationSeconds) * 100) / 100,
        rowsInserted: (await countActiveRdvsOf(db, line.slots)) - (rowsBefore[index] as number),
        slotsAvailable: line.slots.pairs.length,
        slotsIssued: line.slots.issued,
        slotsExhausted: line.slots.exhausted || line.patients.exhausted,
      };
      const cpuMsPerRequest =
        Math.round(((serverCpuMs[index] ?? 0) / Math.max(1, measurement.responses)) * 100) / 100;
      return { line, measurement, outcome, cpuMsPerRequest, rounds: rounds[index] as Measurement[] };
    }),
  );
  const of = (variant: string) => {
    const found = measured.find((m) => m.line.variant === variant);
    if (found === undefined) throw new Error(`No booking line ${variant}`);
    return found;
  };
  const bare = of('bare');
  const doubleBookings = await countDoubleBookings(db);
  return {
    scenario: bookingScenario.name,
    title: bookingScenario.title,
    example: bookingScenario.example,
    variants: { api: of('api').measurement, bare: bare.measurement },
    booking: { api: of('api').outcome, bare: bare.outcome, doubleBookings },
    bookingLines: measured.map(({ line, measurement, outcome, cpuMsPerRequest, rounds: perRound }) => ({
      variant: line.variant,
      label: line.label,
      path: line.path,
      // At a fixed number of connections, the time a booking takes is the inverse of bookings/s.
      timesBare: Math.round((bare.outcome.bookingsPerSecond / outcome.bookingsPerSecond) * 100) / 100,
      // The server process's own CPU per request (not PostgreSQL's): steadier than wall time on a busy host.
      serverCpuMsPerRequest: cpuMsPerRequest,
      cpuTimesBare: Math.round((cpuMsPerRequest / bare.cpuMsPerRequest) * 100) / 100,
      outcome,
      measurement,
      rounds: perRound,
    })),
    targets: bookingTargets(of('api').outcome, doubleBookings),
  };
}

/**
 * The booking lines: the API and the bare route, and with BENCH_BOOKING_CHECKS=1 the bare route with
 * each check of the API's booking added back alone, then all three. Each line books its own doctors'
 * slots (disjoint groups) as its own fresh patients.
 */
function bookingLineSpecs(): Pick<BookingLine, 'variant' | 'label' | 'server' | 'path'>[] {
  const bare = (variant: string, label: string, checks: string) => ({
    variant,
    label,
    server: 'bare' as const,
    path: `/rdvs?checks=${checks}`,
  });
  return [
    { variant: 'api', label: 'API, POST /v1/rdvs', server: 'api', path: '/v1/rdvs' },
    { variant: 'bare', label: 'bare, POST /rdvs', server: 'bare', path: '/rdvs' },
    ...(bookingChecks
      ? [
          bare('bare+revocation', 'bare + account and revocation query', 'revocation'),
          bare('bare+rate', 'bare + rate-limit count', 'rate'),
          bare('bare+metrics', 'bare + metrics', 'metrics'),
          bare('bare+all', 'bare + all three', 'revocation,rate,metrics'),
        ]
      : []),
  ];
}

/** The rounds of one line as one measurement: sums, the mean weighted, percentiles the rounds' median. */
function combined(rounds: Measurement[]): Measurement {
  const sum = (value: (m: Measurement) => number) => rounds.reduce((total, m) => total + value(m), 0);
  const median = (value: (m: Measurement) => number) => {
    const sorted = rounds.map(value).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  const responses = sum((m) => m.responses);
  const durationSeconds = Math.round(sum((m) => m.durationSeconds) * 100) / 100;
  const statusCodes: Record<string, number> = {};
  for (const m of rounds) {
    for (const [status, count] of Object.entries(m.statusCodes))
      statusCodes[status] = (statusCodes[status] ?? 0) + count;
  }
  return {
    requestsPerSecond: Math.round((responses / durationSeconds) * 10) / 10,
    responses,
    durationSeconds,
    latencyMs: {
      average:
        Math.round((sum((m) => m.latencyMs.average * m.responses) / Math.max(1, responses)) * 100) / 100,
      p50: median((m) => m.latencyMs.p50),
      p97_5: median((m) => m.latencyMs.p97_5),
      p99: median((m) => m.latencyMs.p99),
      max: Math.max(...rounds.map((m) => m.latencyMs.max)),
    },
    statusCodes,
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    loadAverage: {
      before: rounds[0]?.loadAverage.before ?? [],
      after: rounds.at(-1)?.loadAverage.after ?? [],
    },
  };
}

/**
 * The lines of the booking comparison, each with a group of the doctors (two weeks of their free slots)
 * and fresh patients signed in (a sign-in each, so authentication asks whether it ended, as for a real
 * user), enough for 1,500 bookings/s over the whole run.
 */
export async function prepareBookingLines(
  db: Kysely<Database>,
  fixtures: BenchFixtures,
  jwtSecret: string,
  now: Date,
): Promise<BookingLine[]> {
  const specs = bookingLineSpecs();
  const group = Math.ceil(fixtures.doctors.length / specs.length);
  const range = { from: fixtures.slotRange.from, to: addDays(fixtures.slotRange.from, 13) };
  const patientsPerLine = PatientQueue.needed(
    1_500 * (settings.warmupSeconds + bookingRounds * settings.durationSeconds),
  );
  const created = await createBookingPatients(db, patientsPerLine * specs.length);
  await sql`ANALYZE users, patients, refresh_tokens`.execute(db);
  const signed = await Promise.all(
    created.map(async ({ id, sid }) => ({
      accessToken: await signAccessToken({ sub: id, role: 'patient', sid }, jwtSecret, 3_600),
    })),
  );
  return Promise.all(
    specs.map(async (spec, index) => ({
      ...spec,
      slots: new SlotQueue(
        await freeSlotPairs(db, fixtures.doctors.slice(index * group, (index + 1) * group), range, now),
      ),
      patients: new PatientQueue(signed.slice(index * patientsPerLine, (index + 1) * patientsPerLine)),
    })),
  );
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The active rdvs of the doctors whose slots `slots` hands out. */
async function countActiveRdvsOf(db: Kysely<Database>, slots: SlotQueue): Promise<number> {
  const doctors = [...new Set(slots.pairs.map((pair) => pair.doctor))];
  const row = await db
    .selectFrom('rdvs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', activeRdvStatuses)
    .where('doctor_id', 'in', doctors)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** docs/decisions/008: two active rdvs of one doctor never share a start. */
async function countDoubleBookings(db: Kysely<Database>): Promise<number> {
  const rows = await sql<{ doctor_id: string }>`
    SELECT doctor_id, date, count(*) FROM rdvs
    WHERE status IN ('pending', 'confirmed')
    GROUP BY doctor_id, date
    HAVING count(*) > 1`.execute(db);
  return rows.rows.length;
}
