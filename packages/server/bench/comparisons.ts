import type autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/platform/db/schema.js';
import type { BenchFixtures } from './fixtures.js';
import type { Measurement } from './load.js';
import { type TargetCheck, targets } from './report.js';

/*
 * Scenarios measured side by side on the real API only, against a baseline of the same server rather
 * than the bare routes: natural search next to the structured search (docs/decisions/031), server-rendered
 * pages next to the JSON they are made of (docs/decisions/025).
 */

/** Which running server a line is measured on: the default one, or one started with SEARCH_CACHE_MS=0. */
export type CacheMode = 'cached' | 'uncached';

export interface ComparisonLine {
  label: string;
  example: string;
  server: CacheMode;
  requests: autocannon.Request[];
  /** Checked against the search p99 target (≤ 30 ms at 50 connections). */
  p99Target?: boolean;
}

export interface Comparison {
  name: string;
  title: string;
  lines: ComparisonLine[];
}

export interface ComparisonResult {
  scenario: string;
  title: string;
  lines: (Omit<ComparisonLine, 'requests'> & { measurement: Measurement })[];
  targets: TargetCheck[];
}

const html = { accept: 'text/html', 'accept-encoding': 'br' };
const json = { accept: 'application/json', 'accept-encoding': 'br' };

/** Each request takes the next path of `paths`, round-robin over all connections. */
function rotating(paths: readonly string[], headers: Record<string, string>): autocannon.Request[] {
  let index = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length] as string }),
    },
  ];
}

