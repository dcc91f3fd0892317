/*
 * docs/decisions/055-teleconsultation-room.md: when a remote rdv's room is open. The waiting room opens
 * a little before the rdv so both parties can check their camera and microphone; it stays open after the
 * rdv's end because consultations overrun. The reminders quote these times too.
 */

/** The room opens this long before the rdv's `date`. */
export const ROOM_OPENS_BEFORE_MINUTES = 10;

/** The room closes this long after the rdv's `endDate`. */
export const ROOM_CLOSES_AFTER_MINUTES = 30;

const MINUTE_MS = 60_000;

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

/** The window of an rdv from `date` to `endDate`. */
export function roomWindow(rdv: { date: Date; endDate: Date }): RoomWindow {
  return {
    opensAt: new Date(rdv.date.getTime() - ROOM_OPENS_BEFORE_MINUTES * MINUTE_MS),
    closesAt: new Date(rdv.endDate.getTime() + ROOM_CLOSES_AFTER_MINUTES * MINUTE_MS),
  };
}

/** `before` the window opens, `open` inside it (opensAt included, closesAt excluded), `after` it. */
export function roomPhase(window: RoomWindow, now: Date): 'before' | 'open' | 'after' {
  if (now < window.opensAt) return 'before';
  if (now >= window.closesAt) return 'after';
  return 'open';
}
