import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { doctor, patient, secretary } from '../../test/users';
import { useTabibClient as useTabibClientForTest } from '../provider/context';
import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { renderWithTabib, serveNoSession, serveTranslations } from '../../test/renderWithTabib';
import { useOpenQuestionsBadge } from './useOpenQuestionsBadge';
import { useSession } from './useSession';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  serveTranslations(api);
});
afterEach(() => api.close());

const useSessionAndBadge = () => ({ session: useSession(), badge: useOpenQuestionsBadge() });
const asked = (path: string) => api.requests.filter((request) => request.url.split('?')[0] === path);

describe('startup', () => {
  it('is a guest when the silent refresh fails, without asking for the user', async () => {
    serveNoSession(api);
    const { result } = renderWithTabib(api, useSession);
    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(result.current.user).toBeNull();
    expect(result.current.role).toBe('guest');
    expect(asked('/v1/auth/refresh')).toHaveLength(1);
    expect(asked('/v1/users/me')).toHaveLength(0);
  });

  it('signs in silently with the refresh cookie, then loads the user with the new token', async () => {
    api.route('POST /v1/auth/refresh', { body: { accessToken: 'fresh-token' } });
    api.route('GET /v1/users/me', { body: patient });
    const { result } = renderWithTabib(api, useSession);
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.role).toBe('patient');
    expect(asked('/v1/users/me')[0]?.headers.authorization).toBe('Bearer fresh-token');
  });
});

