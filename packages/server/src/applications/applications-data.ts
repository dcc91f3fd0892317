import { type Kysely } from 'kysely';
import { constantTimeEqual } from '../platform/crypto.js';
import { newId } from '../platform/db/ids.js';
import type { Database, Locale } from '../platform/db/schema.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { DomainError } from '../platform/errors.js';
import { normalizeEmail, storedPhone } from '../accounts/accounts-data.js';
import { audit } from '../platform/audit.js';
import {
  applicationUrl,
  conflict,
  type DoctorApplication,
  loadApplication,
  newPhoneCode,
  newToken,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_AFTER_MS,
  PHONE_CODE_TTL_MS,
  queueApplicationMessage,
  sha256,
} from './records-data.js';

/*
 * docs/decisions/053-doctor-applications.md: a doctor's application (or claim of a listed profile), the
 * checks of its phone and e-mail, and the admins' review. Nothing becomes an account before approval:
 * the applicant's password waits, hashed, on the application.
 */

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;
/** The violated constraint's name, which PostgreSQL and PGlite both put in the message. */
const violates = (error: unknown, constraint: string) =>
  String((error as { message?: unknown } | null)?.message).includes(constraint);

export interface ApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  phone: string;
  specialty: string;
  city: string;
  address: string;
  ordreNumber: string;
  proof: string;
  claim?: string | undefined;
}

/**
 * Records an application, sends the SMS code to its phone and the link to its e-mail, and answers the
 * applicant's token (shown once). 409 `EMAIL_TAKEN` (an account has the e-mail), `APPLICATION_OPEN`
 * (an application of this e-mail waits for review), `PROFILE_ALREADY_CLAIMED`; 422 `CLAIM_NOT_ALLOWED`
 * (not a listed unclaimed profile of this name), `PROOF_NOT_FOUND`.
 */
export async function createApplication(
  db: Kysely<Database>,
  input: ApplicationInput,
  locale: Locale,
  publicUrl: string,
  now: Date,
): Promise<{ id: string; token: string }> {
  const email = normalizeEmail(input.email);
  const phone = storedPhone(input.phone);
  const id = newId(now.getTime());
  const token = newToken();
  const emailToken = newToken();
  const code = newPhoneCode();
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw conflict('EMAIL_TAKEN', 'An account with this e-mail already exists.');
  const proof = await db
    .selectFrom('uploads')
    .select('purpose')
    .where('id', '=', input.proof)
    .executeTakeFirst();
  if (proof?.purpose !== 'proof') {
    throw new DomainError('PROOF_NOT_FOUND', 'Upload the proof first, then send its id.', 422);
  }
  if (input.claim !== undefined) {
    const profile = await db
      .selectFrom('doctors')
      .select(['search_name', 'is_verified', 'claimed'])
      .where('id', '=', input.claim)
      .executeTakeFirst();
    const names = [`${input.firstName} ${input.lastName}`, `${input.lastName} ${input.firstName}`];
    if (!profile?.is_verified || !names.map(normalizeSearchText).includes(profile.search_name)) {
      throw new DomainError('CLAIM_NOT_ALLOWED', 'Only a listed profile of your name can be claimed.', 422);
    }
    // A claim under review is refused by the partial unique index, below, also when two arrive at once.
    if (profile.claimed) throw conflict('PROFILE_ALREADY_CLAIMED', 'This profile is already claimed.');
  }
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('doctor_applications')
        .values({
          id,
          first_name: input.firstName,
          last_name: input.lastName,
          email,
          password_hash: input.passwordHash,
          phone,
          specialty_id: input.specialty,
          city_id: input.city,
          address: input.address,
          ordre_number: input.ordreNumber,
          proof_upload_id: input.proof,
          claim_doctor_id: input.claim ?? null,
          locale,
          access_token_hash: sha256(token),
          phone_code_hash: sha256(code),
          phone_code_expires_at: new Date(now.getTime() + PHONE_CODE_TTL_MS),
          email_token_hash: sha256(emailToken),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await queueApplicationMessage(trx, { email, phone }, { type: 'phone_code', code }, locale, now);
      const url = `${applicationUrl(publicUrl, id)}?email=${encodeURIComponent(emailToken)}`;
      await queueApplicationMessage(trx, { email }, { type: 'email_link', url }, locale, now);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      if (violates(error, 'doctor_applications_live_claim'))
        throw conflict('PROFILE_ALREADY_CLAIMED', 'This profile is already claimed.');
      throw conflict('APPLICATION_OPEN', 'An application with this e-mail is already waiting for review.');
    }
    if (sqlState(error) === FOREIGN_KEY_VIOLATION)
      throw new DomainError('VALIDATION_FAILED', 'The specialty or the city does not exist.', 400);
    throw error;
  }
  return { id, token };
}

/** The application whose token this is; 404 for an unknown id or a wrong token alike. */
export async function applicationForToken(
  db: Kysely<Database>,
  id: string,
  token: string,
): Promise<DoctorApplication> {
  const row = await db
    .selectFrom('doctor_applications')
    .select('access_token_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !constantTimeEqual(row.access_token_hash, sha256(token))) {
    throw new DomainError('NOT_FOUND', 'Application not found.', 404);
  }
  return (await loadApplication(db, id))!;
}

/**
 * Checks the SMS code. 422 `CODE_INVALID` (wrong), `CODE_EXPIRED` (past its 10 minutes, or the fifth
 * wrong one); a verified phone stays verified.
 */
