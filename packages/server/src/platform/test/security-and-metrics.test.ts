import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeAppDist, PAINT_FIRST } from '../../../test/helpers/app-dist.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from '../../booking/test/agenda-fixture.js';

// docs/decisions/034: security headers by @fastify/helmet, and Prometheus metrics.

describe.each(backends)('%s: security headers', (backend) => {
  const https = useApiServer(backend, {
    state: 'migrated',
    env: { APP_DIST: fakeAppDist(), PUBLIC_URL: 'https://tabib.example' },
  });
  const http = useApiServer(backend, { state: 'migrated', env: { APP_DIST: fakeAppDist() } });

  it("gives the app page a CSP allowing only the build's own inline script, no framing, nosniff, a referrer policy and HSTS on https", async () => {
    const response = await fetch(`${https().origin}/search-doctors`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      // docs/decisions/016: the paint-first script of index.html, by its hash, and nothing else inline.
      'script-src': `'self' 'sha256-${createHash('sha256').update(PAINT_FIRST).digest('base64')}'`,
      'object-src': "'none'",
      // Frames of the site's own pages and of blobs only: the back office's PDF proof (decision 053).
      'frame-src': "'self' blob:",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
    });
    expect(directives).toHaveProperty('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });

  it('sends the same protections with API answers, and no HSTS nor upgrade on plain http', async () => {
    const response = await fetch(`${http().origin}/v1/auth/xsrf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it("keeps the stricter CSP of the server's own pages (the sandbox checkout)", async () => {
    const response = await fetch(`${http().origin}/v1/payments/sandbox/${'0'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
  });
});

describe.each(backends)('%s: metrics', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  const guarded = useApiServer(backend, { state: 'migrated', env: { METRICS_TOKEN: 'scrape-token-1234' } });

  const scrape = async () => {
    const response = await fetch(`${server().origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  const sample = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1] ?? Number.NaN,
    );

  it('counts requests per operation, bookings by result, and reads the queue and payments from the database', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const before = await scrape();
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(booked.response.status).toBe(201);
    const other = await server().as(fixture.otherPatientEmail);
    const taken = await other.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(taken.error?.code).toBe('SLOT_TAKEN');
    const after = await scrape();

    const count = (text: string, series: string) =>
      Number.isNaN(sample(text, series)) ? 0 : sample(text, series);
    expect(
      count(after, 'tabib_bookings_total{result="booked"}') -
        count(before, 'tabib_bookings_total{result="booked"}'),
    ).toBe(1);
    expect(
      count(after, 'tabib_bookings_total{result="SLOT_TAKEN"}') -
        count(before, 'tabib_bookings_total{result="SLOT_TAKEN"}'),
    ).toBe(1);
    expect(
      count(
        after,
        'tabib_http_request_duration_seconds_count{operation="bookRdv",method="POST",status="201"}',
      ) -
        count(
          before,
          'tabib_http_request_duration_seconds_count{operation="bookRdv",method="POST",status="201"}',
        ),
    ).toBe(1);

    const pending = await server()
      .database.db.selectFrom('notifications')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(sample(after, 'tabib_notifications_pending{channel="email"}')).toBe(Number(pending.n));
    expect(after).toMatch(/^tabib_process_cpu_seconds_total \d/m);
  });

  it('asks for the METRICS_TOKEN when one is set', async () => {
    expect((await fetch(`${guarded().origin}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${guarded().origin}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${guarded().origin}/metrics`, {
      headers: { authorization: 'Bearer scrape-token-1234' },
    });
    expect(right.status).toBe(200);
  });
});
