import { createTabibClient } from '@tabib/sdk';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { createTestProvider } from '../../../test/test-provider';
import { usePayment } from './usePayment';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.route('GET /v1/payments/p-1', { body: { _id: 'p-1', status: 'pending' } });
});
afterEach(() => api.close());

/** The highest pending count the client's loading tracker reached while `usePayment` loaded. */
async function loadingPeak(options: Parameters<typeof usePayment>[1]) {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  let peak = 0;
  client.loading.subscribe((pending) => {
    peak = Math.max(peak, pending);
  });
  const { result } = renderHook(() => usePayment('p-1', options), {
    wrapper: createTestProvider(client).wrapper,
  });
  await waitFor(() => expect(result.current.data?.status).toBe('pending'));
  return peak;
}

describe('usePayment', () => {
  it('moves the loading bar for a normal read', async () => {
    expect(await loadingPeak({})).toBe(1);
  });

  it('requirements §2: a background poll leaves the loading bar alone', async () => {
    expect(await loadingPeak({ background: true })).toBe(0);
  });
});
