import { normalizeTunisianPhone } from '@tabib/contract';
import type { Kysely } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database, Locale, Role, Sexe } from '../platform/db/schema.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { DomainError } from '../platform/errors.js';

/*
 * The SQL of accounts: credentials, registration and the caller's own profile. The session `User` an
 * account is shown as comes from `loadUser` (src/accounts/users-data.ts).
 */

export interface Credentials {
  id: string;
  role: Role;
  passwordHash: string | null;
  blocked: boolean;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** E-mails are stored lower-case (users CHECK constraint), so look-ups lower-case too. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * spec `Phone`: a Tunisian number, stored in E.164 (docs/decisions/040). The request schema refuses
 * anything else first; this 400 guards the callers that do not come through it.
 */
export function storedPhone(phone: string, field = 'phone'): string {
  const e164 = normalizeTunisianPhone(phone);
  if (e164 === null) {
    throw new DomainError('VALIDATION_FAILED', `${field} is not a Tunisian phone number.`, 400, { field });
  }
  return e164;
}

export async function findCredentialsByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Credentials | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash', 'blocked'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, role: row.role, passwordHash: row.password_hash, blocked: row.blocked };
}

export async function findCredentialsById(
  db: Kysely<Database>,
  userId: string,
): Promise<Credentials | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash', 'blocked'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, role: row.role, passwordHash: row.password_hash, blocked: row.blocked };
}

export interface NewAccount {
  role: 'patient' | 'doctor';
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  sexe?: Sexe | undefined;
  birthDate?: string | undefined;
  /** Rdv notifications by SMS at `phone`: on unless the patient says no (decision 048). */
  smsConsent?: boolean | undefined;
  /** Doctors only (spec `RegisterInput`). */
  specialtyId?: string | undefined;
  cityId?: string | undefined;
}

/**
 * Creates the user and its patients or doctors row in one transaction. A new doctor is unverified
 * (listed once an admin verifies them, spec `RegisterInput`) with a fee of 0 until they set one.
 * Throws 409 `EMAIL_TAKEN`, or 400 `VALIDATION_FAILED` for a specialty or city that does not exist.
 */
export async function createAccount(db: Kysely<Database>, account: NewAccount, now: Date): Promise<string> {
  const id = newId(now.getTime());
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          email: normalizeEmail(account.email),
          password_hash: account.passwordHash,
          role: account.role,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone === undefined ? null : storedPhone(account.phone),
          sexe: account.sexe ?? null,
          ...(account.smsConsent !== undefined && { sms_consent: account.smsConsent }),
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (account.role === 'patient') {
        await trx
          .insertInto('patients')
          .values({ id, birth_date: account.birthDate ?? null, created_at: now, updated_at: now })
          .execute();
      } else {
        await trx
          .insertInto('doctors')
          .values({
            id,
            specialty_id: account.specialtyId as string,
            city_id: account.cityId as string,
            fee: 0,
            search_name: normalizeSearchText(`${account.firstName} ${account.lastName}`),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new DomainError('EMAIL_TAKEN', 'An account with this e-mail already exists.', 409);
    if (sqlState(error) === FOREIGN_KEY_VIOLATION)
      throw new DomainError('VALIDATION_FAILED', 'The specialty or the city does not exist.', 400);
    throw error;
  }
  return id;
}

/** A sign-in, and the language it was made in, which the user's notifications are then written in. */
export async function recordLogin(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  locale: Locale | undefined,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: now, ...(locale !== undefined && { locale }) })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export interface ProfileChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  sexe?: Sexe | undefined;
  birthDate?: string | undefined;
  photoUrl?: string | null | undefined;
  smsConsent?: boolean | undefined;
  locale?: Locale | undefined;
}

/**
 * Applies `PUT /users/me` (spec `ProfileInput`). A doctor's `search_name` follows their names, so
 * search and autocomplete find the new name at once; `birthDate` is kept for patients only.
 */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  change: ProfileChange,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({
        ...(change.firstName !== undefined && { first_name: change.firstName }),
        ...(change.lastName !== undefined && { last_name: change.lastName }),
        ...(change.phone !== undefined && { phone: storedPhone(change.phone) }),
        ...(change.sexe !== undefined && { sexe: change.sexe }),
        ...(change.photoUrl !== undefined && { photo_url: change.photoUrl }),
        ...(change.smsConsent !== undefined && { sms_consent: change.smsConsent }),
        ...(change.locale !== undefined && { locale: change.locale }),
        updated_at: now,
      })
      .where('id', '=', userId)
      .returning(['role', 'first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    if (user.role === 'doctor' && (change.firstName !== undefined || change.lastName !== undefined)) {
      await trx
        .updateTable('doctors')
        .set({ search_name: normalizeSearchText(`${user.first_name} ${user.last_name}`), updated_at: now })
        .where('id', '=', userId)
        .execute();
    }
    if (user.role === 'patient' && change.birthDate !== undefined) {
      await trx
        .updateTable('patients')
        .set({ birth_date: change.birthDate, updated_at: now })
        .where('id', '=', userId)
        .execute();
    }
  });
}
