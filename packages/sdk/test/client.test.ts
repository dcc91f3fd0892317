import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabibClient, type TabibClientOptions } from '../src/client';
import { IGNORE_LOADING_BAR_HEADER } from '../src/middleware/loading';
import { REFRESH_ATTEMPT_HEADER, UNAUTHORIZED_IS_ANSWER } from '../src/middleware/refresh';
import { createMemoryTokenStore } from '../src/session/token-store';
import { delay, sendJson, startServer, type Handler, type TestServer } from './http-server';

const me = { _id: 'u1', name: 'Amira Ben Salah' };
const question = { category: 'cardio', title: 'Palpitations', content: 'Depuis deux jours, le soir.' };

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serve(handler: Handler) {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

function client(server: TestServer, options: Partial<TabibClientOptions> = {}) {
  return createTabibClient({
    baseUrl: `${server.origin}/v1`,
    logger: { error: vi.fn() },
    getXsrfToken: () => 'xsrf-123',
    ...options,
  });
}

/** The server of requirements §8: `stale` tokens get 401, `fresh` ones are served; refresh hands out `fresh`. */
function apiWithRefresh(refreshBody: unknown = { accessToken: 'fresh' }, refreshDelayMs = 20): Handler {
  return async (request, response) => {
    if (request.path === '/v1/auth/refresh') {
      await delay(refreshDelayMs);
      return sendJson(response, 200, refreshBody);
    }
    if (request.headers.authorization !== 'Bearer fresh') {
      return sendJson(response, 401, { code: 'TOKEN_EXPIRED', message: 'expired' });
    }
    if (request.path === '/v1/questions/add') return sendJson(response, 201, JSON.parse(request.body));
    return sendJson(response, 200, me);
  };
}

describe('requirements §7: Authorization Bearer header when a token exists', () => {
  it('sends the stored token, without a second Bearer prefix', async () => {
    const server = await serve((_, res) => sendJson(res, 200, me));
    const api = client(server, { tokens: createMemoryTokenStore('Bearer abc.def.ghi') });
    await api.GET('/users/me');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    const server = await serve((_, res) => sendJson(res, 200, { results: [] }));
    await client(server).GET('/locations');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('requirements §7: X-XSRF-TOKEN from the XSRF-TOKEN cookie on non-GET relative requests', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('is sent on %s', async (method) => {
    const server = await serve((_, res) => sendJson(res, 200, {}));
    const api = client(server, { tokens: createMemoryTokenStore('t') });
    if (method === 'POST') await api.POST('/questions/add', { body: question });
    if (method === 'PUT')
      await api.PUT('/rdvs/{id}', {
        params: { path: { id: 'r1' } },
        body: { date: '2026-11-23T08:00:00.000Z' },
      });
    if (method === 'PATCH')
      await api.PATCH('/questions/{id}', { params: { path: { id: 'q1' } }, body: { answer: 'Consultez.' } });
    if (method === 'DELETE') await api.DELETE('/questions/{id}', { params: { path: { id: 'q1' } } });
    expect(server.requests[0]?.method).toBe(method);
    expect(server.requests[0]?.headers['x-xsrf-token']).toBe('xsrf-123');
  });

  it('is not sent on GET', async () => {
    const server = await serve((_, res) => sendJson(res, 200, me));
    await client(server).GET('/users/me');
    expect(server.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('is not sent to another origin', async () => {
    const api = await serve((_, res) => sendJson(res, 200, {}));
    const elsewhere = await serve((_, res) => sendJson(res, 200, {}));
    await client(api).POST('/questions/add', { body: question, baseUrl: `${elsewhere.origin}/v1` });
    expect(elsewhere.requests).toHaveLength(1);
    expect(elsewhere.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('with no cookie yet, asks GET /auth/xsrf once and sends its token (first visit, several POSTs)', async () => {
    const server = await serve((request, res) =>
      request.path === '/v1/auth/xsrf'
        ? sendJson(res, 200, { xsrfToken: 'fresh-xsrf' })
        : sendJson(res, 201, {}),
    );
    const api = client(server, { getXsrfToken: () => undefined });
    await Promise.all([
      api.POST('/questions/add', { body: question }),
      api.POST('/questions/add', { body: question }),
    ]);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/auth/xsrf',
      'POST /v1/questions/add',
      'POST /v1/questions/add',
    ]);
    expect(server.requests.slice(1).map((request) => request.headers['x-xsrf-token'])).toEqual([
      'fresh-xsrf',
      'fresh-xsrf',
    ]);
    await api.POST('/questions/add', { body: question });
    expect(server.requests).toHaveLength(4);
  });

  it('the silent refresh of a first visit carries the token from GET /auth/xsrf', async () => {
    const server = await serve((request, res) =>
      request.path === '/v1/auth/xsrf'
        ? sendJson(res, 200, { xsrfToken: 'fresh-xsrf' })
        : request.path === '/v1/auth/refresh'
          ? sendJson(res, 200, { accessToken: 'fresh' })
          : sendJson(res, request.headers.authorization === 'Bearer fresh' ? 200 : 401, me),
    );
    const result = await client(server, { getXsrfToken: () => undefined }).GET('/users/me');
    expect(result.data).toEqual(me);
    const refresh = server.requests.find((request) => request.path === '/v1/auth/refresh');
    expect(refresh?.headers['x-xsrf-token']).toBe('fresh-xsrf');
  });

  it('on a first visit, parallel GETs and POSTs wait for the one token before leaving', async () => {
    const server = await serve((request, res) =>
      request.path === '/v1/auth/xsrf'
        ? sendJson(res, 200, { xsrfToken: 'fresh-xsrf' })
        : sendJson(res, 200, {}),
    );
    const api = client(server, { getXsrfToken: () => undefined });
    await Promise.all([
      api.GET('/locations'),
      api.POST('/questions/add', { body: question }),
      api.GET('/locations'),
    ]);
    expect(server.requests[0]?.path).toBe('/v1/auth/xsrf');
    expect(server.requests.filter((request) => request.path === '/v1/auth/xsrf')).toHaveLength(1);
    expect(server.requests).toHaveLength(4);
  });

  it('a GET does not ask again after GET /auth/xsrf failed once', async () => {
    const server = await serve((request, res) =>
      sendJson(res, request.path === '/v1/auth/xsrf' ? 404 : 200, {}),
    );
    const api = client(server, { getXsrfToken: () => undefined });
    await api.GET('/locations');
    await api.GET('/locations');
    expect(server.requests.map((request) => request.path)).toEqual([
      '/v1/auth/xsrf',
      '/v1/locations',
      '/v1/locations',
    ]);
  });

  it('goes on without the header when GET /auth/xsrf gives no token', async () => {
    const server = await serve((request, res) =>
      sendJson(res, request.path === '/v1/auth/xsrf' ? 404 : 201, {}),
    );
    await client(server, { getXsrfToken: () => undefined }).POST('/questions/add', { body: question });
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('requirements §8: HTTP 401 — one shared refresh, then one retry with the marker header', () => {
  it('50 concurrent calls answered 401 → exactly 1 refresh request and 50 successful retries', async () => {
    const server = await serve(apiWithRefresh());
    const api = client(server, { tokens: createMemoryTokenStore('stale') });

    const results = await Promise.all(Array.from({ length: 50 }, () => api.GET('/users/me')));

    expect(server.requests.filter((r) => r.path === '/v1/auth/refresh')).toHaveLength(1);
    expect(results.map((r) => r.response.status)).toEqual(Array(50).fill(200));
    expect(results.every((r) => r.data?._id === 'u1')).toBe(true);
    const retries = server.requests.filter(
      (r) => r.path === '/v1/users/me' && r.headers.authorization === 'Bearer fresh',
    );
    expect(retries).toHaveLength(50);
    expect(retries.every((r) => r.headers[REFRESH_ATTEMPT_HEADER.toLowerCase()] === '1')).toBe(true);
    expect(api.tokens.get()).toBe('fresh');
  });

  it('the refresh is a cookie POST to /auth/refresh with no body and the XSRF header', async () => {
    const server = await serve(apiWithRefresh());
    await client(server, { tokens: createMemoryTokenStore('stale') }).GET('/users/me');
    const refresh = server.requests.find((r) => r.path === '/v1/auth/refresh');
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toBe('');
    expect(refresh?.headers['x-xsrf-token']).toBe('xsrf-123');
  });

  it('resends the original body on the retry', async () => {
    const server = await serve(apiWithRefresh());
    const { data, response } = await client(server, { tokens: createMemoryTokenStore('stale') }).POST(
      '/questions/add',
      {
        body: question,
      },
    );
    expect(response.status).toBe(201);
    expect(data).toEqual(question);
    const posts = server.requests.filter((r) => r.path === '/v1/questions/add');
    expect(posts.map((r) => JSON.parse(r.body))).toEqual([question, question]);
  });

  it.each([
    { accessToken: 'fresh' },
    { access_token: 'fresh' },
    { token: 'fresh' },
    { token: 'Bearer fresh' },
  ])('reads the new token from %j', async (body) => {
    const server = await serve(apiWithRefresh(body));
    const api = client(server, { tokens: createMemoryTokenStore('stale') });
    const { response } = await api.GET('/users/me');
    expect(response.status).toBe(200);
    expect(api.tokens.get()).toBe('fresh');
  });

  it('a retried 401 → no second refresh; the session is cleared once', async () => {
    const server = await serve(async (request, response) => {
      if (request.path === '/v1/auth/refresh') return sendJson(response, 200, { accessToken: 'still-bad' });
      return sendJson(response, 401, { code: 'UNAUTHENTICATED', message: 'no' });
    });
    const onSessionCleared = vi.fn();
    const api = client(server, { tokens: createMemoryTokenStore('stale'), onSessionCleared });

    const { error, response } = await api.GET('/users/me');

    expect(response.status).toBe(401);
    expect(error).toEqual({ code: 'UNAUTHENTICATED', message: 'no' });
    expect(server.requests.filter((r) => r.path === '/v1/auth/refresh')).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/v1/users/me')).toHaveLength(2);
    expect(api.tokens.get()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
    expect(onSessionCleared).toHaveBeenCalledWith('unauthorized');
  });

  it("refresh returns no token → session cleared and the call fails with 'No token after refresh'", async () => {
    const server = await serve(apiWithRefresh({}));
    const onSessionCleared = vi.fn();
    const api = client(server, { tokens: createMemoryTokenStore('stale'), onSessionCleared });

    const results = await Promise.all([api.GET('/users/me'), api.GET('/users/me'), api.GET('/users/me')]);

    for (const { error, response } of results) {
      expect(response.status).toBe(401);
      expect(error).toEqual({ code: 'SESSION_EXPIRED', message: 'No token after refresh' });
    }
    expect(server.requests.filter((r) => r.path === '/v1/auth/refresh')).toHaveLength(1);
    expect(api.tokens.get()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledTimes(1);
    expect(onSessionCleared).toHaveBeenCalledWith('refresh-failed');
  });

  it("a failing refresh request → session cleared and 'No token after refresh'", async () => {
    const server = await serve(async (request, response) => {
      if (request.path === '/v1/auth/refresh')
        return sendJson(response, 401, { code: 'REFRESH_REUSED', message: 'x' });
      return sendJson(response, 401, { code: 'TOKEN_EXPIRED', message: 'expired' });
    });
    const api = client(server, { tokens: createMemoryTokenStore('stale') });
    const { error } = await api.GET('/users/me');
    expect(error).toEqual({ code: 'SESSION_EXPIRED', message: 'No token after refresh' });
    expect(api.tokens.get()).toBeNull();
  });

  it('no refresh available → the 401 clears the session without any refresh request', async () => {
    const server = await serve(apiWithRefresh());
    const onSessionCleared = vi.fn();
    const api = client(server, { tokens: createMemoryTokenStore('stale'), refresh: false, onSessionCleared });
    const { response } = await api.GET('/users/me');
    expect(response.status).toBe(401);
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/users/me']);
    expect(onSessionCleared).toHaveBeenCalledWith('unauthorized');
  });

  it('a request that already carries the marker is not refreshed', async () => {
    const server = await serve(apiWithRefresh());
    const api = client(server, { tokens: createMemoryTokenStore('stale') });
    const { response } = await api.GET('/users/me', { headers: { [REFRESH_ATTEMPT_HEADER]: '1' } });
    expect(response.status).toBe(401);
    expect(server.requests.filter((r) => r.path === '/v1/auth/refresh')).toHaveLength(0);
    expect(api.tokens.get()).toBeNull();
  });

  it('uses an injected refresh function', async () => {
    const server = await serve(apiWithRefresh());
    const refresh = vi.fn(async () => 'fresh');
    const { response } = await client(server, { tokens: createMemoryTokenStore('stale'), refresh }).GET(
      '/users/me',
    );
    expect(response.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('requirements §8: HTTP 403 clears the session', () => {
  it('forgets the token and reports it', async () => {
    const server = await serve((_, res) => sendJson(res, 403, { code: 'FORBIDDEN', message: 'no' }));
    const onSessionCleared = vi.fn();
    const api = client(server, { tokens: createMemoryTokenStore('t'), onSessionCleared });
    const { error } = await api.GET('/users/me');
    expect(error).toEqual({ code: 'FORBIDDEN', message: 'no' });
    expect(api.tokens.get()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledWith('forbidden');
  });
});

describe('requirements §8: status 0 — a network error is logged', () => {
  it('logs the network error and rejects', async () => {
    const server = await serve((_, res) => sendJson(res, 200, me));
    const baseUrl = `${server.origin}/v1`;
    await server.close();
    servers = [];
    const logger = { error: vi.fn() };
    const api = createTabibClient({ baseUrl, logger });
    await expect(api.GET('/users/me')).rejects.toThrow();
    expect(logger.error).toHaveBeenCalledWith(
      'Network error. Please check your connection.',
      expect.anything(),
    );
    expect(api.loading.pending).toBe(0);
  });

  it('does not log a request its caller aborted', async () => {
    const server = await serve((_, res) => {
      setTimeout(() => sendJson(res, 200, me), 1_000);
    });
    const logger = { error: vi.fn() };
    const api = createTabibClient({ baseUrl: `${server.origin}/v1`, logger });
    const controller = new AbortController();
    const request = api.GET('/users/me', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(request).rejects.toThrow();
    expect(logger.error).not.toHaveBeenCalled();
    expect(api.loading.pending).toBe(0);
  });
});

describe('requirements §2: the loading tracker counts pending requests', () => {
  it('counts a request while it is in flight and through its refresh and retry', async () => {
    const server = await serve(apiWithRefresh());
    const api = client(server, { tokens: createMemoryTokenStore('stale') });
    const seen: number[] = [];
    api.loading.subscribe((pending) => seen.push(pending));
    const call = api.GET('/users/me');
    await delay(5);
    expect(api.loading.pending).toBe(1);
    await call;
    expect(api.loading.pending).toBe(0);
    expect(seen).toEqual([1, 0]);
  });

  it(`skips requests carrying ${IGNORE_LOADING_BAR_HEADER} and removes the header before sending`, async () => {
    const server = await serve((_, res) => sendJson(res, 200, me));
    const api = client(server);
    const seen: number[] = [];
    api.loading.subscribe((pending) => seen.push(pending));
    await api.GET('/users/me', { headers: { [IGNORE_LOADING_BAR_HEADER]: 'true' } });
    expect(seen).toEqual([]);
    expect(server.requests[0]?.headers[IGNORE_LOADING_BAR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('settles the count when the session expires during a refresh', async () => {
    const server = await serve(apiWithRefresh({}));
    const api = client(server, { tokens: createMemoryTokenStore('stale') });
    await Promise.all([api.GET('/users/me'), api.GET('/users/me')]);
    expect(api.loading.pending).toBe(0);
  });
});

describe('decision 020: a 401 that is an answer, a 403 that is not the end of the session', () => {
  it('UNAUTHORIZED_IS_ANSWER: the 401 is returned as is, with no refresh and the session kept', async () => {
    const server = await serve(apiWithRefresh());
    const api = client(server, { tokens: createMemoryTokenStore('stale') });
    const { response } = await api.POST('/auth/logout', { ...UNAUTHORIZED_IS_ANSWER });
    expect(response.status).toBe(401);
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/auth/logout']);
    expect(api.tokens.get()).toBe('stale');
  });

  it('forbiddenClearsSession false: a FORBIDDEN 403 keeps the session and sends no refresh', async () => {
    const server = await serve((_, res) => sendJson(res, 403, { code: 'FORBIDDEN', message: 'no' }));
    const onSessionCleared = vi.fn();
    const api = client(server, {
      tokens: createMemoryTokenStore('t'),
      forbiddenClearsSession: false,
      onSessionCleared,
    });
    const { response } = await api.GET('/rdvs');
    expect(response.status).toBe(403);
    expect(api.tokens.get()).toBe('t');
    expect(onSessionCleared).not.toHaveBeenCalled();
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/rdvs']);
  });

  it('forbiddenClearsSession false: an ACCOUNT_BLOCKED 403 still clears the session', async () => {
    const server = await serve((_, res) => sendJson(res, 403, { code: 'ACCOUNT_BLOCKED', message: 'no' }));
    const onSessionCleared = vi.fn();
    const api = client(server, {
      tokens: createMemoryTokenStore('t'),
      forbiddenClearsSession: false,
      onSessionCleared,
    });
    await api.GET('/users/me');
    expect(api.tokens.get()).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledWith('forbidden');
  });
});

describe('decision 033: a sign-in keeps the token of its answer', () => {
  const session = (accessToken: string) => ({
    accessToken,
    refreshToken: null,
    user: { _id: 'u2', name: 'Youssef Trabelsi' },
  });
  /** Signs in `b@tabib.tn` with `right-password` (token `fresh`); any other credentials get a 401. */
  const signInServer: Handler = (request, response) => {
    if (request.path === '/v1/auth/login' || request.path === '/v1/auth/admin/login') {
      const { email, password } = JSON.parse(request.body) as { email: string; password: string };
      if (email === 'blocked@tabib.tn') {
        return sendJson(response, 403, { code: 'ACCOUNT_BLOCKED', message: 'This account is blocked.' });
      }
      if (email !== 'b@tabib.tn' || password !== 'right-password') {
        return sendJson(response, 401, { code: 'INVALID_CREDENTIALS', message: 'no' });
      }
      return sendJson(response, 200, session('fresh'));
    }
    if (request.path === '/v1/auth/register') return sendJson(response, 201, session('registered'));
    if (request.path === '/v1/auth/refresh') return sendJson(response, 200, { accessToken: 'refreshed' });
    if (!request.headers.authorization) return sendJson(response, 401, { code: 'UNAUTHENTICATED' });
    return sendJson(response, 200, me);
  };
  const credentials = { email: 'b@tabib.tn', password: 'right-password' };

  it('login then GET /users/me: 2 requests, the second with the new token', async () => {
    const server = await serve(signInServer);
    const api = client(server);
    await api.POST('/auth/login', { body: credentials });
    const { data } = await api.GET('/users/me');
    expect(data).toEqual(me);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/auth/login',
      'GET /v1/users/me',
    ]);
    expect(server.requests[1]?.headers.authorization).toBe('Bearer fresh');
    expect(api.tokens.get()).toBe('fresh');
  });

  it('register and admin login keep their token too', async () => {
    const server = await serve(signInServer);
    const api = client(server);
    await api.POST('/auth/register', {
      body: {
        role: 'patient',
        email: 'c@tabib.tn',
        password: 'right-password',
        firstName: 'C',
        lastName: 'D',
      },
    });
    expect(api.tokens.get()).toBe('registered');
    await api.POST('/auth/admin/login', { body: { ...credentials, remember: false } });
    expect(api.tokens.get()).toBe('fresh');
  });

  it('a signed-in caller signs in as someone else: no Bearer of the previous user is sent', async () => {
    const server = await serve(signInServer);
    const api = client(server, { tokens: createMemoryTokenStore('token-of-a') });
    await api.POST('/auth/login', { body: credentials });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(api.tokens.get()).toBe('fresh');
  });

  it('wrong credentials: the 401 is the answer — no refresh, the signed-in session kept', async () => {
    const server = await serve(signInServer);
    const onSessionCleared = vi.fn();
    const api = client(server, { tokens: createMemoryTokenStore('token-of-a'), onSessionCleared });
    const { error, response } = await api.POST('/auth/login', {
      body: { email: 'b@tabib.tn', password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'no' });
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/auth/login']);
    expect(api.tokens.get()).toBe('token-of-a');
    expect(onSessionCleared).not.toHaveBeenCalled();
  });

  it('a blocked account refused at sign-in does not end the session of the signed-in user', async () => {
    const server = await serve(signInServer);
    const onSessionCleared = vi.fn();
    const api = client(server, { tokens: createMemoryTokenStore('token-of-a'), onSessionCleared });
    const { response } = await api.POST('/auth/login', {
      body: { email: 'blocked@tabib.tn', password: 'right-password' },
    });
    expect(response.status).toBe(403);
    expect(api.tokens.get()).toBe('token-of-a');
    expect(onSessionCleared).not.toHaveBeenCalled();
  });

  it('storeSignInToken false: the answer is left to the caller', async () => {
    const server = await serve(signInServer);
    const api = client(server, { storeSignInToken: false });
    const { data } = await api.POST('/auth/login', { body: credentials });
    expect(data?.accessToken).toBe('fresh');
    expect(api.tokens.get()).toBeNull();
  });
});

describe('decision 033: a page that cannot read the API cookie keeps the token the API hands out', () => {
  it('asks GET /auth/xsrf once, then follows a new token sent in the X-XSRF-TOKEN response header', async () => {
    let current = 'first-token';
    const server = await serve((request, response) => {
      if (request.path === '/v1/auth/xsrf') return sendJson(response, 200, { xsrfToken: current });
      if (request.headers['x-xsrf-token'] !== current) {
        // The cookie was lost: the server set a new one and says which.
        current = 'second-token';
        response.setHeader('X-XSRF-TOKEN', current);
        return sendJson(response, 403, { code: 'XSRF_MISMATCH', message: 'no' });
      }
      return sendJson(response, 201, JSON.parse(request.body));
    });
    // No getXsrfToken and no document: nothing can read a cookie, as on another site.
    const api = createTabibClient({ baseUrl: `${server.origin}/v1`, logger: { error: vi.fn() } });
    expect((await api.POST('/questions/add', { body: question })).response.status).toBe(201);
    current = 'rotated-without-telling';
    expect((await api.POST('/questions/add', { body: question })).response.status).toBe(403);
    expect((await api.POST('/questions/add', { body: question })).response.status).toBe(201);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers['x-xsrf-token'] ?? ''}`)).toEqual([
      'GET /v1/auth/xsrf ',
      'POST /v1/questions/add first-token',
      'POST /v1/questions/add first-token',
      'POST /v1/questions/add second-token',
    ]);
  });
});

describe('the reader’s language (docs/decisions/048-notification-language-sms.md)', () => {
  it('says the chosen language in Accept-Language, and keeps a caller’s own', async () => {
    const server = await serve((_, res) => sendJson(res, 200, me));
    const api = client(server, { language: () => 'ar' });
    await api.GET('/users/me');
    await api.GET('/users/me', { headers: { 'Accept-Language': 'en' } });
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['ar', 'en']);
  });

  it('sends the page’s language in a browser, and none outside one', async () => {
    const server = await serve((_, res) => sendJson(res, 200, me));
    await client(server).GET('/users/me');
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    try {
      await client(server).GET('/users/me');
    } finally {
      vi.unstubAllGlobals();
    }
    // Outside a browser Node's fetch says its own `*`.
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['*', 'en']);
  });
});
