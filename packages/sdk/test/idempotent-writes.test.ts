import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabibClient } from '../src/client';
import { createMemoryTokenStore } from '../src/session/token-store';
import { sendJson, startServer, type Handler, type TestServer } from './http-server';

const booking = { doctor: 'd1', date: '2027-01-04T08:00:00.000Z' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientOf(handler: Handler, fetchImpl?: typeof globalThis.fetch) {
  server = await startServer(handler);
  return createTabibClient({
    baseUrl: `${server.origin}/v1`,
    logger: { error: vi.fn() },
    getXsrfToken: () => 'xsrf-123',
    tokens: createMemoryTokenStore('token'),
    ...(fetchImpl && { fetch: fetchImpl }),
  });
}

describe('Idempotency-Key on the writes the API makes safe to resend', () => {
  it('a booking answered 502 by the proxy is sent again with the same key, and the second answer is the result', async () => {
    let calls = 0;
    const api = await clientOf((_, response) => {
      calls += 1;
      // A proxy whose server died with the request answers 502 with no body of the API's.
      if (calls === 1) return void response.writeHead(502).end();
      return sendJson(response, 201, { _id: 'r1' });
    });
    const { response, data } = await api.POST('/rdvs', { body: booking });
    expect(response.status).toBe(201);
    expect(data).toEqual({ _id: 'r1' });
    const keys = server!.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(server!.requests.map((request) => request.body)).toEqual([
      JSON.stringify(booking),
      JSON.stringify(booking),
    ]);
  });

  it('a payment start answered 502 PROVIDER_ERROR by the API is not sent again: it ran, the provider failed', async () => {
    const api = await clientOf((_, response) =>
      sendJson(response, 502, {
        code: 'PROVIDER_ERROR',
        message: 'Le service de paiement est indisponible.',
      }),
    );
    const { response, error } = await api.POST('/payments/checkout', { body: { rdv: 'r1' } });
    expect([response.status, error?.code]).toEqual([502, 'PROVIDER_ERROR']);
    expect(server!.requests).toHaveLength(1);
  });

  it('a question whose connection failed is sent again with the caller’s own key', async () => {
    let failures = 1;
    const flaky: typeof globalThis.fetch = (input, init) => {
      if (failures-- > 0) return Promise.reject(new TypeError('fetch failed'));
      return globalThis.fetch(input, init);
    };
    const api = await clientOf((_, response) => sendJson(response, 201, { _id: 'q1' }), flaky);
    const { response } = await api.POST('/questions/add', {
      params: { header: { 'Idempotency-Key': 'my-own-key-123' } },
      body: { category: 'c1', title: 'Palpitations', content: 'Depuis deux jours, le soir.' },
    });
    expect(response.status).toBe(201);
    expect(server!.requests.map((request) => request.headers['idempotency-key'])).toEqual(['my-own-key-123']);
  });

  it('two bookings get two keys; a read gets none and a 502 read is not resent', async () => {
    const api = await clientOf((request, response) =>
      request.method === 'GET'
        ? sendJson(response, 502, { code: 'BAD_GATEWAY', message: 'upstream' })
        : sendJson(response, 201, { _id: 'r' }),
    );
    await api.POST('/rdvs', { body: booking });
    await api.POST('/rdvs', { body: booking });
    await api.GET('/users/me');
    const [first, second, read] = server!.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(read).toBeUndefined();
    expect(server!.requests).toHaveLength(3);
  });
});
