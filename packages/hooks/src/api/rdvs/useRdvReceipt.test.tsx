import type { components, Rdv } from '@tabib/contract';
import { createTabibClient } from '@tabib/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { ApiError, apiKey } from '../../query/keys';
import { createTestProvider, invalidatedKeys, settledData } from '../../../test/test-provider';
import { useCancelRdv } from './useCancelRdv';
import { useRdvReceipt } from './useRdvReceipt';

type RdvReceipt = components['schemas']['RdvReceipt'];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

function provider() {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  return createTestProvider(client);
}

const doctor = {
  _id: 'd-1',
  name: 'Dr Amel Kallel',
  photoUrl: null,
  doctorSpecialty: { _id: 's-1', name: 'Cardiologie' },
  city: 'Sfax',
  address: '12 rue de Tunis',
};

const refunded = {
  status: 'refunded' as const,
  amount: 60_000,
  requestedAt: '2026-03-02T08:00:00.000Z',
  completedAt: '2026-03-02T08:00:00.000Z',
};

const receipt: RdvReceipt = {
  reference: 'p-1',
  paidAt: '2026-03-02T07:05:00.000Z',
  amount: 60_000,
  currency: 'TND',
  provider: 'sandbox',
  rdv: {
    _id: 'r-1',
    date: '2026-03-04T08:00:00.000Z',
    endDate: '2026-03-04T08:30:00.000Z',
    status: 'cancelled',
    visitType: 'Consultation',
    visitTypeNames: {},
  },
  doctor,
  patient: { name: 'Ali Sassi', email: 'ali@example.tn', phone: null },
  refund: refunded,
};

describe('useRdvReceipt (GET /rdvs/{id}/receipt)', () => {
  it('reads the receipt and keys it by [get, path, params]', async () => {
    api.route('GET /v1/rdvs/r-1/receipt', { body: receipt });
    const { wrapper, queryClient } = provider();
    const { result } = renderHook(() => useRdvReceipt('r-1'), { wrapper });

    expect(await settledData(result)).toEqual(receipt);
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/rdvs/r-1/receipt']);
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'get',
      '/rdvs/{id}/receipt',
      { path: { id: 'r-1' } },
    ]);
  });

  it('fails with the server code when the rdv has no online payment (404 NOT_FOUND)', async () => {
    api.route('GET /v1/rdvs/r-2/receipt', { status: 404, body: { code: 'NOT_FOUND', message: 'none' } });
    const { wrapper } = provider();
    const { result } = renderHook(() => useRdvReceipt('r-2'), { wrapper });

    const error = await settledData(result).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('useCancelRdv of a paid rdv', () => {
  const cancelled = (refund: Rdv['payment']['refund']): Rdv => ({
    _id: 'r-1',
    doctor,
    patient: { _id: 'p-1', name: 'Ali Sassi', sexe: null, phone: null, email: 'ali@example.tn' },
    forRelative: null,
    date: '2026-03-04T08:00:00.000Z',
    endDate: '2026-03-04T08:30:00.000Z',
    status: 'cancelled',
    visitType: 'Consultation',
    visitTypeNames: {},
    service: null,
    price: 60_000,
    paymentMode: 'online',
    paymentStatus: refund === null ? 'unpaid' : 'refunded',
    payment: {
      status: refund === null ? 'unpaid' : 'refunded',
      amount: 60_000,
      method: 'online',
      paidAt: refund === null ? null : '2026-03-02T07:05:00.000Z',
      holdUntil: null,
      refund,
    },
    reason: null,
    cancelReason: 'Empêchement',
    cancelledBy: 'patient',
    remote: false,
    remoteConsent: null,
    createdAt: '2026-03-02T07:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
  });
  const receiptKey = apiKey('get', '/rdvs/{id}/receipt', { path: { id: 'r-1' } });
  const refundsKey = apiKey('get', '/admin/refunds', { query: { status: 'requested' } });

  it.each([
    ['with a refund, also marks its receipt and the back office’s refunds stale', refunded, true],
    ['without one (nothing was paid), leaves them alone', null, false],
  ])('%s', async (_title, refund, refreshes) => {
    api.route('POST /v1/rdvs/r-1/cancel', { body: cancelled(refund) });
    const { wrapper, queryClient } = provider();
    for (const key of [receiptKey, refundsKey]) queryClient.setQueryData(key, {});
    const { result } = renderHook(() => useCancelRdv(), { wrapper });

    await act(async () => {
      await result.current.mutateAsync({ id: 'r-1', reason: 'Empêchement' });
    });
    expect(invalidatedKeys(queryClient)).toEqual(refreshes ? [receiptKey, refundsKey] : []);
  });
});