export async function verifyApplicationPhone(
  db: Kysely<Database>,
  id: string,
  code: string,
  now: Date,
): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('doctor_applications')
      .select(['phone_code_hash', 'phone_code_expires_at', 'phone_code_attempts', 'phone_verified_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.phone_verified_at !== null) return 'verified';
    if (
      row.phone_code_hash === null ||
      row.phone_code_expires_at === null ||
      row.phone_code_expires_at <= now ||
      row.phone_code_attempts >= PHONE_CODE_MAX_ATTEMPTS
    ) {
      return 'expired';
    }
    // A wrong code is counted, and the count committed, before it is refused.
    const right = constantTimeEqual(row.phone_code_hash, sha256(code));
    await trx
      .updateTable('doctor_applications')
      .set(
        right
          ? { phone_verified_at: now, phone_code_hash: null, updated_at: now }
          : { phone_code_attempts: row.phone_code_attempts + 1, updated_at: now },
      )
      .where('id', '=', id)
      .execute();
    return right ? 'verified' : 'wrong';
  });
  if (outcome === 'expired') throw new DomainError('CODE_EXPIRED', 'This code has expired.', 422);
  if (outcome === 'wrong') throw new DomainError('CODE_INVALID', 'This code is not the one we sent.', 422);
}

/**
 * A new SMS code in place of the last one, its tries counted afresh. 409 `PHONE_ALREADY_VERIFIED`; 429
 * `CODE_RECENTLY_SENT` within a minute of the last one (read from its expiry).
 */
export async function resendApplicationPhoneCode(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('doctor_applications')
      .select(['email', 'phone', 'locale', 'phone_code_expires_at', 'phone_verified_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.phone_verified_at !== null) {
      throw conflict('PHONE_ALREADY_VERIFIED', 'This phone number is already verified.');
    }
    const sentAt = (row.phone_code_expires_at?.getTime() ?? 0) - PHONE_CODE_TTL_MS;
    if (now.getTime() < sentAt + PHONE_CODE_RESEND_AFTER_MS) {
      throw new DomainError('CODE_RECENTLY_SENT', 'A code was sent less than a minute ago.', 429);
    }
    const code = newPhoneCode();
    await trx
      .updateTable('doctor_applications')
      .set({
        phone_code_hash: sha256(code),
        phone_code_expires_at: new Date(now.getTime() + PHONE_CODE_TTL_MS),
        phone_code_attempts: 0,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const to = { email: row.email, phone: row.phone };
    await queueApplicationMessage(trx, to, { type: 'phone_code', code }, row.locale, now);
  });
}

export interface ApplicationAnswer {
  proof?: string | undefined;
  ordreNumber?: string | undefined;
  message?: string | undefined;
}

/**
 * The applicant's answer to a request for more information, from that message's link: a new proof, a
 * corrected Ordre number and/or their words; the application goes back to review, recorded in the
 * audit log, and the link is spent. 404 for a token that is not this application's or spent (a request
 * holds a token only while it is open: every decision and the answer replace or clear it); 422
 * `PROOF_NOT_FOUND`.
 */
export async function answerApplication(
  db: Kysely<Database>,
  id: string,
  answerToken: string,
  answer: ApplicationAnswer,
  now: Date,
): Promise<DoctorApplication> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('doctor_applications')
      .select(['status', 'answer_token_hash', 'ordre_number', 'proof_upload_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row?.answer_token_hash || !constantTimeEqual(row.answer_token_hash, sha256(answerToken))) {
      throw new DomainError('NOT_FOUND', 'Application not found.', 404);
    }
    if (answer.proof !== undefined) {
      const proof = await trx
        .selectFrom('uploads')
        .select('purpose')
        .where('id', '=', answer.proof)
        .executeTakeFirst();
      if (proof?.purpose !== 'proof') {
        throw new DomainError('PROOF_NOT_FOUND', 'Upload the proof first, then send its id.', 422);
      }
    }
    const after = {
      status: 'pending' as const,
      ...(answer.proof !== undefined && { proof_upload_id: answer.proof }),
      ...(answer.ordreNumber !== undefined && { ordre_number: answer.ordreNumber }),
    };
    await trx
      .updateTable('doctor_applications')
      .set({ ...after, reply: answer.message ?? null, answer_token_hash: null, updated_at: now })
      .where('id', '=', id)
      .execute();
    await audit(
      trx,
      {
        actorUserId: null,
        actorRole: 'guest',
        action: 'doctorApplication.answer',
        entity: 'doctorApplication',
        entityId: id,
        before: { status: row.status, proof: row.proof_upload_id, ordreNumber: row.ordre_number },
        after: {
          status: after.status,
          ...(answer.proof !== undefined && { proof: answer.proof }),
          ...(answer.ordreNumber !== undefined && { ordreNumber: answer.ordreNumber }),
          ...(answer.message !== undefined && { reply: answer.message }),
        },
      },
      now,
    );
  });
  return (await loadApplication(db, id))!;
}

/** The link of the e-mail: 404 for a token that is not this application's. */
export async function verifyApplicationEmail(
  db: Kysely<Database>,
  id: string,
  emailToken: string,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('doctor_applications')
    .select(['email_token_hash', 'email_verified_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.email_verified_at) return;
  if (!row?.email_token_hash || !constantTimeEqual(row.email_token_hash, sha256(emailToken))) {
    throw new DomainError('NOT_FOUND', 'Application not found.', 404);
  }
  await db
    .updateTable('doctor_applications')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}
