import type { components } from '@tabib/contract';
import { createTabibClient } from '@tabib/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { ApiError, apiKey } from '../../query/keys';
import { useUpdateDoctorBooleanInfo } from '../doctors/useUpdateDoctorBooleanInfo';
import { createTestProvider, invalidatedKeys, settledData } from '../../../test/test-provider';
import { useAdminDoctors } from './useAdminDoctors';
import { useAdminRefunds } from './useAdminRefunds';
import { useAdminUsers } from './useAdminUsers';
import { useAuditLog } from './useAuditLog';
import { useCompleteAdminRefund } from './useCompleteAdminRefund';
import { useOutbox } from './useOutbox';
import { useUpdateAdminUser } from './useUpdateAdminUser';

type AdminUserRow = components['schemas']['AdminUserRow'];
type AdminRefundRow = components['schemas']['AdminRefundRow'];

const emptyPage = { page: 1, limit: 20, totalPages: 0, totalResults: 0, results: [] };
const blockedPatient: AdminUserRow = {
  _id: 'u-1',
  name: 'Amal Ben Salah',
  email: 'amal@example.tn',
  role: 'patient',
  blocked: true,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastLoginAt: null,
};

let api: FakeApi;
/** The JSON bodies sent, in order (the fake API records method, URL and headers only). */
let bodies: unknown[];

beforeEach(async () => {
  api = await startFakeApi();
  bodies = [];
});
afterEach(() => api.close());

function provider() {
  const client = createTabibClient({
    baseUrl: api.baseUrl,
    refresh: false,
    getXsrfToken: () => 'xsrf-test',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') bodies.push(await request.clone().json());
      return globalThis.fetch(request);
    },
  });
  return createTestProvider(client);
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, api.origin).searchParams);

describe('the back-office lists (GET /admin/doctors, /admin/users, /admin/audit, /outbox)', () => {
  it('asks for the doctors with the filters in the query and keys them by [get, path, params]', async () => {
    const page = {
      ...emptyPage,
      totalPages: 1,
      totalResults: 1,
      results: [
        {
          _id: 'd-1',
          name: 'Dr Sami Trabelsi',
          email: 'sami@example.tn',
          specialty: null,
          city: 'Sfax',
          isVerified: false,
          isActive: true,
          blocked: false,
          createdAt: '2026-02-01T08:00:00.000Z',
        },
      ],
    };
    api.route('GET /v1/admin/doctors', { body: page });
    const { wrapper, queryClient } = provider();
    const params = { q: 'sami', verified: false, page: 2, limit: 10 };
    const { result } = renderHook(() => useAdminDoctors(params), { wrapper });

    expect(await settledData(result)).toEqual(page);
    expect(queryOf(api.requests[0]!.url)).toEqual({ q: 'sami', verified: 'false', page: '2', limit: '10' });
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'get',
      '/admin/doctors',
      { query: params },
    ]);
  });

  it('asks for the accounts of one role, blocked only', async () => {
    api.route('GET /v1/admin/users', { body: emptyPage });
    const { wrapper } = provider();
    const { result } = renderHook(() => useAdminUsers({ role: 'admin', blocked: true }), { wrapper });

    await settledData(result);
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/admin/users?role=admin&blocked=true']);
  });

  it('asks for the audit entries of one kind of record', async () => {
    api.route('GET /v1/admin/audit', { body: emptyPage });
    const { wrapper } = provider();
    const { result } = renderHook(() => useAuditLog({ entity: 'doctor', page: 3 }), { wrapper });

    await settledData(result);
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/admin/audit?entity=doctor&page=3']);
  });

  it('asks for the outbox messages of one status', async () => {
    api.route('GET /v1/outbox', { body: emptyPage });
    const { wrapper } = provider();
    const { result } = renderHook(() => useOutbox({ status: 'failed' }), { wrapper });

    await settledData(result);
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/outbox?status=failed']);
  });

  it('stays idle while disabled', async () => {
    const { wrapper } = provider();
    const { result } = renderHook(() => useOutbox({}, { enabled: false }), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toEqual([]);
  });
});

describe('useUpdateAdminUser (PATCH /admin/users/{id})', () => {
  it('sends the change and invalidates the account lists, its record and the audit log, nothing else', async () => {
    api.route('PATCH /v1/admin/users/u-1', { body: blockedPatient });
    const { wrapper, queryClient } = provider();
    const cached = [
      apiKey('get', '/admin/users', { query: { blocked: false } }),
      apiKey('get', '/admin/users', { query: { role: 'admin' } }),
      apiKey('get', '/users', { query: { id: 'u-1' } }),
      apiKey('get', '/users', { query: { id: 'u-2' } }),
      apiKey('get', '/admin/audit', { query: { page: 1 } }),
      apiKey('get', '/admin/doctors', { query: {} }),
      apiKey('get', '/outbox', { query: {} }),
    ];
    for (const key of cached) queryClient.setQueryData(key, emptyPage);
    const { result } = renderHook(() => useUpdateAdminUser(), { wrapper });

    let user: AdminUserRow | undefined;
    await act(async () => {
      user = await result.current.mutateAsync({ id: 'u-1', changes: { blocked: true } });
    });

    expect(user).toEqual(blockedPatient);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PATCH /v1/admin/users/u-1',
    ]);
    expect(api.requests[0]!.headers['x-xsrf-token']).toBe('xsrf-test');
    expect(bodies).toEqual([{ blocked: true }]);
    expect(invalidatedKeys(queryClient)).toEqual([cached[0], cached[1], cached[2], cached[4]]);
  });

  it('rejects with the server code of a refused role change (422 SELF_LOCKOUT)', async () => {
    api.route('PATCH /v1/admin/users/me-admin', {
      status: 422,
      body: { code: 'SELF_LOCKOUT', message: 'An admin cannot withdraw their own admin role' },
    });
    const { wrapper, queryClient, loggedErrors } = provider();
    queryClient.setQueryData(apiKey('get', '/admin/users', { query: {} }), emptyPage);
    const { result } = renderHook(() => useUpdateAdminUser(), { wrapper });

    let error: unknown;
    await act(async () => {
      error = await result.current
        .mutateAsync({ id: 'me-admin', changes: { role: 'patient' } })
        .catch((reason: unknown) => reason);
    });

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'SELF_LOCKOUT' });
    expect(loggedErrors).toHaveLength(1);
    expect(invalidatedKeys(queryClient)).toEqual([]);
  });
});

