import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { noSession, renderWithTabib, serveTranslations } from '../../test/renderWithTabib';
import { patient } from '../../test/users';
import { loginUrlFor, OFFLINE_RECHECK_MS, useAuthGuard } from './useAuthGuard';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  serveTranslations(api);
});
afterEach(() => api.close());

const target = '/patient-dashboard/questions?page=2&sort=new';
const refreshes = () => api.requests.filter((request) => request.url === '/v1/auth/refresh');

describe('useAuthGuard (requirements §4)', () => {
  it('encodes the target as returnUrl', () => {
    expect(loginUrlFor(target)).toBe(
      '/auth/login?returnUrl=%2Fpatient-dashboard%2Fquestions%3Fpage%3D2%26sort%3Dnew',
    );
  });

  it('allows a signed-in user without another refresh', async () => {
    api.route('POST /v1/auth/refresh', { body: { accessToken: 'p-token' } });
    api.route('GET /v1/users/me', { body: patient });
    const { result, onNavigate } = renderWithTabib(api, () => useAuthGuard(target));
    await waitFor(() => expect(result.current).toBe('allowed'));
    expect(refreshes()).toHaveLength(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('allows a guest whose second refresh signs them in', async () => {
    let calls = 0;
    api.route('POST /v1/auth/refresh', () =>
      ++calls === 1 ? noSession : { body: { accessToken: 'p-token' } },
    );
    api.route('GET /v1/users/me', { body: patient });
    const { result, onNavigate } = renderWithTabib(api, () => useAuthGuard(target));
    await waitFor(() => expect(result.current).toBe('allowed'));
    expect(refreshes()).toHaveLength(2);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("logs 'Token refresh failed', redirects with returnUrl and blocks when the refresh fails", async () => {
    api.route('POST /v1/auth/refresh', { status: 401, body: { code: 'REFRESH_REUSED', message: 'Reused' } });
    const { result, onNavigate, logger } = renderWithTabib(api, () => useAuthGuard(target));
    await waitFor(() => expect(result.current).toBe('blocked'));
    expect(refreshes()).toHaveLength(2);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith(
      '/auth/login?returnUrl=%2Fpatient-dashboard%2Fquestions%3Fpage%3D2%26sort%3Dnew',
      { replace: true },
    );
    expect(logger.error).toHaveBeenCalledWith(
      'Token refresh failed',
      expect.objectContaining({ status: 401 }),
    );
  });

  // docs/decisions/042: offline, a signed-in patient is not sent to a login page they cannot use.
  it('says offline, without a redirect or an error logged, while the refresh reaches no server; checks again once online', async () => {
    api.route('POST /v1/auth/refresh', { body: { accessToken: 'p-token' } });
    api.route('GET /v1/users/me', { body: patient });
    let online = false;
    const { result, onNavigate, logger } = renderWithTabib(api, () => useAuthGuard(target), {
      props: {
        fetch: (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          // What a browser's fetch does offline: no answer, a TypeError.
          if (!online && url.endsWith('/auth/refresh'))
            return Promise.reject(new TypeError('Failed to fetch'));
          return globalThis.fetch(input, init);
        },
      },
    });
    await waitFor(() => expect(result.current).toBe('offline'));
    expect(refreshes()).toHaveLength(0);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalledWith('Token refresh failed', expect.anything());

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toBe('allowed'));
    expect(refreshes()).toHaveLength(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('checks again every OFFLINE_RECHECK_MS when no `online` event comes (a page loaded offline)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      api.route('POST /v1/auth/refresh', { body: { accessToken: 'p-token' } });
      api.route('GET /v1/users/me', { body: patient });
      let online = false;
      const { result, onNavigate } = renderWithTabib(api, () => useAuthGuard(target), {
        props: {
          fetch: (input, init) => {
            const url = input instanceof Request ? input.url : String(input);
            if (!online && url.endsWith('/auth/refresh'))
              return Promise.reject(new TypeError('Failed to fetch'));
            return globalThis.fetch(input, init);
          },
        },
      });
      await waitFor(() => expect(result.current).toBe('offline'));
      // Still no network at the first recheck: offline again, and the refresh bound is not used up.
      await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS));
      await waitFor(() => expect(result.current).toBe('offline'));
      await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS));
      await waitFor(() => expect(result.current).toBe('offline'));
      online = true;
      await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS));
      await waitFor(() => expect(result.current).toBe('allowed'));
      expect(refreshes()).toHaveLength(1);
      expect(onNavigate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
