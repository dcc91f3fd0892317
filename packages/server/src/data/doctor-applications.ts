import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { revokeAllForUser } from '../auth/sessions.js';
import { constantTimeEqual } from '../auth/crypto.js';
import { newId } from '../db/ids.js';
import { toJson } from '../db/json.js';
import type {
  ApplicationStatus,
  Database,
  DoctorApplicationsTable,
  Locale,
  StoredContentType,
  UploadPurpose,
} from '../db/schema.js';
import { normalizeSearchText } from '../db/search-text.js';
import { DomainError } from '../errors.js';
import type { ApplicationMessagePayload } from '../notifications/application-messages.js';
import { normalizeEmail, storedPhone } from './accounts.js';
import { audit } from './audit.js';
import type { ObjectStorage } from '../uploads/object-storage.js';

/*
 * docs/decisions/053-doctor-applications.md: a doctor's application (or claim of a listed profile), the
 * checks of its phone and e-mail, and the admins' review. Nothing becomes an account before approval:
 * the applicant's password waits, hashed, on the application.
 */

/** How long an SMS code is good for, and how many wrong codes end it. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** How soon after a code another may be sent, so that no one floods a phone with SMS. */
export const PHONE_CODE_RESEND_AFTER_MS = 60 * 1000;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;
/** The violated constraint's name, which PostgreSQL and PGlite both put in the message. */
const violates = (error: unknown, constraint: string) =>
  String((error as { message?: unknown } | null)?.message).includes(constraint);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface StoredUpload {
  id: string;
  contentType: StoredContentType;
  size: number;
}

/**
 * Stores a checked file: in the object storage when one is configured (the row keeps its key), else in
 * the database (docs/decisions/053 "Storage"). The object is written before the row, so no row ever
 * points at an object that is not there.
 */
export async function storeUpload(
  db: Kysely<Database>,
  storage: ObjectStorage | undefined,
  purpose: UploadPurpose,
  contentType: StoredContentType,
  bytes: Buffer,
  now: Date,
): Promise<StoredUpload> {
  const id = newId(now.getTime());
  const storageKey = storage ? `uploads/${purpose}/${id}` : null;
  if (storage && storageKey) await storage.put(storageKey, bytes, contentType);
  await db
    .insertInto('uploads')
    .values({
      id,
      purpose,
      content_type: contentType,
      size: bytes.length,
      data: storageKey ? null : bytes,
      storage_key: storageKey,
      created_at: now,
    })
    .execute();
  return { id, contentType, size: bytes.length };
}

/** A stored file, from the database or from the object storage its row names. */
export async function readUpload(
  db: Kysely<Database>,
  storage: ObjectStorage | undefined,
  id: string,
): Promise<{ purpose: UploadPurpose; contentType: StoredContentType; data: Buffer } | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(['purpose', 'content_type', 'data', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const data = row.data
    ? Buffer.from(row.data)
    : row.storage_key
      ? await storage?.get(row.storage_key)
      : undefined;
  if (!data) return undefined;
  return { purpose: row.purpose, contentType: row.content_type, data };
}

export interface ClaimableDoctor {
  _id: string;
  firstName: string;
  lastName: string;
  specialty: string;
  city: string;
}

/**
 * The listed, unclaimed profiles named like the applicant: same first and last name once folded
 * (case, accents), in either order, at most 5.
 */
export async function findClaimableDoctors(
  db: Kysely<Database>,
  firstName: string,
  lastName: string,
): Promise<ClaimableDoctor[]> {
  const names = [`${firstName} ${lastName}`, `${lastName} ${firstName}`].map(normalizeSearchText);
  const rows = await db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.id')
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .select(['d.id', 'u.first_name', 'u.last_name', 's.name_fr', 'l.label'])
    .where('d.claimed', '=', false)
    .where('d.is_verified', '=', true)
    .where('d.search_name', 'in', names)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('doctor_applications as a')
            .select('a.id')
            .whereRef('a.claim_doctor_id', '=', 'd.id')
            .where('a.status', '<>', 'rejected'),
        ),
      ),
    )
    .orderBy('d.id')
    .limit(5)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    specialty: row.name_fr,
    city: row.label,
  }));
}

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

/** spec `DoctorApplication`. */
export interface DoctorApplication {
  _id: string;
  status: ApplicationStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialty: { _id: string; name: string };
  city: { _id: string; label: string };
  address: string;
  ordreNumber: string;
  proof: { _id: string; contentType: StoredContentType; size: number };
  claim: { _id: string; firstName: string; lastName: string } | null;
  phoneVerified: boolean;
  emailVerified: boolean;
  message: string | null;
  reply: string | null;
  locale: Locale;
  createdAt: string;
  decidedAt: string | null;
}

