import { createTabibClient } from '@tabib/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { createTestProvider, invalidatedKeys } from '../../../test/test-provider';
import { apiKey } from '../../query/keys';
import { useCreatePracticeRdv } from './useCreatePracticeRdv';
import { usePracticePatients } from './usePracticePatients';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const booking = {
  doctor: 'd-1',
  date: '2026-12-01T08:00:00.000Z',
  patient: { firstName: 'Hela', lastName: 'Mansour', phone: '20 123 456' },
};
const slotsOf = (doctor: string) => apiKey('get', '/doctors/{id}/slots', { path: { id: doctor } });
const agenda = apiKey('get', '/rdvs', { query: { query: { doctor: 'd-1' } } });
const lookup = apiKey('get', '/practice/patients', { query: { phone: '20 123 456' } });
const otherAgenda = apiKey('get', '/workingHours', { query: { doctor: 'd-1' } });

function setup() {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  const provider = createTestProvider(client);
  for (const key of [slotsOf('d-1'), slotsOf('d-2'), agenda, lookup, otherAgenda]) {
    provider.queryClient.setQueryData(key, {});
  }
  const { result } = renderHook(() => useCreatePracticeRdv(), { wrapper: provider.wrapper });
  return { provider, result };
}

describe('useCreatePracticeRdv', () => {
  it("a booked rdv refreshes the agenda, the doctor's slots and the practice's lookups, not the working hours", async () => {
    api.route('POST /v1/practice/rdvs', {
      status: 201,
      body: { _id: 'r-1', doctor: { _id: 'd-1' }, status: 'confirmed' },
    });
    const { provider, result } = setup();
    await act(async () => {
      await result.current.mutateAsync(booking);
    });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/practice/rdvs' });
    expect(invalidatedKeys(provider.queryClient)).toEqual([slotsOf('d-1'), agenda, lookup]);
  });

  it.each([
    [409, 'SLOT_TAKEN'],
    [422, 'SLOT_UNAVAILABLE'],
  ])('a %i %s marks that doctor’s slots stale, and only them', async (status, code) => {
    api.route('POST /v1/practice/rdvs', { status, body: { code, message: 'gone' } });
    const { provider, result } = setup();
    await act(async () => {
      await result.current.mutateAsync(booking).catch(() => undefined);
    });
    expect(invalidatedKeys(provider.queryClient)).toEqual([slotsOf('d-1')]);
  });
});

describe('usePracticePatients', () => {
  it('asks for the exact phone given and returns the matches', async () => {
    const hela = { _id: 'p-1', name: 'Hela Mansour', sexe: null, phone: '+21620123456' };
    api.route('GET /v1/practice/patients', { body: { results: [hela] } });
    const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false });
    const provider = createTestProvider(client);
    const { result } = renderHook(() => usePracticePatients({ phone: '+216 20 123 456' }), {
      wrapper: provider.wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ results: [hela] }));
    const asked = new URL(api.requests.at(-1)!.url, api.baseUrl);
    expect(asked.pathname).toBe('/v1/practice/patients');
    expect(asked.searchParams.get('phone')).toBe('+216 20 123 456');
  });
});
