import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { constantTimeEqual } from '../crypto.js';
import type { Database } from '../db/schema.js';

/**
 * docs/operations.md "Metrics": Prometheus metrics of one server process at `GET /metrics`.
 * - `tabib_http_request_duration_seconds{operation,method,status}`: each /v1 request by operationId
 *   (other routes by their route pattern), so latency is read per operation.
 * - `tabib_bookings_total{result}`: booking attempts (`booked`, or the error code).
 * - `tabib_payment_notices_total{result}`: provider notices (`settled`, or the error code).
 * - `tabib_notifications_pending{channel}` and `tabib_payments{status}`: read from the database at
 *   scrape time, so every instance reports the same shared figures.
 * A registry per server (not prom-client's global one): tests build many servers in one process.
 */
export async function registerMetrics(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { token: string | undefined },
): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tabib_' });

  const duration = new Histogram({
    name: 'tabib_http_request_duration_seconds',
    help: 'HTTP request duration by API operation, method and status code.',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'tabib_bookings_total',
    help: 'Booking attempts (POST /v1/rdvs) by result: booked, or the error code.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const notices = new Counter({
    name: 'tabib_payment_notices_total',
    help: "Payment providers' notices by result: settled, or the error code.",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'tabib_notifications_pending',
    help: 'Notifications (e-mail, SMS) waiting in the queue, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('notifications')
        .select(['channel', db.fn.countAll<string>().as('n')])
        .where('status', '=', 'pending')
        .groupBy('channel')
        .execute();
      this.reset();
      for (const channel of ['email', 'sms'] as const) {
        this.set({ channel }, Number(rows.find((row) => row.channel === channel)?.n ?? 0));
      }
    },
  });
  new Gauge({
    name: 'tabib_payments',
    help: 'Payments by status; `mismatch` counts notices refused for their amount, currency or order.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('payments')
        .select(['status', db.fn.countAll<string>().as('n')])
        .groupBy('status')
        .execute();
      const mismatched = await db
        .selectFrom('payments')
        .select(db.fn.countAll<string>().as('n'))
        .where('mismatch', 'is not', null)
        .executeTakeFirstOrThrow();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
      this.set({ status: 'mismatch' }, Number(mismatched.n));
    },
  });

  app.decorateReply('apiErrorCode', null);
  app.addHook('onResponse', async (request, reply) => {
    const operationId = request.routeOptions.config.operation?.operationId;
    const status = reply.statusCode;
    duration.observe(
      {
        operation: operationId ?? request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(status),
      },
      reply.elapsedTime / 1000,
    );
    if (operationId !== 'bookRdv' && operationId !== 'paymentWebhook') return;
    const result =
      status < 400
        ? operationId === 'bookRdv'
          ? 'booked'
          : 'settled'
        : (reply.apiErrorCode ?? String(status));
    (operationId === 'bookRdv' ? bookings : notices).inc({ result });
  });

  app.get('/metrics', async (request, reply) => {
    // With METRICS_TOKEN set, scrapers send it as a bearer token; the reverse proxy keeps /metrics inside anyway.
    if (options.token !== undefined) {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!constantTimeEqual(given, options.token)) {
        return reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'A metrics token is required.' });
      }
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
