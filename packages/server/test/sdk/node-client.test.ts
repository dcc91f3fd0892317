import { createCookieJar, createTabibClient } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../helpers/api.js';
import { backends } from '../helpers/db.js';

const start = '2026-11-23T08:00:00.000Z';

/**
 * Decision 033: Node is a real target of the SDK. Only its public API is used, as a server-side
 * program would: a `createCookieJar()` and nothing else — no cookie reader, no token handling by hand.
 */
describe.each(backends)('the SDK from Node with a cookie jar, against the server on %s', (backend) => {
  const server = useApiServer(backend, { now: start });

  it('registers, signs out, logs in, books an rdv, refreshes an expired token silently, logs out', async () => {
    const sent: string[] = [];
    const api = createTabibClient({
      baseUrl: `${server().origin}/v1`,
      cookies: createCookieJar({
        fetch: (input, init) => {
          const request = new Request(input, init);
          sent.push(`${request.method} ${new URL(request.url).pathname}`);
          return fetch(request);
        },
      }),
    });
    const email = 'node-client@tabib.test';
    const password = 'Node-Client-2026';

    const registered = await api.POST('/auth/register', {
      body: { role: 'patient', email, password, firstName: 'Rania', lastName: 'Jaziri' },
    });
    expect(registered.response.status).toBe(201);
    expect(api.tokens.get()).toBe(registered.data?.accessToken);
    expect((await api.POST('/auth/logout')).response.status).toBe(204);
    api.tokens.clear();

    const login = await api.POST('/auth/login', { body: { email, password } });
    expect(login.response.status).toBe(200);
    const me = await api.GET('/users/me');
    expect(me.data?.email).toBe(email);

    const search = await api.GET('/doctors', { params: { query: { limit: 20 } } });
    const doctor = search.data?.results.find((result) => result.nextSlots?.length);
    const date = doctor?.nextSlots?.[0];
    expect(date).toBeDefined();
    const booked = await api.POST('/rdvs', { body: { doctor: doctor!._id, date: date! } });
    expect(booked.response.status).toBe(201);
    expect(booked.data).toMatchObject({ status: 'pending', date });

    // The access token lives 15 minutes: past it, the next call is refreshed through the jar's cookie.
    server().clock.advance(16 * 60 * 1000);
    sent.length = 0;
    const mine = await api.GET('/rdvs');
    expect(mine.response.status).toBe(200);
    expect(mine.data?.results.map((rdv) => rdv._id)).toEqual([booked.data?._id]);
    expect(sent).toEqual(['GET /v1/rdvs', 'POST /v1/auth/refresh', 'GET /v1/rdvs']);

    expect((await api.POST('/auth/logout')).response.status).toBe(204);
    api.tokens.clear();
    sent.length = 0;
    // Signed out: the jar holds no session hint, so no refresh is even tried.
    expect((await api.GET('/rdvs')).response.status).toBe(401);
    expect(sent).toEqual(['GET /v1/rdvs']);
  });
});
