import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { roomPhase, roomWindow, type RoomWindow } from './room-window.js';

/*
 * docs/decisions/055-teleconsultation-room.md: who may enter an rdv's room, when, and the single-use
 * tickets that let the WebSocket know who is connecting (a browser's WebSocket cannot send the
 * Authorization header).
 */

export type RoomRole = 'doctor' | 'patient';

/** A ticket is good for one connection within this many seconds. */
export const TICKET_TTL_SECONDS = 60;

/** The doctor may still write the end note this long after the room closed. */
export const NOTE_GRACE_MS = 24 * 3_600_000;

export interface RoomRdv {
  id: string;
  doctorId: string;
  patientId: string;
  status: string;
  remote: boolean;
  window: RoomWindow;
}

/** Every 403 of the API is `FORBIDDEN` (decision 011's role matrix); the reason says which rule refused. */
export const roomForbidden = () =>
  new DomainError('FORBIDDEN', 'Only the doctor and the patient of this rdv may join its room.', 403, {
    reason: 'ROOM_FORBIDDEN',
  });

export async function findRoomRdv(db: Kysely<Database>, rdvId: string): Promise<RoomRdv | undefined> {
  const row = await db
    .selectFrom('rdvs')
    .select(['id', 'doctor_id', 'patient_id', 'status', 'remote', 'date', 'end_date'])
    .where('id', '=', rdvId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    doctorId: row.doctor_id,
    patientId: row.patient_id,
    status: row.status,
    remote: row.remote,
    window: roomWindow({ date: row.date, endDate: row.end_date }),
  };
}

/** The role of `userId` in the rdv's room, or undefined for anyone else (a secretary, an admin). */
export function roleInRoom(rdv: RoomRdv, userId: string): RoomRole | undefined {
  if (userId === rdv.doctorId) return 'doctor';
  if (userId === rdv.patientId) return 'patient';
  return undefined;
}

/** Throws the 409 that says why the room cannot be entered now; returns when it is open. */
export function assertRoomOpen(rdv: RoomRdv, now: Date): void {
  if (!rdv.remote) throw new DomainError('NOT_REMOTE', 'This rdv is not a teleconsultation.', 409);
  if (rdv.status === 'cancelled' || rdv.status === 'absent') {
    throw new DomainError('ROOM_CLOSED', 'This teleconsultation was cancelled.', 409);
  }
  const phase = roomPhase(rdv.window, now);
  if (phase === 'before') {
    throw new DomainError('ROOM_NOT_OPEN', 'The room is not open yet.', 409, {
      opensAt: rdv.window.opensAt.toISOString(),
    });
  }
  if (phase === 'after') {
    throw new DomainError('ROOM_CLOSED', 'The room of this teleconsultation is closed.', 409, {
      closesAt: rdv.window.closesAt.toISOString(),
    });
  }
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export async function issueTicket(
  db: Kysely<Database>,
  rdv: RoomRdv,
  userId: string,
  role: RoomRole,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_SECONDS * 1000);
  // Expired tickets are of no use to anyone: each issue sweeps them.
  await db.deleteFrom('room_tickets').where('expires_at', '<', now).execute();
  await db
    .insertInto('room_tickets')
    .values({ token_hash: hashOf(ticket), rdv_id: rdv.id, user_id: userId, role, expires_at: expiresAt })
    .execute();
  return { ticket, expiresAt };
}

/**
 * Spends a ticket: deleted in the same statement that reads it, so two connections racing with one
 * ticket (on two instances too) get it once. Undefined: unknown, used, expired or of another rdv.
 */
export async function redeemTicket(
  db: Kysely<Database>,
  rdvId: string,
  ticket: string,
  now: Date,
): Promise<{ userId: string; role: RoomRole } | undefined> {
  const row = await db
    .deleteFrom('room_tickets')
    .where('token_hash', '=', hashOf(ticket))
    .returning(['rdv_id', 'user_id', 'role', 'expires_at'])
    .executeTakeFirst();
  if (row === undefined || row.rdv_id !== rdvId || row.expires_at <= now) return undefined;
  return { userId: row.user_id, role: row.role };
}
