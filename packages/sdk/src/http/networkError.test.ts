import { describe, expect, it } from 'vitest';

import { createSession } from '../session/session';
import { isNetworkError } from './networkError';

describe('isNetworkError', () => {
  it('is true for what fetch rejects with when nothing answers', async () => {
    // Nothing listens on port 9 (discard) of the loopback address.
    const error = await fetch('http://127.0.0.1:9/v1/users/me').catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
  });

  it('is true for a session refresh that reached no server, false for one the server refused', async () => {
    const unreachable = createSession({
      baseUrl: 'http://127.0.0.1:9/v1',
      refreshToken: { mayHold: () => true, forget: () => undefined },
      xsrf: { obtain: async () => 'x' },
    });
    expect(isNetworkError(await unreachable.refresh().catch((caught: unknown) => caught))).toBe(true);
    const refused = createSession({
      baseUrl: 'http://127.0.0.1:9/v1',
      refreshToken: { mayHold: () => true, forget: () => undefined },
      fetch: async () => new Response('{}', { status: 401 }),
      xsrf: { obtain: async () => 'x' },
    });
    const refusal = await refused.refresh().catch((caught: unknown) => caught);
    expect(refusal).toMatchObject({ status: 401 });
    expect(isNetworkError(refusal)).toBe(false);
  });

  it('is false for an aborted request and for anything else', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = await fetch('http://127.0.0.1:9/', { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(isNetworkError(aborted)).toBe(false);
    expect(isNetworkError(new Error('Refresh limit reached'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