function applicationQuery(db: Kysely<Database>) {
  return db
    .selectFrom('doctor_applications as a')
    .innerJoin('specialties as s', 's.id', 'a.specialty_id')
    .innerJoin('locations as l', 'l.id', 'a.city_id')
    .innerJoin('uploads as p', 'p.id', 'a.proof_upload_id')
    .leftJoin('users as c', 'c.id', 'a.claim_doctor_id')
    .select([
      'a.id',
      'a.status',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.specialty_id',
      's.name_fr',
      'a.city_id',
      'l.label',
      'a.address',
      'a.ordre_number',
      'a.proof_upload_id',
      'p.content_type',
      'p.size',
      'a.claim_doctor_id',
      'c.first_name as claim_first_name',
      'c.last_name as claim_last_name',
      'a.phone_verified_at',
      'a.email_verified_at',
      'a.message',
      'a.reply',
      'a.locale',
      'a.created_at',
      'a.decided_at',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

function toApplication(row: ApplicationRow): DoctorApplication {
  return {
    _id: row.id,
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    specialty: { _id: row.specialty_id, name: row.name_fr },
    city: { _id: row.city_id, label: row.label },
    address: row.address,
    ordreNumber: row.ordre_number,
    proof: { _id: row.proof_upload_id, contentType: row.content_type, size: row.size },
    claim:
      row.claim_doctor_id === null
        ? null
        : {
            _id: row.claim_doctor_id,
            firstName: row.claim_first_name ?? '',
            lastName: row.claim_last_name ?? '',
          },
    phoneVerified: row.phone_verified_at !== null,
    emailVerified: row.email_verified_at !== null,
    message: row.message,
    reply: row.reply,
    locale: row.locale,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export async function loadApplication(
  db: Kysely<Database>,
  id: string,
): Promise<DoctorApplication | undefined> {
  const row = await applicationQuery(db).where('a.id', '=', id).executeTakeFirst();
  return row && toApplication(row);
}

async function queueApplicationMessage(
  trx: Transaction<Database>,
  to: { email: string; phone?: string },
  payload: ApplicationMessagePayload,
  locale: Locale,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      id: newId(now.getTime()),
      kind: 'doctor_application',
      rdv_id: null,
      recipient_email: to.email,
      channel: to.phone === undefined ? 'email' : 'sms',
      recipient_phone: to.phone ?? null,
      locale,
      payload: toJson(payload),
      run_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const conflict = (code: string, message: string) => new DomainError(code, message, 409);

/** The applicant's page: where the links of the messages lead. */
const applicationUrl = (publicUrl: string, id: string) => `${publicUrl}/join-as-doctor/${id}`;

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

export interface ApplicationFilter {
  status?: ApplicationStatus | undefined;
  kind?: 'new' | 'claim' | undefined;
}

/** The review queue, oldest first (the longest waiting on top). */
export async function listApplications(
  db: Kysely<Database>,
  filter: ApplicationFilter,
  { page, limit }: { page: number; limit: number },
) {
  let query = applicationQuery(db);
  let count = db.selectFrom('doctor_applications as a').select(sql<number>`count(*)::int`.as('total'));
  if (filter.status !== undefined) {
    query = query.where('a.status', '=', filter.status);
    count = count.where('a.status', '=', filter.status);
  }
  if (filter.kind !== undefined) {
    const op = filter.kind === 'claim' ? 'is not' : 'is';
    query = query.where('a.claim_doctor_id', op, null);
    count = count.where('a.claim_doctor_id', op, null);
  }
  const [rows, { total }] = await Promise.all([
    query
      .orderBy('a.created_at')
      .orderBy('a.id')
      .offset((page - 1) * limit)
      .limit(limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map(toApplication),
    page,
    limit,
    totalPages: Math.ceil(total / limit),
    totalResults: total,
  };
}

export type Decision = 'approve' | 'reject' | 'request_info';

/**
 * An admin's decision, in one transaction with its audit entry and the applicant's message. The row is
 * locked first, so of two admins deciding at once the second sees the first's decision: 409
 * `ALREADY_DECIDED`. 403 `OWN_APPLICATION` for an application of the admin's own e-mail; 422
 * `CONTACT_NOT_VERIFIED` to approve before the phone and e-mail are verified; 409 `EMAIL_TAKEN`,
 * `PROFILE_ALREADY_CLAIMED` when the account cannot be made.
 */
export async function decideApplication(
  db: Kysely<Database>,
  id: string,
  decision: Decision,
  message: string | undefined,
  adminUserId: string,
  publicUrl: string,
  now: Date,
): Promise<DoctorApplication | undefined> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('doctor_applications')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    if (row.status === 'approved' || row.status === 'rejected') {
      throw conflict('ALREADY_DECIDED', `This application was already ${row.status}.`);
    }
    const admin = await trx
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', adminUserId)
      .executeTakeFirstOrThrow();
    if (admin.email === row.email || (admin.phone !== null && admin.phone === row.phone)) {
      throw new DomainError('OWN_APPLICATION', 'An admin cannot decide on their own application.', 403);
    }
    if (decision !== 'approve' && !message) {
      throw new DomainError('VALIDATION_FAILED', 'A rejection or a request says why (message).', 400, {
        field: 'message',
      });
    }
    let doctorId: string | null = null;
    if (decision === 'approve') {
      if (row.phone_verified_at === null || row.email_verified_at === null) {
        throw new DomainError(
          'CONTACT_NOT_VERIFIED',
          'The applicant has not verified their phone and e-mail yet.',
          422,
        );
      }
      doctorId = await makeDoctor(trx, row, now);
    }
    const status: ApplicationStatus =
      decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'info_requested';
    // A request for more information's link answers it; any other decision spends an earlier link.
    const answerToken = status === 'info_requested' ? newToken() : null;
    await trx
      .updateTable('doctor_applications')
      .set({
        status,
        message: message ?? null,
        answer_token_hash: answerToken && sha256(answerToken),
        doctor_id: doctorId,
        ...(status !== 'info_requested' && { decided_by: adminUserId, decided_at: now }),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await audit(
      trx,
      {
        actorUserId: adminUserId,
        action: `doctorApplication.${decision === 'request_info' ? 'requestInfo' : decision}`,
        entity: 'doctorApplication',
        entityId: id,
        before: { status: row.status },
        after: { status, ...(message && { message }), ...(doctorId && { doctor: doctorId }) },
      },
      now,
    );
    const url =
      decision === 'approve'
        ? `${publicUrl}/auth/doctor-login`
        : decision === 'reject'
          ? `${publicUrl}/join-as-doctor`
          : `${applicationUrl(publicUrl, id)}?answer=${encodeURIComponent(answerToken!)}`;
    const payload: ApplicationMessagePayload =
      decision === 'approve'
        ? { type: 'approved', url }
        : { type: decision === 'reject' ? 'rejected' : 'info_requested', reason: message!, url };
    await queueApplicationMessage(trx, { email: row.email }, payload, row.locale, now);
    return true;
  });
  return done ? loadApplication(db, id) : undefined;
}

/**
 * The account of an approved application: a new doctor (verified, switched off until the setup is
 * done), or the listed profile handed over — its sign-in becomes the applicant's, its sessions end.
 */
async function makeDoctor(
  trx: Transaction<Database>,
  row: Selectable<DoctorApplicationsTable>,
  now: Date,
): Promise<string> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', row.email).executeTakeFirst();
  if (taken) throw conflict('EMAIL_TAKEN', 'An account with this e-mail already exists.');
  if (row.claim_doctor_id !== null) {
    const claimed = await trx
      .updateTable('doctors')
      .set({ claimed: true, is_verified: true, updated_at: now })
      .where('id', '=', row.claim_doctor_id)
      .where('claimed', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw conflict('PROFILE_ALREADY_CLAIMED', 'This profile is already claimed.');
    await trx
      .updateTable('users')
      .set({
        email: row.email,
        password_hash: row.password_hash,
        phone: row.phone,
        locale: row.locale,
        updated_at: now,
      })
      .where('id', '=', row.claim_doctor_id)
      .execute();
    await revokeAllForUser(trx, row.claim_doctor_id, now);
    return row.claim_doctor_id;
  }
  const doctorId = newId(now.getTime());
  await trx
    .insertInto('users')
    .values({
      id: doctorId,
      email: row.email,
      password_hash: row.password_hash,
      role: 'doctor',
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      locale: row.locale,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto('doctors')
    .values({
      id: doctorId,
      specialty_id: row.specialty_id,
      city_id: row.city_id,
      address: row.address,
      fee: 0,
      is_verified: true,
      is_active: false,
      claimed: true,
      search_name: normalizeSearchText(`${row.first_name} ${row.last_name}`),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return doctorId;
}
