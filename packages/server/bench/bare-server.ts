import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';
import { openConfiguredDatabase } from '../src/app.js';
import { TUNIS_TIME_ZONE } from '../src/platform/zoned-time.js';
import type { Config } from '../src/platform/config.js';
import { createDoctorStatBuffer } from '../src/doctors/stat-buffer.js';
import { doctorSlots, searchDoctors } from '../src/search/doctor-search-data.js';
import { findDoctorRow, toDoctor } from '../src/doctors/doctors-data.js';
import { toRdv } from '../src/booking/rdvs-data.js';
import { resultsPage } from '../src/platform/results-page.js';
import { bookRdv } from '../src/booking/booking.js';
import { DomainError } from '../src/platform/errors.js';
import { authenticate } from '../src/platform/api/authenticate.js';
import type { ApiDeps } from '../src/platform/api/context.js';
import { postgresRateLimitStore } from '../src/platform/api/rate-limit-store.js';
import { requestLanguage } from '../src/platform/api/reader-language.js';
import { verifyAccessToken } from '../src/platform/crypto.js';

/*
 * The baseline of the API benchmark: plain Fastify routes that run exactly the data and domain calls of
 * the `searchDoctors`, `getDoctorSlots` and `bookRdv` handlers (same SQL, same slot computation), but
 * without the spec layer (fastify-openapi-glue validation and serialisation, authentication, x-roles,
 * XSRF, cookies). The gap between the two is what the framework costs — for the booking, also its
 * checks, which the route can add back one at a time.
 */

interface SearchQuery {
  city?: string;
  specialty?: string;
  name?: string;
  page?: string;
  limit?: string;
}

export async function buildBareServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const database = openConfiguredDatabase(config);
  const { db } = database;
  app.addHook('onClose', () => database.close());
  const doctorStats = createDoctorStatBuffer(db, {
    intervalMs: config.statsFlushIntervalMs,
    onError: (error) => console.error(error),
  });
  app.addHook('onClose', () => doctorStats.close());

  app.get('/doctors', async (request) => {
    const { page: pageText, limit: limitText, ...filter } = request.query as SearchQuery;
    const page = Number(pageText ?? 1);
    const limit = Number(limitText ?? 20);
    const now = new Date();
    const { hits, total } = await searchDoctors(db, filter, { page, limit }, now);
    doctorStats.count(
      hits.map((hit) => hit.row.id),
      'display',
      now,
    );
    const results = hits.map((hit) => ({ ...toDoctor(hit.row, null), nextSlots: hit.nextSlots }));
    return resultsPage(results, page, limit, total);
  });

  app.get('/doctors/:id/slots', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { from, to } = request.query as { from: string; to: string };
    if ((await findDoctorRow(db, id)) === undefined) return reply.code(404).send();
    const found = await doctorSlots(db, id, { from, to }, new Date());
    return {
      doctor: id,
      timezone: TUNIS_TIME_ZONE,
      slotMinutes: typeof found === 'object' ? found.slotMinutes : 30,
      slots: typeof found === 'object' ? found.slots : [],
    };
  });

  const deps = { db, config, now: () => new Date() } as ApiDeps;
  const rateLimit = new (postgresRateLimitStore(db))({}).child({
    routeInfo: { method: 'POST', url: '/rdvs' },
  } as never);
  const bookingLimit = { max: 10 * config.rateLimitFactor, windowMs: 600_000 };
  const countBooking = (patientId: string) =>
    new Promise<number>((resolve, reject) => {
      rateLimit.incr(
        `user:${patientId}`,
        (error, result) => (error || result === undefined ? reject(error) : resolve(result.current)),
        bookingLimit.windowMs,
        bookingLimit.max,
      );
    });
  const registry = new Registry();
  const duration = new Histogram({
    name: 'bare_http_request_duration_seconds',
    help: 'As tabib_http_request_duration_seconds.',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'bare_bookings_total',
    help: 'As tabib_bookings_total.',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  /*
   * The same request as `POST /v1/rdvs` (bearer token, XSRF cookie and header, `{doctor, date}`) and the
   * same `bookRdv` call with the server's limits; the patient is the verified token's subject. What it
   * leaves out are the checks around the booking, which `?checks=` adds back one by one
   * (bench/api.ts, docs/benchmarks.md): `revocation` (authenticate: the account, blocked or not, and
   * its sign-in not ended — one query), `rate` (the per-account count in rate_limit_hits), `metrics`
   * (the histogram and counter of every booking).
   */
  app.post('/rdvs', {
    onResponse: async (request, reply) => {
      if (!checksOf(request).has('metrics')) return;
      const status = reply.statusCode;
      duration.observe(
        { operation: 'bookRdv', method: 'POST', status: String(status) },
        reply.elapsedTime / 1000,
      );
      bookings.inc({ result: status < 400 ? 'booked' : String(status) });
    },
    handler: async (request, reply) => {
      const body = request.body as { doctor: string; date: string };
      const checks = checksOf(request);
      try {
        const patientId = checks.has('revocation')
          ? (await authenticate(request, deps))?.userId
          : (await verifyAccessToken(bearerToken(request), config.jwtSecret, new Date())).sub;
        if (patientId === undefined) return await reply.code(401).send();
        if (checks.has('rate') && (await countBooking(patientId)) > bookingLimit.max) {
          return await reply.code(429).send({ code: 'RATE_LIMITED' });
        }
        const rdv = await bookRdv(
          db,
          { patientId, doctorId: body.doctor, date: new Date(body.date) },
          new Date(),
          config,
          { enabled: config.teleconsultation, locale: requestLanguage(request) ?? 'fr' },
        );
        return await reply.code(201).send(toRdv(rdv));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return reply.code(error.status).send({ code: error.code, message: error.message });
      }
    },
  });

  return app;
}

function checksOf(request: FastifyRequest): Set<string> {
  const { checks } = request.query as { checks?: string };
  return new Set(checks?.split(','));
}

function bearerToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}
