import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useTabibClient } from '../../provider/context';
import { ApiError, apiKey, unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import type { MutationHookOptions } from '../options';

export type RoomTicket = components['schemas']['RoomTicket'];

/** Why the room will not let the reader in; anything else (network, 5xx) is worth another try. */
export type RoomRefusal = 'ROOM_FORBIDDEN' | 'ROOM_CLOSED' | 'NOT_REMOTE' | 'ROOM_NOT_OPEN';

export type RoomTicketAnswer = { ticket: RoomTicket } | { refusal: RoomRefusal };

const refusals: ReadonlySet<string> = new Set<RoomRefusal>([
  'ROOM_FORBIDDEN',
  'ROOM_CLOSED',
  'NOT_REMOTE',
  'ROOM_NOT_OPEN',
]);

/**
 * `POST /rdvs/{id}/room/ticket`, as a function the room's connection calls before each socket it opens:
 * a refusal is an answer (a 403 `FORBIDDEN` is the room's `ROOM_FORBIDDEN`), not logged; any other
 * failure throws, so the caller tries again later. Stable while the client is.
 */
export function useRoomTicket(): (rdvId: string) => Promise<RoomTicketAnswer> {
  const client = useTabibClient();
  return useCallback(
    async (rdvId: string) => {
      const { data, error, response } = await client.POST('/rdvs/{id}/room/ticket', {
        params: { path: { id: rdvId } },
      });
      if (data) return { ticket: data };
      const code = (error as { code?: unknown } | undefined)?.code;
      const refusal = code === 'FORBIDDEN' ? 'ROOM_FORBIDDEN' : code;
      if (typeof refusal === 'string' && refusals.has(refusal)) return { refusal: refusal as RoomRefusal };
      throw new ApiError(response.status, typeof code === 'string' ? code : `HTTP_${response.status}`, '');
    },
    [client],
  );
}

export interface EndRoomVariables {
  rdvId: string;
  note: string;
}

/** `POST /rdvs/{id}/room/end`: the doctor closes the room with a note; the rdv shows it afterwards. */
export function useEndRoom(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ rdvId, note }: EndRoomVariables) =>
      unwrap(
        await api.client.POST('/rdvs/{id}/room/end', { params: { path: { id: rdvId } }, body: { note } }),
        api.logger,
      ),
    onSuccess: (_, { rdvId }) =>
      queryClient.invalidateQueries({ queryKey: apiKey('get', '/rdvs/{id}', { path: { id: rdvId } }) }),
  });
}
