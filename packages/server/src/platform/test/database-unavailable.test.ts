import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sendError, toApiError } from '../api/errors.js';
import { postgresServerUrl } from '../../../test/helpers/db.js';
import { freePort } from '../../../test/helpers/server-process.js';

/*
 * docs/decisions/052: while PostgreSQL is away (stopped, restarting) an API request is answered 503
 * DATABASE_UNAVAILABLE with Retry-After — the request did nothing and the instance's /readyz says not
 * ready — and a query the database refuses is still a 500. The errors are node-postgres's own.
 */
async function answerTo(failing: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  app.setErrorHandler((error, request, reply) => sendError(reply, toApiError(error, request.log)));
  app.get('/', failing);
  try {
    const response = await app.inject({ method: 'GET', url: '/' });
    return {
      status: response.statusCode,
      code: (response.json() as { code: string }).code,
      retryAfter: response.headers['retry-after'] ?? null,
    };
  } finally {
    await app.close();
  }
}

describe('a database that cannot be reached', () => {
  it('a refused connection (PostgreSQL stopped) is 503 DATABASE_UNAVAILABLE, Retry-After: 5', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://tabib@127.0.0.1:${await freePort()}/tabib` });
    try {
      expect(await answerTo(() => pool.query('SELECT 1'))).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        retryAfter: '5',
      });
    } finally {
      await pool.end();
    }
  });

  it('a connection the server ends mid-query (a restart: 57P01) is 503 DATABASE_UNAVAILABLE', async () => {
    const victim = new pg.Client({ connectionString: postgresServerUrl });
    const admin = new pg.Client({ connectionString: postgresServerUrl });
    victim.on('error', () => undefined);
    await Promise.all([victim.connect(), admin.connect()]);
    try {
      const pid = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const answer = answerTo(() => victim.query('SELECT pg_sleep(5)'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      expect(await answer).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '5' });
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('a query the database refuses (a syntax error) is still 500 INTERNAL_ERROR, no Retry-After', async () => {
    const pool = new pg.Pool({ connectionString: postgresServerUrl });
    try {
      expect(await answerTo(() => pool.query('SELEC 1'))).toEqual({
        status: 500,
        code: 'INTERNAL_ERROR',
        retryAfter: null,
      });
    } finally {
      await pool.end();
    }
  });
});
