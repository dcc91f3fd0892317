import type { Kysely } from 'kysely';
import { revokeAllForUser } from '../accounts/sessions.js';
import { hashPassword, hashRefreshToken, newRefreshToken } from '../platform/crypto.js';
import { normalizeEmail, storedPhone } from '../accounts/accounts-data.js';
import { queueSecretaryInvitation } from '../notifications/notifications-data.js';
import {
  deleteSecretary,
  findPendingLinkByEmail,
  findSecretary,
  findSecretaryAccount,
  findSecretaryInvitation,
  insertSecretary,
  saveSecretaryInvitation,
  type Secretary,
  type SecretaryInvitation,
  type SecretaryLink,
} from './secretaries-data.js';
import { newId } from '../platform/db/ids.js';
import { audit } from '../platform/audit.js';
import type { Database } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';

/*
 * A secretary works for exactly one doctor (docs/design.md "Sign-in"). Secretary accounts are never made
 * by `POST /auth/register` (docs/decisions/007-auth-sessions.md): a doctor (or an admin for a doctor)
 * adds a secretary by e-mail (spec `POST /secretaries`). A secretary account that works for nobody is
 * linked at once; an e-mail with no account gets an invitation, a one-time link valid 7 days to create
 * the account, which is linked when it is created (docs/decisions/032-secretary-invitations.md).
 */

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UNIQUE_VIOLATION = '23505';

const notAvailable = () =>
  new DomainError(
    'SECRETARY_NOT_AVAILABLE',
    'This e-mail does not belong to a secretary account that is free to be added.',
    422,
  );

/**
 * spec `GET /secretaries/verify`: the e-mail can be added — a secretary account working for nobody,
 * or an address with no account and no invitation yet.
 */
export async function isSecretaryAvailable(db: Kysely<Database>, email: string): Promise<boolean> {
  const account = await findSecretaryAccount(db, email);
  if (account !== undefined) return account.link === undefined;
  return !(await hasAccount(db, email)) && (await findPendingLinkByEmail(db, email)) === undefined;
}

async function hasAccount(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

const invitationGone = () =>
  new DomainError('INVITATION_NOT_FOUND', 'This invitation does not exist, was used or was withdrawn.', 404);
const invitationExpired = () =>
  new DomainError('INVITATION_EXPIRED', 'This invitation has expired; ask the doctor for a new one.', 410);

/**
 * An invitation for an address with no account: a pending link (or the doctor's pending one renewed)
 * with a new one-time token, and its e-mail queued in the same transaction.
 */
async function inviteSecretary(
  db: Kysely<Database>,
  doctorId: string,
  email: string,
  options: { now: Date; publicUrl: string },
): Promise<string> {
  const pending = await findPendingLinkByEmail(db, email);
  if (pending !== undefined && pending.doctorId !== doctorId) throw notAvailable();
  const doctor = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'locale'])
    .where('id', '=', doctorId)
    .where('role', '=', 'doctor')
    .executeTakeFirst();
  if (!doctor) throw new DomainError('NOT_FOUND', 'Doctor not found.', 404);
  const token = newRefreshToken();
  const expiresAt = new Date(options.now.getTime() + INVITATION_TTL_MS);
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await saveSecretaryInvitation(
        trx,
        { existingId: pending?.id, doctorId, email, hash: hashRefreshToken(token), expiresAt },
        options.now,
      );
      await queueSecretaryInvitation(
        trx,
        normalizeEmail(email),
        {
          doctorName: `${doctor.first_name} ${doctor.last_name}`,
          invitationUrl: `${options.publicUrl}/secretary-invitation?token=${token}`,
          expiresAt: expiresAt.toISOString(),
        },
        doctor.locale,
        options.now,
      );
      return id;
    });
  } catch (error) {
    // Another doctor invited the same address between the check and the insert.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw notAvailable();
    throw error;
  }
}

/** spec `GET /secretaries/invitations/{token}`: who invites, which address, until when. */
export async function readSecretaryInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SecretaryInvitation> {
  const invitation = await findSecretaryInvitation(db, hashRefreshToken(token));
  if (!invitation) throw invitationGone();
  if (invitation.expiresAt <= now) throw invitationExpired();
  return invitation;
}

/**
 * spec `POST /secretaries/invitations/{token}/accept`: creates the secretary account with the invited
 * address and links it to the doctor, once (the link is locked and its token cleared). Returns the
 * new account's id.
 */
export async function acceptSecretaryInvitation(
  db: Kysely<Database>,
  token: string,
  account: { firstName: string; lastName: string; password: string; phone?: string | undefined },
  now: Date,
): Promise<string> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await findSecretaryInvitation(trx, hashRefreshToken(token), true);
      if (!invitation) throw invitationGone();
      if (invitation.expiresAt <= now) throw invitationExpired();
      const userId = newId(now.getTime());
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: invitation.email,
          password_hash: passwordHash,
          role: 'secretary',
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone === undefined ? null : storedPhone(account.phone),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .updateTable('secretaries')
        .set({ user_id: userId, invitation_hash: null, invitation_expires_at: null, updated_at: now })
        .where('id', '=', invitation.id)
        .execute();
      return userId;
    });
  } catch (error) {
    // An account was made with this address since the invitation (another role): it cannot be linked.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw new DomainError('EMAIL_TAKEN', 'An account with this e-mail already exists.', 409);
    }
    throw error;
  }
}

/**
 * spec `POST /secretaries`: links a free secretary account, or invites an address with no account
 * (again: a new link for the doctor's own pending invitation). 409 `ALREADY_EXISTS` when the account
 * already works for this doctor; 422 `SECRETARY_NOT_AVAILABLE` when it works for another doctor, is
 * invited by another doctor, or is an account of another role.
 */
export async function addSecretary(
  db: Kysely<Database>,
  doctorId: string,
  email: string,
  options: { now: Date; publicUrl: string },
): Promise<Secretary> {
  const { now } = options;
  const account = await findSecretaryAccount(db, email);
  if (!account) {
    if (await hasAccount(db, email)) throw notAvailable();
    return (await findSecretary(db, await inviteSecretary(db, doctorId, email, options))) as Secretary;
  }
  if (account.link) {
    if (account.link.doctorId === doctorId)
      throw new DomainError('ALREADY_EXISTS', 'This secretary already works for you.', 409);
    throw notAvailable();
  }
  let id: string;
  try {
    id = await insertSecretary(db, { doctorId, email, userId: account.userId }, now);
  } catch (error) {
    // Another doctor linked the same account between the check and the insert.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw notAvailable();
    throw error;
  }
  return (await findSecretary(db, id)) as Secretary;
}

/**
 * spec `DELETE /secretaries/{id}`: the link goes and the secretary's sessions are revoked; their
 * access tokens stop working for the doctor at once, because every request re-reads the link. An
 * admin's removal (`adminUserId`) is audited as `secretary.remove` with the whole `Secretary` before.
 */
export async function removeSecretary(
  db: Kysely<Database>,
  link: SecretaryLink,
  now: Date,
  adminUserId?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = adminUserId === undefined ? undefined : await findSecretary(trx, link.id);
    await deleteSecretary(trx, link.id);
    if (link.userId) await revokeAllForUser(trx, link.userId, now);
    if (adminUserId !== undefined && before !== undefined) {
      await audit(
        trx,
        {
          actorUserId: adminUserId,
          action: 'secretary.remove',
          entity: 'secretary',
          entityId: link.id,
          before,
          after: null,
        },
        now,
      );
    }
  });
}
