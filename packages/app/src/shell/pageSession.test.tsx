import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabibProvider, useSession } from '@tabib/hooks';
import { createMemoryStorage, createSession, createTabibClient } from '@tabib/sdk';

import { createAdminSession } from '../admin/session/adminSession';
import { testAdmin, testToken } from '../admin/session/testTokens';

const NOW = 1_800_000_000_000;
const API = 'http://api.test/v1';
const admin = testAdmin();
const expired = testToken('u-admin', NOW / 1000 - 60);
const fresh = testToken('u-admin', NOW / 1000 + 900);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API of requirements §8: a slow refresh that hands out `fresh`, and a /users/me that wants it. */
function fakeApi() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(path);
    if (path === 'POST /v1/auth/refresh') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return json(200, { accessToken: fresh });
    }
    if (path === 'GET /v1/users/me') {
      return request.headers.get('Authorization') === `Bearer ${fresh}`
        ? json(200, admin)
        : json(401, { code: 'UNAUTHENTICATED', message: 'Expired' });
    }
    return json(200, {});
  });
  return { fetch, refreshCalls: () => calls.filter((call) => call === 'POST /v1/auth/refresh').length };
}

describe('decision 020: one session core per page', () => {
  it('concurrent 401s of the app client, the hooks and the back office send exactly one refresh', async () => {
    const api = fakeApi();
    const page = createSession({ baseUrl: API, fetch: api.fetch, xsrf: { obtain: async () => 'xsrf' } });
    page.tokens.set(expired);

    const appClient = createTabibClient({ session: page, logger: { error: vi.fn() } });
    const backOffice = createAdminSession({
      apiBaseUrl: API,
      pageSession: page,
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      now: () => NOW,
    });
    backOffice.store.setCredentials({ token: expired, refreshToken: null, user: admin }, true);

    const wrapper = ({ children }: { children?: ReactNode }) => (
      <TabibProvider
        session={page}
        currentUrl="/"
        logger={{ error: vi.fn() }}
        locale={{ fetch: async () => json(200, {}), storage: createMemoryStorage(), languages: ['fr'] }}
      >
        {children}
      </TabibProvider>
    );
    const hooks = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(hooks.result.current).not.toBeNull());

    const [hooksUser, appMe, adminMe, adminAgain] = await Promise.all([
      hooks.result.current.refresh(),
      appClient.GET('/users/me'),
      backOffice.client.GET('/users/me'),
      backOffice.client.GET('/users/me'),
    ]);

    expect(api.refreshCalls()).toBe(1);
    expect(hooksUser?._id).toBe('u-admin');
    expect(appMe.response.status).toBe(200);
    expect(adminMe.response.status).toBe(200);
    expect(adminAgain.response.status).toBe(200);
    expect(page.tokens.get()).toBe(fresh);
    expect(backOffice.store.getToken()).toBe(fresh);
    await waitFor(() => expect(hooks.result.current.status).toBe('authenticated'));
    expect(api.refreshCalls()).toBe(1);
  });
});
