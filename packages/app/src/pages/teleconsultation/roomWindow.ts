import type { Rdv } from '@tabib/sdk';

/** docs/decisions/055: the room opens 10 minutes before the rdv and closes 30 minutes after its end. */
export const ROOM_OPENS_BEFORE_MS = 10 * 60_000;
export const ROOM_CLOSES_AFTER_MS = 30 * 60_000;

export const roomHref = (rdvId: string) => `/teleconsultation/${encodeURIComponent(rdvId)}`;

/** Whether a party may join now: a remote, not cancelled rdv inside its window. */
export function isRoomOpen(rdv: Pick<Rdv, 'remote' | 'status' | 'date' | 'endDate'>, now: Date): boolean {
  if (!rdv.remote || rdv.status === 'cancelled' || rdv.status === 'absent') return false;
  const time = now.getTime();
  return (
    time >= Date.parse(rdv.date) - ROOM_OPENS_BEFORE_MS &&
    time < Date.parse(rdv.endDate) + ROOM_CLOSES_AFTER_MS
  );
}
