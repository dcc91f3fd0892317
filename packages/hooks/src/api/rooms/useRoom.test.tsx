import { createTabibClient } from '@tabib/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../../test/fakeApi';
import { apiKey, ApiError } from '../../query/keys';
import { createTestProvider, invalidatedKeys } from '../../../test/test-provider';
import { useEndRoom, useRoomTicket } from './useRoom';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

function setup<T>(hook: () => T) {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  const provider = createTestProvider(client);
  const { result } = renderHook(hook, { wrapper: provider.wrapper });
  return { provider, result };
}

const ticket = { ticket: 't-1', role: 'patient', iceServers: [{ urls: ['stun:127.0.0.1:3478'] }] };

describe('useRoomTicket', () => {
  it('gives the ticket of a room that is open', async () => {
    api.route('POST /v1/rdvs/r-1/room/ticket', { status: 200, body: ticket });
    const { result } = setup(() => useRoomTicket());
    await expect(result.current('r-1')).resolves.toEqual({ ticket });
  });

  it.each([
    [403, 'FORBIDDEN', 'ROOM_FORBIDDEN'],
    [409, 'ROOM_NOT_OPEN', 'ROOM_NOT_OPEN'],
    [409, 'ROOM_CLOSED', 'ROOM_CLOSED'],
    [409, 'NOT_REMOTE', 'NOT_REMOTE'],
  ])('a %i %s is the refusal %s, an answer and not a failure', async (status, code, refusal) => {
    api.route('POST /v1/rdvs/r-1/room/ticket', { status, body: { code, message: 'no' } });
    const { result } = setup(() => useRoomTicket());
    await expect(result.current('r-1')).resolves.toEqual({ refusal });
  });

  it('throws on any other failure, so the room tries again', async () => {
    api.route('POST /v1/rdvs/r-1/room/ticket', {
      status: 503,
      body: { code: 'DATABASE_UNAVAILABLE', message: 'later' },
    });
    const { result } = setup(() => useRoomTicket());
    await expect(result.current('r-1')).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    await expect(result.current('r-1')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('useEndRoom', () => {
  it('closes that rdv’s room and marks that rdv stale, and only it', async () => {
    api.route('POST /v1/rdvs/r-1/room/end', { status: 200, body: { _id: 'r-1' } });
    const { provider, result } = setup(() => useEndRoom());
    const rdvKey = (id: string) => apiKey('get', '/rdvs/{id}', { path: { id } });
    for (const id of ['r-1', 'r-2']) provider.queryClient.setQueryData(rdvKey(id), { _id: id });
    await act(async () => {
      await result.current.mutateAsync({ rdvId: 'r-1', note: 'Bilan à refaire dans un mois' });
    });
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/rdvs/r-1/room/end',
    ]);
    expect(invalidatedKeys(provider.queryClient)).toEqual([rdvKey('r-1')]);
  });
});