/** The queries in turn, each followed by a word made of letters never used before ("ab", "ac", …). */
function unseen(queries: readonly string[]): autocannon.Request[] {
  let index = 0;
  const word = (n: number): string =>
    (n < 26 ? '' : word(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
  return [
    {
      method: 'GET',
      headers: json,
      setupRequest: (request) => {
        const q = `${queries[index % queries.length] ?? ''} ${word(index + 26)}`;
        index += 1;
        return { ...request, path: `/v1/search/query?q=${encodeURIComponent(q)}` };
      },
    },
  ];
}

const one = (path: string, headers: Record<string, string>): autocannon.Request[] => [
  { method: 'GET', path, headers },
];

/**
 * What patients type, in French, English and Arabic, built from the seed's own specialties and cities
 * (so every query names data that exists), plus a few with a typo or a doctor's name.
 */
export async function naturalQueries(db: Kysely<Database>, fixtures: BenchFixtures): Promise<string[]> {
  const specialties = await db
    .selectFrom('specialties')
    .select(['name_fr', 'name_en', 'name_ar'])
    .orderBy('name_fr')
    .limit(8)
    .execute();
  const cities = await db
    .selectFrom('locations')
    .select(['label', 'label_en', 'label_ar'])
    .orderBy('label')
    .limit(6)
    .execute();
  const queries: string[] = [];
  specialties.forEach((specialty, i) => {
    const city = cities[i % cities.length];
    if (!city) return;
    queries.push(`${specialty.name_fr} ${city.label}`.toLowerCase());
    if (specialty.name_en && city.label_en) queries.push(`${specialty.name_en} in ${city.label_en}`);
    if (specialty.name_ar && city.label_ar) queries.push(`${specialty.name_ar} ${city.label_ar}`);
  });
  queries.push('cardiolgue tunis', 'pediatre sfax', 'dentiste sousse', `dr ${fixtures.name}`);
  return queries;
}

/** docs/decisions/031: the natural search's two requests next to the structured search, cache off. */
export function naturalSearch(
  fixtures: BenchFixtures,
  queries: readonly string[],
  specialties: readonly string[],
): Comparison {
  const { city, specialty } = fixtures.busiest;
  return {
    name: 'search-natural',
    title: 'Natural search next to the structured search (page cache off)',
    lines: [
      {
        label: `parse a natural query (${queries.length} queries, fr/en/ar, rotating)`,
        example: `GET /v1/search/query?q=${encodeURIComponent(queries[0] ?? '')}`,
        server: 'uncached',
        requests: rotating(
          queries.map((q) => `/v1/search/query?q=${encodeURIComponent(q)}`),
          json,
        ),
        p99Target: true,
      },
      {
        // The parser keeps the readings of queries already typed: this line measures the reading itself.
        label: 'parse a natural query never typed before (the queries above + a new name each time)',
        example: `GET /v1/search/query?q=${encodeURIComponent(`${queries[0] ?? ''} ab`)}`,
        server: 'uncached',
        requests: unseen(queries),
        p99Target: true,
      },
      {
        label: `earliest-availability page of a specialty (${specialties.length} specialties, rotating)`,
        example: `GET /v1/doctors?specialty=…&sort=availability`,
        server: 'uncached',
        requests: rotating(
          specialties.map((id) => `/v1/doctors?specialty=${id}&sort=availability`),
          json,
        ),
        p99Target: true,
      },
      {
        label: 'earliest-availability page, specialty in a city (the busiest)',
        example: `GET /v1/doctors?city=${city}&specialty=${specialty}&sort=availability`,
        server: 'uncached',
        requests: one(`/v1/doctors?city=${city}&specialty=${specialty}&sort=availability`, json),
        p99Target: true,
      },
      {
        label: 'structured search, specialty in a city (the busiest), default order',
        example: `GET /v1/doctors?city=${city}&specialty=${specialty}`,
        server: 'uncached',
        requests: one(`/v1/doctors?city=${city}&specialty=${specialty}`, json),
      },
    ],
  };
}

/** docs/decisions/025: server-rendered pages next to the API answers they are made of. */
export function renderedPages(fixtures: BenchFixtures, landing: string): Comparison {
  const { city, specialty } = fixtures.busiest;
  const profiles = fixtures.doctors.map((id) => `/doctor-profile?id=${id}`);
  const profileJson = fixtures.doctors.map((id) => `/v1/doctors/${id}`);
  const firstDoctor = fixtures.doctors[0] as string;
  return {
    name: 'pages',
    title: 'Server-rendered pages next to the JSON API (brotli)',
    lines: [
      {
        label: `doctor profile page, ${fixtures.doctors.length} doctors rotating (mostly rendered)`,
        example: 'GET /doctor-profile?id=…',
        server: 'cached',
        requests: rotating(profiles, html),
      },
      {
        label: `doctor profile JSON, ${fixtures.doctors.length} doctors rotating`,
        example: 'GET /v1/doctors/{id}',
        server: 'cached',
        requests: rotating(profileJson, json),
      },
      {
        label: 'one doctor profile page, page cache on (1 s)',
        example: `GET /doctor-profile?id=${firstDoctor}`,
        server: 'cached',
        requests: one(`/doctor-profile?id=${firstDoctor}`, html),
      },
      {
        label: 'one doctor profile page, page cache off (rendered every time)',
        example: `GET /doctor-profile?id=${firstDoctor}`,
        server: 'uncached',
        requests: one(`/doctor-profile?id=${firstDoctor}`, html),
      },
      {
        label: 'landing page, specialty in a city (the busiest), page cache on',
        example: `GET ${landing}`,
        server: 'cached',
        requests: one(landing, html),
      },
      {
        label: 'landing page, page cache off',
        example: `GET ${landing}`,
        server: 'uncached',
        requests: one(landing, html),
      },
      {
        label: 'its doctors as JSON, page cache off',
        example: `GET /v1/doctors?city=…&specialty=…&sort=availability`,
        server: 'uncached',
        requests: one(`/v1/doctors?city=${city}&specialty=${specialty}&sort=availability&limit=100`, json),
      },
    ],
  };
}

/** Every specialty that has a public doctor (the availability-sorted pages rotate over them). */
export async function specialtiesWithDoctors(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    SELECT DISTINCT specialty_id AS id FROM doctors WHERE is_verified AND is_active ORDER BY 1`.execute(db);
  return rows.rows.map((row) => row.id);
}

export function comparisonTargets(lines: ComparisonResult['lines']): TargetCheck[] {
  return lines
    .filter((line) => line.p99Target)
    .map((line) => {
      const p99 = line.measurement.latencyMs.p99;
      return {
        target: `${line.label}: p99 ≤ ${targets.searchP99Ms} ms`,
        measured: `${p99} ms`,
        verdict: p99 <= targets.searchP99Ms ? 'PASS' : 'MISS',
      };
    });
}

/** The table printed at the end of a run. */
export function formatComparisons(results: readonly ComparisonResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push('', result.title);
    for (const line of result.lines) {
      const m = line.measurement;
      lines.push(
        `  ${line.label.padEnd(80)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${String(m.latencyMs.p50).padStart(4)} ms  p99 ${String(m.latencyMs.p99).padStart(5)} ms  non-2xx ${m.non2xx}`,
      );
    }
    for (const t of result.targets)
      lines.push(`  ${t.verdict.padEnd(4)}  ${t.target} (measured ${t.measured})`);
  }
  return lines.join('\n');
}
