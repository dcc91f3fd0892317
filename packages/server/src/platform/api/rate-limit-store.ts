import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** What the plugin passes to `child`: the route's merged limit options, the route itself as `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired windows are deleted at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** The longest window any limit uses: rows older than this are dead. */
const LONGEST_WINDOW_MS = 60 * 60_000;

/**
 * docs/decisions/034: a fixed-window counter per key in PostgreSQL, so N instances enforce one limit
 * (an in-memory store multiplied the login limit by the number of processes). One upsert per counted
 * request, timed by the database's clock so instances whose clocks drift still agree.
 */
export function postgresRateLimitStore(db: Kysely<Database>) {
  let lastSweep = 0;

  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    void db
      .deleteFrom('rate_limit_hits')
      .where(
        'window_start',
        '<',
        sql<Date>`clock_timestamp() - make_interval(secs => ${LONGEST_WINDOW_MS / 1000})`,
      )
      .execute()
      .catch(() => {
        // A failed sweep only leaves dead rows for the next one.
        lastSweep = 0;
      });
  };

  const store = (namespace: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const seconds = timeWindow / 1000;
      const expired = sql<boolean>`rate_limit_hits.window_start + make_interval(secs => ${seconds}) <= clock_timestamp()`;
      db.insertInto('rate_limit_hits')
        .values({ key: `${namespace}${key}`, window_start: sql<Date>`clock_timestamp()`, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
            window_start: sql<Date>`CASE WHEN ${expired} THEN clock_timestamp() ELSE rate_limit_hits.window_start END`,
          }),
        )
        .returning([
          'hits',
          sql<number>`ceil(extract(epoch FROM rate_limit_hits.window_start + make_interval(secs => ${seconds}) - clock_timestamp()) * 1000)`.as(
            'ttl',
          ),
        ])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.hits, ttl: Math.max(0, Number(row.ttl)) }),
          (error: Error) => callback(error),
        );
      sweep();
    },
    child(routeOptions) {
      const route = (routeOptions as unknown as ChildOptions).routeInfo;
      return store(`${[route?.method].flat().join(',')} ${route?.url ?? ''}|`);
    },
  });

  // The plugin constructs its store with `new`, once, then asks it for a child per limited route.
  return function PostgresRateLimitStore() {
    return store('global|');
  } as unknown as FastifyRateLimitStoreCtor;
}
