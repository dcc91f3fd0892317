import { createTabibClient } from '@tabib/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { apiKey } from '../../query/keys';
import { createTestProvider, invalidatedKeys } from '../../../test/test-provider';
import { useBookRdv } from './useBookRdv';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const booking = { doctor: 'd-1', date: '2026-12-01T08:00:00.000Z', paymentMode: 'onsite' as const };
const slotsOf = (doctor: string) => apiKey('get', '/doctors/{id}/slots', { path: { id: doctor } });

function setup() {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  const provider = createTestProvider(client);
  for (const doctor of ['d-1', 'd-2']) provider.queryClient.setQueryData(slotsOf(doctor), { slots: [] });
  const { result } = renderHook(() => useBookRdv(), { wrapper: provider.wrapper });
  return { provider, result };
}

describe('useBookRdv: a slot that is gone', () => {
  it.each([
    [409, 'SLOT_TAKEN'],
    [422, 'SLOT_UNAVAILABLE'],
  ])('a %i %s marks the booked doctor’s slots stale, and only theirs', async (status, code) => {
    api.route('POST /v1/rdvs', { status, body: { code, message: 'gone' } });
    const { provider, result } = setup();
    await act(async () => {
      await result.current.mutateAsync(booking).catch(() => undefined);
    });
    expect(invalidatedKeys(provider.queryClient)).toEqual([slotsOf('d-1')]);
  });

  it('another refusal leaves the slots alone', async () => {
    api.route('POST /v1/rdvs', { status: 422, body: { code: 'ONLINE_PAYMENT_DISABLED', message: 'no' } });
    const { provider, result } = setup();
    await act(async () => {
      await result.current.mutateAsync(booking).catch(() => undefined);
    });
    expect(invalidatedKeys(provider.queryClient)).toEqual([]);
  });
});