describe('useUpdateDoctorBooleanInfo from the back office', () => {
  it('also invalidates the admin doctor list and the audit log, so the row shows the new state', async () => {
    api.route('PATCH /v1/users/d-1/doctor-boolean-info', { body: { _id: 'd-1' } });
    const { wrapper, queryClient } = provider();
    const doctors = apiKey('get', '/admin/doctors', { query: { verified: false } });
    const audit = apiKey('get', '/admin/audit', { query: {} });
    const users = apiKey('get', '/admin/users', { query: {} });
    for (const key of [doctors, audit, users]) queryClient.setQueryData(key, emptyPage);
    const { result } = renderHook(() => useUpdateDoctorBooleanInfo(), { wrapper });

    await act(async () => {
      await result.current.mutateAsync({ id: 'd-1', flags: { isVerified: true } });
    });

    expect(bodies).toEqual([{ isVerified: true }]);
    await waitFor(() => expect(invalidatedKeys(queryClient)).toEqual([doctors, audit]));
  });
});

describe('the refunds (GET /admin/refunds, POST /admin/refunds/{id}/complete)', () => {
  const completed: AdminRefundRow = {
    _id: 'f-1',
    status: 'refunded',
    cause: 'patient_cancelled',
    amount: 60_000,
    currency: 'TND',
    provider: 'paymee',
    payment: 'p-1',
    rdv: { _id: 'r-1', date: '2026-03-04T08:00:00.000Z', status: 'cancelled' },
    patient: { _id: 'u-1', name: 'Ali Sassi', email: 'ali@example.tn', phone: null },
    doctor: { _id: 'd-1', name: 'Dr Amel Kallel' },
    reference: 'VIR-2026-0042',
    failure: null,
    requestedAt: '2026-03-02T08:00:00.000Z',
    completedAt: '2026-03-02T09:00:00.000Z',
  };

  it('asks for the refunds of one status', async () => {
    api.route('GET /v1/admin/refunds', { body: emptyPage });
    const { wrapper } = provider();
    const { result } = renderHook(() => useAdminRefunds({ status: 'requested', page: 2 }), { wrapper });

    await settledData(result);
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/admin/refunds?status=requested&page=2']);
  });

  it('completes one with its reference and invalidates the refunds, the audit log and the rdv’s views, nothing else', async () => {
    api.route('POST /v1/admin/refunds/f-1/complete', { body: completed });
    const { wrapper, queryClient } = provider();
    const cached = [
      apiKey('get', '/admin/refunds', { query: { status: 'requested' } }),
      apiKey('get', '/admin/audit', { query: {} }),
      apiKey('get', '/rdvs/{id}', { path: { id: 'r-1' } }),
      apiKey('get', '/rdvs', { query: { query: { patient: 'u-1' } } }),
      apiKey('get', '/rdvs/{id}/receipt', { path: { id: 'r-1' } }),
      apiKey('get', '/rdvs/{id}', { path: { id: 'r-2' } }),
      apiKey('get', '/admin/users', { query: {} }),
    ];
    for (const key of cached) queryClient.setQueryData(key, emptyPage);
    const { result } = renderHook(() => useCompleteAdminRefund(), { wrapper });

    let refund: AdminRefundRow | undefined;
    await act(async () => {
      refund = await result.current.mutateAsync({ id: 'f-1', reference: 'VIR-2026-0042' });
    });

    expect(refund).toEqual(completed);
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/admin/refunds/f-1/complete',
    ]);
    expect(bodies).toEqual([{ reference: 'VIR-2026-0042' }]);
    expect(invalidatedKeys(queryClient)).toEqual(cached.slice(0, 5));
  });

  it('sends an empty body without a reference, and rejects a refund already done (409 INVALID_TRANSITION)', async () => {
    api.route('POST /v1/admin/refunds/f-1/complete', {
      status: 409,
      body: { code: 'INVALID_TRANSITION', message: 'A refunded refund cannot be completed by hand.' },
    });
    const { wrapper, queryClient } = provider();
    queryClient.setQueryData(apiKey('get', '/admin/refunds', { query: {} }), emptyPage);
    const { result } = renderHook(() => useCompleteAdminRefund(), { wrapper });

    let error: unknown;
    await act(async () => {
      error = await result.current.mutateAsync({ id: 'f-1' }).catch((reason: unknown) => reason);
    });

    expect(bodies).toEqual([{}]);
    expect(error).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    expect(invalidatedKeys(queryClient)).toEqual([]);
  });
});
