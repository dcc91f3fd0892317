import { describe, expect, it } from 'vitest';

import { createTabibClient } from '../client';
import { createSession } from '../session/session';
import { normalizeBaseUrl } from './baseUrl';

describe('the API base outside a browser', () => {
  it('keeps an absolute base, without its trailing slashes', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:3105/v1//')).toBe('http://127.0.0.1:3105/v1');
  });

  it('refuses a relative base with the fix, from the session and from the client', () => {
    const message =
      '@tabib/sdk: baseUrl "/v1" is relative and there is no page to resolve it against; ' +
      'outside a browser give the absolute API URL including /v1, e.g. "https://api.tabib.tn/v1".';
    expect(() => createSession({ baseUrl: '/v1' })).toThrow(new TypeError(message));
    expect(() => createTabibClient({ baseUrl: '/v1' })).toThrow(new TypeError(message));
  });
});
