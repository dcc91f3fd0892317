import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect.js';
import { migrationNames } from '../db/migrate.js';

const readinessTimeoutMs = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (shutdown.ts): /readyz answers 503 from then on, the requests are still served. */
    draining: boolean;
  }
}

/** The migrations this code needs that the database has not recorded (Kysely's `kysely_migration`). */
async function missingMigrations(database: DatabaseHandle): Promise<string[]> {
  const { rows: table } = await sql<{ present: boolean }>`
    SELECT to_regclass('kysely_migration') IS NOT NULL AS present`.execute(database.db);
  if (!table[0]?.present) return [...migrationNames];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(database.db);
  const applied = new Set(rows.map((row) => row.name));
  return migrationNames.filter((name) => !applied.has(name));
}

/**
 * Probes for orchestrators (docs/operations.md "Health"): /healthz says the process serves HTTP; /readyz says it can
 * do useful work: the database answers within five seconds and has every migration this code needs
 * (during a rolling upgrade, a new instance is ready only once the migrations ran, docs/operations.md).
 * While the server shuts down, Fastify answers 503 to both, so a load balancer stops routing to it.
 */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  // Migrations are never undone under a running server: once all are there, only the connection is checked.
  let migrated = false;
  app.decorate('draining', false);

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (app.draining) {
      return reply.code(503).send({ code: 'NOT_READY', message: 'The server is shutting down.' });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), readinessTimeoutMs);
    });
    let missing: string[];
    try {
      missing = await Promise.race([
        migrated ? sql`SELECT 1`.execute(database.db).then(() => []) : missingMigrations(database),
        timeout,
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ code: 'NOT_READY', message: 'The database is not available.' });
    } finally {
      clearTimeout(timer);
    }
    if (missing.length > 0) {
      return reply
        .code(503)
        .send({ code: 'NOT_READY', message: `Migrations not applied yet: ${missing.join(', ')}.` });
    }
    migrated = true;
    return { status: 'ok', database: database.backend };
  });
}
