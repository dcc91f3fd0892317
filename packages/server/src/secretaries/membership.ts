import type { Kysely } from 'kysely';
import { revokeAllForUser } from '../auth/sessions.js';
import {
  deleteSecretary,
  findSecretary,
  findSecretaryAccount,
  insertSecretary,
  type Secretary,
  type SecretaryLink,
} from '../data/secretaries.js';
import { audit } from '../data/audit.js';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors.js';

/*
 * A secretary works for exactly one doctor (DESIGN.md "Auth model"). Secretary accounts are made by
 * the seed or an admin, never by `POST /auth/register` (docs/decisions/007-auth-sessions.md); a doctor
 * then adds an account that works for nobody yet by its e-mail (spec `POST /secretaries`).
 */

const UNIQUE_VIOLATION = '23505';

const notAvailable = () =>
  new DomainError(
    'SECRETARY_NOT_AVAILABLE',
    'This e-mail does not belong to a secretary account that is free to be added.',
    422,
  );

/** spec `GET /secretaries/verify`: an existing secretary account not working for any doctor. */
export async function isSecretaryAvailable(db: Kysely<Database>, email: string): Promise<boolean> {
  const account = await findSecretaryAccount(db, email);
  return account !== undefined && account.link === undefined;
}

/**
 * spec `POST /secretaries`: 409 `ALREADY_EXISTS` when the account already works for this doctor,
 * 422 `SECRETARY_NOT_AVAILABLE` when there is no such account or it works for another doctor.
 */
export async function addSecretary(
  db: Kysely<Database>,
  doctorId: string,
  email: string,
  now: Date,
): Promise<Secretary> {
  const account = await findSecretaryAccount(db, email);
  if (!account) throw notAvailable();
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
