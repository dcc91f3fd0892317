import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { CONNECTED_ADMIN_KEY, createAdminCredentialStore, LEGACY_TOKEN_KEY } from './credentials';
import { createAdminRefresher, type AdminRefreshError } from './refresh';
import { testAdmin } from './testAdmin';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const freshToken = `${encode({ alg: 'HS256' })}.${encode({ sub: 'admin1', exp: 4_102_444_800 })}.signature`;

interface Reply {
  status: number;
  body: string;
}

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  body: string;
  xsrf: string | undefined;
}

const servers: Server[] = [];

/** A real auth server on 127.0.0.1 that records every request and answers with `reply()`. */
async function startAuthServer(reply: () => Reply | Promise<Reply>) {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    requests.push({
      method: req.method,
      url: req.url,
      body,
      xsrf: req.headers['x-xsrf-token'] as string | undefined,
    });
    const answer = await reply();
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { authBaseUrl: `http://127.0.0.1:${port}/v1/auth`, requests };
}

const json = (status: number, body: unknown): Reply => ({ status, body: JSON.stringify(body) });

function setup(authBaseUrl: string) {
  const local = createMemoryStorage();
  const store = createAdminCredentialStore({
    local,
    session: createMemoryStorage(),
    logger: { warn: () => {} },
  });
  const expired: Error[] = [];
  const refresher = createAdminRefresher({
    authBaseUrl,
    store,
    isBrowser: () => true,
    onSessionExpired: (error) => expired.push(error),
  });
  return { local, store, expired, refresher };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('requirements §7: POST {auth api base}/refresh, no body, cookies sent', () => {
  it('posts to /refresh without a body and with credentials: include', async () => {
    const server = await startAuthServer(() => json(200, { accessToken: freshToken }));
    const inits: (RequestInit | undefined)[] = [];
    const refresher = createAdminRefresher({
      authBaseUrl: `${server.authBaseUrl}/`,
      store: createAdminCredentialStore({ local: createMemoryStorage(), session: createMemoryStorage() }),
      isBrowser: () => true,
      fetch: (input, init) => {
        inits.push(init);
        return fetch(input, init);
      },
    });
    await refresher.refresh();
    expect(server.requests).toEqual([{ method: 'POST', url: '/v1/auth/refresh', body: '', xsrf: undefined }]);
    expect(inits[0]?.credentials).toBe('include');
    expect(inits[0]?.body).toBeUndefined();
  });

  it('requirements §7: carries X-XSRF-TOKEN from the XSRF-TOKEN cookie', async () => {
    const server = await startAuthServer(() => json(200, { accessToken: freshToken }));
    const refresher = createAdminRefresher({
      authBaseUrl: server.authBaseUrl,
      store: createAdminCredentialStore({ local: createMemoryStorage(), session: createMemoryStorage() }),
      isBrowser: () => true,
      getXsrfToken: () => 'xsrf-123',
    });
    await refresher.refresh();
    expect(server.requests[0]?.xsrf).toBe('xsrf-123');
  });

  it('saves the new access token in the store and resolves with it', async () => {
    const server = await startAuthServer(() => json(200, { accessToken: freshToken }));
    const { store, refresher, local } = setup(server.authBaseUrl);
    store.setCredentials(
      { token: 'old.token.x', refreshToken: null, user: testAdmin({ _id: 'admin1' }) },
      true,
    );
    await expect(refresher.refresh()).resolves.toBe(freshToken);
    expect(JSON.parse(local.getItem(CONNECTED_ADMIN_KEY) ?? 'null')).toMatchObject({ token: freshToken });
    expect(store.isLoggedIn()).toBe(true);
  });
});

describe('requirements §3: the refresh response may carry accessToken, access_token or token', () => {
  it.each(['accessToken', 'access_token', 'token'])('reads %s', async (field) => {
    const server = await startAuthServer(() => json(200, { [field]: freshToken }));
    const { store, refresher, local } = setup(server.authBaseUrl);
    await expect(refresher.refresh()).resolves.toBe(freshToken);
    // No credentials yet: requirements §4 saves the token under the legacy key.
    expect(local.getItem(LEGACY_TOKEN_KEY)).toBe(freshToken);
    expect(store.getToken()).toBe(freshToken);
  });

  it('strips a Bearer prefix from the returned token', async () => {
    const server = await startAuthServer(() => json(200, { access_token: `Bearer ${freshToken}` }));
    const { refresher, local } = setup(server.authBaseUrl);
    await expect(refresher.refresh()).resolves.toBe(freshToken);
    expect(local.getItem(LEGACY_TOKEN_KEY)).toBe(freshToken);
  });
});

describe('requirements §7: only one admin refresh request runs at once; concurrent callers share it', () => {
  it('20 concurrent refresh() calls send exactly 1 request and all get its token', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await startAuthServer(async () => {
      await gate;
      return json(200, { accessToken: freshToken });
    });
    const { refresher } = setup(server.authBaseUrl);

    const calls = Array.from({ length: 20 }, () => refresher.refresh());
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    release();

    expect(await Promise.all(calls)).toEqual(Array.from({ length: 20 }, () => freshToken));
    expect(server.requests).toHaveLength(1);
  });

  it('starts a new request once the previous one has settled', async () => {
    const server = await startAuthServer(() => json(200, { token: freshToken }));
    const { refresher } = setup(server.authBaseUrl);
    await refresher.refresh();
    await refresher.refresh();
    expect(server.requests).toHaveLength(2);
  });
});

