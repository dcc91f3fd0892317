import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect.js';

const readinessTimeoutMs = 5_000;

/**
 * Probes for orchestrators (issue #3 §10): /healthz says the process serves HTTP; /readyz says it can
 * do useful work, i.e. the database answers within five seconds. While the server shuts down, Fastify
 * answers 503 to both, so a load balancer stops routing to it.
 */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), readinessTimeoutMs);
    });
    try {
      await Promise.race([sql`SELECT 1`.execute(database.db), timeout]);
      return { status: 'ok', database: database.backend };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ code: 'NOT_READY', message: 'The database is not available.' });
    } finally {
      clearTimeout(timer);
    }
  });
}
