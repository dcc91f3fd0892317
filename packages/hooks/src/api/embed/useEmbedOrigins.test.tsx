import { createTabibClient } from '@tabib/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { createTestProvider } from '../../../test/test-provider';
import { apiKey } from '../../query/keys';
import { useEmbedDoctors, useEmbedOrigins, useUpdateEmbedOrigins } from './useEmbedOrigins';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const DOCTOR = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';
const CLINIC = 'https://clinique-menzah.tn';

function setup() {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  return createTestProvider(client);
}

describe('useEmbedOrigins', () => {
  it("asks for the named doctor's sites", async () => {
    api.route('GET /v1/embed/origins', { body: { origins: [CLINIC] } });
    const provider = setup();
    const { result } = renderHook(() => useEmbedOrigins(DOCTOR), { wrapper: provider.wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ origins: [CLINIC] }));
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /v1/embed/origins?doctor=${DOCTOR}`,
    ]);
  });
});

describe('useUpdateEmbedOrigins', () => {
  it("puts the list and keeps the server's normalised answer as the doctor's sites", async () => {
    api.route('PUT /v1/embed/origins', { body: { origins: [CLINIC] } });
    const provider = setup();
    const key = apiKey('get', '/embed/origins', { query: { doctor: DOCTOR } });
    provider.queryClient.setQueryData(key, { origins: [] });
    const { result } = renderHook(() => useUpdateEmbedOrigins(), { wrapper: provider.wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        doctor: DOCTOR,
        origins: ['https://Clinique-Menzah.tn:443', CLINIC],
      });
    });
    expect(provider.queryClient.getQueryData(key)).toEqual({ origins: [CLINIC] });
    // Filled from the answer: no second request reads the list again.
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /v1/embed/origins',
    ]);
    expect(api.requests[0]?.headers['x-xsrf-token']).toBe('xsrf');
  });

  it('rejects with the API error and leaves the list as it was', async () => {
    api.route('PUT /v1/embed/origins', {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'origins/0 must match pattern' },
    });
    const provider = setup();
    const key = apiKey('get', '/embed/origins', { query: { doctor: DOCTOR } });
    provider.queryClient.setQueryData(key, { origins: [CLINIC] });
    const { result } = renderHook(() => useUpdateEmbedOrigins(), { wrapper: provider.wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ doctor: DOCTOR, origins: ['clinique.tn'] }),
      ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    });
    expect(provider.queryClient.getQueryData(key)).toEqual({ origins: [CLINIC] });
  });
});

describe('useEmbedDoctors', () => {
  it("asks for a specialty's doctors in a governorate who allow the site", async () => {
    api.route('GET /v1/embed/doctors', { body: { doctors: [DOCTOR] } });
    const provider = setup();
    const params = { origin: CLINIC, specialty: DOCTOR, governorate: 'Sousse' };
    const { result } = renderHook(() => useEmbedDoctors(params), { wrapper: provider.wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ doctors: [DOCTOR] }));
    const asked = new URL(api.requests.at(-1)!.url, api.baseUrl);
    expect(asked.pathname).toBe('/v1/embed/doctors');
    expect(Object.fromEntries(asked.searchParams)).toEqual(params);
  });
});