describe('requirements §8: a failed admin refresh shows the session-expired toast and propagates the error', () => {
  it('non-2xx: every concurrent caller rejects with the status, onSessionExpired is called once', async () => {
    const server = await startAuthServer(() => json(401, { code: 'UNAUTHORIZED', message: 'expired' }));
    const { refresher, expired } = setup(server.authBaseUrl);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => refresher.refresh()));

    expect(server.requests).toHaveLength(1);
    expect(expired).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBe(expired[0]);
    }
    expect((expired[0] as AdminRefreshError).status).toBe(401);
  });

  it("a 2xx without a token rejects with 'No token after refresh'", async () => {
    const server = await startAuthServer(() => json(200, { user: { _id: 'admin1' } }));
    const { refresher, expired, store } = setup(server.authBaseUrl);
    await expect(refresher.refresh()).rejects.toThrow('No token after refresh');
    expect(expired.map((error) => error.message)).toEqual(['No token after refresh']);
    expect(store.getToken()).toBeNull();
  });

  it("a body that is not JSON rejects with 'No token after refresh'", async () => {
    const server = await startAuthServer(() => ({ status: 200, body: 'ok' }));
    const { refresher, expired } = setup(server.authBaseUrl);
    await expect(refresher.refresh()).rejects.toThrow('No token after refresh');
    expect(expired).toHaveLength(1);
  });

  it('a network error is propagated and reported', async () => {
    const server = await startAuthServer(() => json(200, {}));
    const closed = servers.pop();
    closed?.closeAllConnections();
    await new Promise((resolve) => closed?.close(resolve));
    const { refresher, expired } = setup(server.authBaseUrl);
    const error = await refresher.refresh().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(expired).toEqual([error]);
  });
});

describe("requirements §8: a non-browser refresh fails with 'Not a browser'", () => {
  it('rejects without sending a request (default detection: no window/document in Node)', async () => {
    const server = await startAuthServer(() => json(200, { accessToken: freshToken }));
    const expired: Error[] = [];
    const refresher = createAdminRefresher({
      authBaseUrl: server.authBaseUrl,
      store: createAdminCredentialStore({ local: createMemoryStorage(), session: createMemoryStorage() }),
      onSessionExpired: (error) => expired.push(error),
    });
    await expect(refresher.refresh()).rejects.toThrow(new Error('Not a browser'));
    expect(server.requests).toHaveLength(0);
    expect(expired).toHaveLength(0);
  });
});