describe('login events (requirements §4)', () => {
  beforeEach(() => {
    serveNoSession(api);
  });

  it('applies the user, resets the questions and loads the open questions of the specialty', async () => {
    api.route('POST /v1/auth/login', {
      body: { accessToken: 'doc-token', refreshToken: null, user: doctor },
    });
    api.route('GET /v1/questions/specialty/spec-cardio', {
      body: { docs: [{ _id: 'q1' }, { _id: 'q2' }], totalDocs: 7, page: 1, limit: 2 },
    });
    const { result, queryClient } = renderWithTabib(api, useSessionAndBadge);
    await waitFor(() => expect(result.current.session.status).toBe('guest'));
    queryClient.setQueryData(['get', '/questions', { query: { page: 1 } }], { docs: ['stale'] });

    await act(() => result.current.session.login('dr.haddad@example.tn', 'secret-pass'));

    await waitFor(() => expect(result.current.session.role).toBe('doctor'));
    expect(queryClient.getQueryData(['get', '/questions', { query: { page: 1 } }])).toBeUndefined();
    await waitFor(() => expect(result.current.badge).toBe(7));
    expect(asked('/v1/questions/specialty/spec-cardio')[0]?.url).toBe(
      '/v1/questions/specialty/spec-cardio?closed=false',
    );
    expect(asked('/v1/questions/specialty/spec-cardio')[0]?.headers.authorization).toBe('Bearer doc-token');
  });

  it('gives an empty list when the open questions fail to load', async () => {
    api.route('POST /v1/auth/login', {
      body: { accessToken: 'doc-token', refreshToken: null, user: doctor },
    });
    api.route('GET /v1/questions/specialty/spec-cardio', {
      status: 500,
      body: { code: 'INTERNAL', message: 'x' },
    });
    const { result } = renderWithTabib(api, useSessionAndBadge);
    await waitFor(() => expect(result.current.session.status).toBe('guest'));
    await act(() => result.current.session.login('dr.haddad@example.tn', 'secret-pass'));
    await waitFor(() => expect(asked('/v1/questions/specialty/spec-cardio')).toHaveLength(1));
    expect(result.current.badge).toBe(0);
  });

  it('asks nothing for a patient', async () => {
    api.route('POST /v1/auth/login', { body: { accessToken: 'p-token', refreshToken: null, user: patient } });
    const { result } = renderWithTabib(api, useSessionAndBadge);
    await waitFor(() => expect(result.current.session.status).toBe('guest'));
    await act(() => result.current.session.login('amira@example.tn', 'secret-pass'));
    await waitFor(() => expect(result.current.session.role).toBe('patient'));
    expect(result.current.badge).toBe(0);
    expect(api.requests.some((request) => request.url.startsWith('/v1/questions'))).toBe(false);
  });

  it('rejects wrong credentials with the server code', async () => {
    api.route('POST /v1/auth/login', {
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Wrong' },
    });
    const { result } = renderWithTabib(api, useSession);
    await waitFor(() => expect(result.current.status).toBe('guest'));
    await expect(result.current.login('amira@example.tn', 'nope')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('secretary verification at load', () => {
  beforeEach(() => {
    api.route('POST /v1/auth/refresh', { body: { accessToken: 'sec-token' } });
    api.route('GET /v1/users/me', { body: secretary });
    api.route('GET /v1/questions/specialty/spec-cardio', { body: [] });
    api.route('POST /v1/auth/logout', { status: 204 });
  });

  it.each<[string, { status?: number; body?: unknown }]>([
    ['response: false', { body: { response: false } }],
    ['an error', { status: 500, body: { code: 'INTERNAL', message: 'down' } }],
  ])('logs the secretary out on %s', async (_case, answer) => {
    api.route('GET /v1/secretaries/sec-7/verify', answer);
    const { result, onNavigate, reload } = renderWithTabib(api, useSession);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(asked('/v1/auth/logout')).toHaveLength(1);
    expect(onNavigate).toHaveBeenCalledWith('/', { replace: false });
    expect(result.current.status).toBe('guest');
  });

  it('keeps a valid secretary', async () => {
    api.route('GET /v1/secretaries/sec-7/verify', { body: { response: true } });
    const { result, reload } = renderWithTabib(api, useSession);
    await waitFor(() => expect(asked('/v1/secretaries/sec-7/verify')).toHaveLength(1));
    expect(result.current.role).toBe('secretary');
    expect(reload).not.toHaveBeenCalled();
    expect(asked('/v1/auth/logout')).toHaveLength(0);
  });
});

describe('logout (requirements §4)', () => {
  beforeEach(() => {
    api.route('POST /v1/auth/refresh', { body: { accessToken: 'p-token' } });
    api.route('GET /v1/users/me', { body: patient });
  });

  it.each<[string, { status: number; body?: unknown }]>([
    ['success', { status: 204 }],
    ['error', { status: 500, body: { code: 'INTERNAL', message: 'down' } }],
  ])('on %s clears the session, closes the menu, goes to / and reloads', async (_case, answer) => {
    api.route('POST /v1/auth/logout', answer);
    const { result, onNavigate, reload, queryClient } = renderWithTabib(api, useSession);
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    queryClient.setQueryData(['get', '/rdvs'], ['rdv-1']);
    const closed: string[] = [];

    await act(() => result.current.logout({ closeMenu: () => closed.push('menu') }));

    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(queryClient.getQueryData(['get', '/rdvs'])).toBeUndefined();
    expect(closed).toEqual(['menu']);
    expect(onNavigate).toHaveBeenCalledWith('/', { replace: false });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
  });

  it('without afterLogout leaves the page where it is: the session is just a guest', async () => {
    api.route('POST /v1/auth/logout', { status: 204 });
    const { result, onNavigate, reload } = renderWithTabib(api, useSession, {
      props: { afterLogout: undefined },
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    await act(() => result.current.logout());

    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('session cleared by the SDK (requirements §8)', () => {
  it('goes to the login page with the dashboard URL as returnUrl', async () => {
    api.route('POST /v1/auth/refresh', { body: { accessToken: 'p-token' } });
    let calls = 0;
    api.route('GET /v1/users/me', () =>
      ++calls === 1
        ? { body: patient }
        : { status: 403, body: { code: 'ACCOUNT_BLOCKED', message: 'Blocked' } },
    );
    const { result, onNavigate } = renderWithTabib(
      api,
      () => ({ session: useSession(), client: useTabibClientForTest() }),
      { currentUrl: '/patient-dashboard/settings?tab=2' },
    );
    await waitFor(() => expect(result.current.session.status).toBe('authenticated'));
    await act(async () => {
      await result.current.client.GET('/users/me');
    });
    expect(onNavigate).toHaveBeenCalledWith(
      '/auth/login?returnUrl=%2Fpatient-dashboard%2Fsettings%3Ftab%3D2',
      {
        replace: true,
      },
    );
    await waitFor(() => expect(result.current.session.status).toBe('guest'));
  });
});
