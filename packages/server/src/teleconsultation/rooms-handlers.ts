import { findRdvRow, type RdvReadRow, toRdv } from '../booking/rdvs-data.js';
import { DomainError } from '../platform/errors.js';
import { iceServersFor } from './ice-servers.js';
import {
  assertRoomOpen,
  findRoomRdv,
  issueTicket,
  NOTE_GRACE_MS,
  roleInRoom,
  roomForbidden,
  type RoomRdv,
} from './room.js';
import { type ApiDeps, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** docs/decisions/055-teleconsultation-room.md: the room's ticket and the doctor's end note. */
export function createRoomHandlers(deps: ApiDeps) {
  async function loadRoomRdv(rdvId: string): Promise<RoomRdv> {
    // With the feature off the room does not exist (docs/decisions/054).
    if (!deps.config.teleconsultation) throw notFound('Room');
    const rdv = await findRoomRdv(deps.db, rdvId);
    if (rdv === undefined) throw notFound('Rdv');
    return rdv;
  }

  return {
    async createRoomTicket(request) {
      const caller = requireCaller(request);
      const rdv = await loadRoomRdv(request.params.id);
      const role = roleInRoom(rdv, caller.userId);
      // A secretary sees the rdv in the agenda but is not a party to the consultation.
      if (role === undefined) throw roomForbidden();
      const now = deps.now();
      assertRoomOpen(rdv, now);
      const { ticket, expiresAt } = await issueTicket(deps.db, rdv, caller.userId, role, now);
      return {
        ticket,
        expiresAt: expiresAt.toISOString(),
        opensAt: rdv.window.opensAt.toISOString(),
        closesAt: rdv.window.closesAt.toISOString(),
        role,
        iceServers: iceServersFor(deps.config.turn, caller.userId, now),
      };
    },

    async endRemoteConsultation(request) {
      const caller = requireCaller(request);
      const rdv = await loadRoomRdv(request.params.id);
      if (roleInRoom(rdv, caller.userId) !== 'doctor') throw roomForbidden();
      const now = deps.now();
      // The note may follow the call: the room's window plus a day to write it.
      const note = request.body.note.trim();
      if (note === '') throw new DomainError('VALIDATION_FAILED', 'The note is empty.', 400);
      const late = now.getTime() >= rdv.window.closesAt.getTime() + NOTE_GRACE_MS;
      assertRoomOpen(rdv, late ? now : new Date(Math.min(now.getTime(), rdv.window.closesAt.getTime() - 1)));
      await deps.db
        .updateTable('rdvs')
        .set({ remote_note: note, remote_note_at: now })
        .where('id', '=', rdv.id)
        .execute();
      return toRdv((await findRdvRow(deps.db, rdv.id)) as RdvReadRow);
    },
  } satisfies Handlers;
}
