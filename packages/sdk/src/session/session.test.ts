import { describe, expect, it, vi } from 'vitest';
import { createSession, type RefreshError, type RefreshTokenHolder } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(status = 200, held = true) {
  const fetch = vi.fn(async (_url: RequestInfo | URL) =>
    status === 200 ? json(200, { accessToken: 'fresh' }) : json(status, {}),
  );
  const holder: RefreshTokenHolder & { forgotten: number } = {
    forgotten: 0,
    mayHold: () => held,
    forget() {
      holder.forgotten += 1;
    },
  };
  const session = createSession({
    baseUrl: 'http://api.test/v1/',
    fetch,
    refreshToken: holder,
    xsrf: { obtain: async () => 'xsrf' },
  });
  return { fetch, holder, session };
}

describe('decision 020: the session core', () => {
  it('refreshes once for concurrent callers and keeps the token', async () => {
    const { fetch, session } = setup();
    const tokens = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(tokens).toEqual(['fresh', 'fresh', 'fresh']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/v1/auth/refresh');
    expect(session.tokens.get()).toBe('fresh');
  });

  it('a browser that holds no session (a guest) sends no refresh request', async () => {
    const { fetch, session } = setup(200, false);
    expect(session.mayRefresh()).toBe(false);
    await expect(session.refresh()).rejects.toThrow('No session to refresh');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refused refresh forgets the session hint and rejects with the status', async () => {
    const { holder, session } = setup(401);
    const error = (await session.refresh().catch((cause: unknown) => cause)) as RefreshError;
    expect(error.status).toBe(401);
    expect(holder.forgotten).toBe(1);
  });

  it('a server error keeps the hint (the session may still exist)', async () => {
    const { holder, session } = setup(503);
    await expect(session.refresh()).rejects.toMatchObject({ status: 503 });
    expect(holder.forgotten).toBe(0);
  });

  it('bounds refresh requests per navigation to 3, and counts again after a navigation', async () => {
    const { fetch, session } = setup(401);
    for (let attempt = 0; attempt < 5; attempt += 1) await session.refresh().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(session.refresh()).rejects.toThrow('Refresh limit reached');
    session.navigated();
    await session.refresh().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not count refreshes that reached no server (offline), so one can follow once online', async () => {
    let online = false;
    const fetch = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, { accessToken: 'fresh' });
    });
    const session = createSession({
      baseUrl: 'http://api.test/v1',
      fetch,
      refreshToken: { mayHold: () => true, forget: () => undefined },
      xsrf: { obtain: async () => 'xsrf' },
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(session.refresh()).rejects.toThrow(TypeError);
    }
    online = true;
    await expect(session.refresh()).resolves.toBe('fresh');
    expect(fetch).toHaveBeenCalledTimes(6);
  });
});
