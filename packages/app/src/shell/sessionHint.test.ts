import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRefreshTokenHolder, createSession, SESSION_HINT_COOKIE_NAME } from '@tabib/sdk';

// jsdom: a page on http://localhost:3000 whose API is its own `/v1` (the app's setup).
afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

describe('decision 020: a guest makes no refresh request', () => {
  it('without the hint cookie the page session sends nothing and stays a guest', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const session = createSession({ baseUrl: '/v1', fetch });
    expect(session.mayRefresh()).toBe(false);
    await expect(session.refresh()).rejects.toThrow('No session to refresh');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with the hint the refresh is sent; a refused refresh deletes the hint', async () => {
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=1; Path=/`;
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ code: 'UNAUTHENTICATED' }), { status: 401 }),
    );
    const session = createSession({ baseUrl: '/v1', fetch, xsrf: { obtain: async () => 'xsrf' } });
    expect(session.mayRefresh()).toBe(true);
    await expect(session.refresh()).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain(SESSION_HINT_COOKIE_NAME);
    expect(session.mayRefresh()).toBe(false);
  });

  it('an API on another host cannot be known from the page: the refresh is always tried', () => {
    expect(browserRefreshTokenHolder('https://api.tabib.tn/v1').mayHold()).toBe(true);
  });

  it("decision 033: an API on another port of the page's host shares its cookies, hint included", () => {
    const otherPort = `${location.protocol}//${location.hostname}:3105/v1`;
    expect(browserRefreshTokenHolder(otherPort).mayHold()).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=1; Path=/`;
    expect(browserRefreshTokenHolder(otherPort).mayHold()).toBe(true);
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=; Max-Age=0; Path=/`;
  });
});
