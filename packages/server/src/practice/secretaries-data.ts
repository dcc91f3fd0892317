import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database } from '../platform/db/schema.js';
import { normalizeEmail } from '../accounts/accounts-data.js';

/** The spec's `Secretary` (docs/decisions/001-domain-model.md). */
export type Secretary = components['schemas']['Secretary'];

export interface SecretaryLink {
  id: string;
  doctorId: string;
  email: string;
  userId: string | null;
}

function selectSecretaries(db: Kysely<Database>) {
  return db
    .selectFrom('secretaries as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.email',
      's.doctor_id',
      's.user_id',
      's.invitation_expires_at',
      's.created_at',
      'u.first_name',
      'u.last_name',
    ]);
}

type SecretaryRow = Awaited<ReturnType<ReturnType<typeof selectSecretaries>['executeTakeFirstOrThrow']>>;

function toSecretary(row: SecretaryRow): Secretary {
  return {
    _id: row.id,
    email: row.email,
    name: row.first_name === null ? row.email : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    doctor: row.doctor_id,
    verified: row.user_id !== null,
    invitationExpiresAt: row.invitation_expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** A doctor's secretaries, oldest first (a doctor has a handful, so one page holds them all). */
export async function listSecretariesOf(db: Kysely<Database>, doctorId: string): Promise<Secretary[]> {
  const rows = await selectSecretaries(db)
    .where('s.doctor_id', '=', doctorId)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
  return rows.map(toSecretary);
}

export async function findSecretary(db: Kysely<Database>, id: string): Promise<Secretary | undefined> {
  const row = await selectSecretaries(db).where('s.id', '=', id).executeTakeFirst();
  return row && toSecretary(row);
}

export async function findSecretaryLink(
  db: Kysely<Database>,
  id: string,
): Promise<SecretaryLink | undefined> {
  const row = await db
    .selectFrom('secretaries')
    .select(['id', 'doctor_id', 'email', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, doctorId: row.doctor_id, email: row.email, userId: row.user_id };
}

/** The secretary account with this e-mail and the link it already has, if any. */
export async function findSecretaryAccount(
  db: Kysely<Database>,
  email: string,
): Promise<{ userId: string; link: SecretaryLink | undefined } | undefined> {
  const address = normalizeEmail(email);
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', address)
    .where('role', '=', 'secretary')
    .executeTakeFirst();
  if (!account) return undefined;
  const row = await db
    .selectFrom('secretaries')
    .select(['id', 'doctor_id', 'email', 'user_id'])
    .where((eb) => eb.or([eb('user_id', '=', account.id), eb('email', '=', address)]))
    .executeTakeFirst();
  return {
    userId: account.id,
    link: row && { id: row.id, doctorId: row.doctor_id, email: row.email, userId: row.user_id },
  };
}

/** Links a secretary account to a doctor; the UNIQUE e-mail and user_id keep it to one doctor. */
export async function insertSecretary(
  db: Kysely<Database>,
  link: { doctorId: string; email: string; userId: string },
  now: Date,
): Promise<string> {
  const id = newId(now.getTime());
  await db
    .insertInto('secretaries')
    .values({
      id,
      doctor_id: link.doctorId,
      email: normalizeEmail(link.email),
      user_id: link.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function deleteSecretary(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('secretaries').where('id', '=', id).execute();
}

/** A pending invitation: a link with no account yet, named by the hash of its token. */
export interface SecretaryInvitation {
  id: string;
  doctorId: string;
  email: string;
  expiresAt: Date;
  doctorName: string;
}

/** The invitation whose token hashes to `hash`, locked when `forUpdate` (its acceptance). */
export async function findSecretaryInvitation(
  db: Kysely<Database>,
  hash: string,
  forUpdate = false,
): Promise<SecretaryInvitation | undefined> {
  let query = db
    .selectFrom('secretaries as s')
    .innerJoin('users as d', 'd.id', 's.doctor_id')
    .select(['s.id', 's.doctor_id', 's.email', 's.invitation_expires_at', 'd.first_name', 'd.last_name'])
    .where('s.invitation_hash', '=', hash)
    .where('s.user_id', 'is', null);
  if (forUpdate) query = query.forUpdate('s');
  const row = await query.executeTakeFirst();
  return (
    row && {
      id: row.id,
      doctorId: row.doctor_id,
      email: row.email,
      expiresAt: row.invitation_expires_at as Date,
      doctorName: `${row.first_name} ${row.last_name}`,
    }
  );
}

/** A pending link by e-mail (an invitation not yet accepted), whichever doctor made it. */
export async function findPendingLinkByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<SecretaryLink | undefined> {
  const row = await db
    .selectFrom('secretaries')
    .select(['id', 'doctor_id', 'email', 'user_id'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, doctorId: row.doctor_id, email: row.email, userId: row.user_id };
}

/** Records an invitation (a new pending link, or new token and expiry for the doctor's pending one). */
export async function saveSecretaryInvitation(
  db: Kysely<Database>,
  invitation: {
    existingId: string | undefined;
    doctorId: string;
    email: string;
    hash: string;
    expiresAt: Date;
  },
  now: Date,
): Promise<string> {
  if (invitation.existingId !== undefined) {
    await db
      .updateTable('secretaries')
      .set({ invitation_hash: invitation.hash, invitation_expires_at: invitation.expiresAt, updated_at: now })
      .where('id', '=', invitation.existingId)
      .execute();
    return invitation.existingId;
  }
  const id = newId(now.getTime());
  await db
    .insertInto('secretaries')
    .values({
      id,
      doctor_id: invitation.doctorId,
      email: normalizeEmail(invitation.email),
      user_id: null,
      invitation_hash: invitation.hash,
      invitation_expires_at: invitation.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
