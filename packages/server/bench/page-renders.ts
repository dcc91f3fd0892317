import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildServer } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/platform/config.js';
import { createBenchDatabase } from './database.js';

/*
 * `pnpm bench:page-renders [<app dist> …]` (issue #35 point 1): a doctor's profile rendered on every
 * request (page cache off) next to the same profile as JSON, in one process against one PostgreSQL
 * database, line after line in interleaved rounds so a busy machine slows them alike — the figures to
 * read are the ratios of the same run. Each app build given (default: packages/app/dist) gets a server
 * of its own, so a build of an earlier commit renders side by side with the current one. Requests go
 * through Fastify inject (no sockets, no load generator sharing the cores); CONCURRENCY in flight.
 */

const rounds = Number(process.env.ROUNDS ?? 3);
const perLine = Number(process.env.REQUESTS_PER_LINE ?? 30);
const concurrency = Number(process.env.CONCURRENCY ?? 10);
const dists = process.argv.slice(2);
if (dists.length === 0) dists.push(resolve(repoRoot, 'packages', 'app', 'dist'));

const database = await createBenchDatabase();
const ids = (
  await sql<{ id: string }>`
    SELECT id FROM doctors WHERE is_verified AND is_active ORDER BY id`.execute(database.db)
).rows.map((row) => row.id);
const doctor = ids[0];
if (doctor === undefined) throw new Error('The bench database has no public doctor');

Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  JWT_SECRET: randomBytes(32).toString('hex'),
  PAYMEE_API_KEY: 'bench-unused',
  METRICS_TOKEN: 'bench-unused',
  LOG_LEVEL: 'silent',
  WORKERS: '1',
  SEED_ON_EMPTY: 'false',
  // Every page rendered: the figure a crawler's first visit, or any language after a change, sees.
  SEARCH_CACHE_MS: '0',
});
type Server = Awaited<ReturnType<typeof buildServer>>;
const servers: Server[] = [];
for (const dist of dists) {
  process.env.APP_DIST = resolve(dist);
  servers.push(await buildServer(loadConfig()));
}

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
}

async function measure(server: Server, url: (index: number) => string, html: boolean): Promise<Measured> {
  const headers = html ? { 'accept-encoding': 'br' } : {};
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < perLine) {
        const path = url(next);
        next += 1;
        const sent = performance.now();
        const response = await server.inject({ url: path, headers });
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        durations.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(durations[Math.min(perLine - 1, Math.floor(perLine * share))] ?? 0);
  return { perSecond: (perLine / elapsed) * 1_000, p50: at(0.5), p99: at(0.99) };
}

const rotating = (round: number, shift: number) => (index: number) =>
  ids[(index * 7 + round * 3 + shift) % ids.length] as string;
const lines: { label: string; run: (round: number) => Promise<Measured> }[] = [
  {
    label: 'profile JSON, one doctor',
    run: () => measure(servers[0] as Server, () => `/v1/doctors/${doctor}`, false),
  },
  ...servers.map((server, index) => ({
    label: `profile page, one doctor — ${dists[index]}`,
    run: () => measure(server, () => `/doctor-profile?id=${doctor}`, true),
  })),
  {
    label: `profile JSON, ${ids.length} doctors rotating`,
    run: (round: number) =>
      measure(servers[0] as Server, (i) => `/v1/doctors/${rotating(round, 0)(i)}`, false),
  },
  ...servers.map((server, index) => ({
    label: `profile page, rotating — ${dists[index]}`,
    run: (round: number) =>
      measure(server, (i) => `/doctor-profile?id=${rotating(round, 1 + index)(i)}`, true),
  })),
];

// A warm-up request per line (modules loaded, statements prepared), then the rounds.
for (const server of servers) await server.inject({ url: `/doctor-profile?id=${doctor}` });
await servers[0]?.inject({ url: `/v1/doctors/${doctor}` });
const results = new Map<string, Measured[]>(lines.map((line) => [line.label, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const line of lines) results.get(line.label)?.push(await line.run(round));
  console.info(`round ${round + 1}/${rounds} done, load average ${loadavg()[0]?.toFixed(1)}`);
}

console.info(
  `\n${cpus().length} cores, ${rounds} rounds × ${perLine} requests per line, ${concurrency} in flight`,
);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const json = {
  one: mean((results.get(lines[0]?.label ?? '') ?? []).map((m) => m.perSecond)),
  rotating: mean((results.get(lines[1 + servers.length]?.label ?? '') ?? []).map((m) => m.perSecond)),
};
for (const [label, measured] of results) {
  const perSecond = mean(measured.map((m) => m.perSecond));
  const base = label.includes('rotating') ? json.rotating : json.one;
  console.info(
    `${label.padEnd(70)} ${perSecond.toFixed(2).padStart(8)} req/s  ${((100 * perSecond) / base).toFixed(1).padStart(5)} % of its JSON` +
      `  p50 ${measured.map((m) => m.p50).join('/')} ms  p99 ${measured.map((m) => m.p99).join('/')} ms`,
  );
}

for (const server of servers) await server.close();
await database.drop();
