import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../platform/db/ids.js';
import { toJson } from '../platform/db/json.js';
import type { ApplicationStatus, Database, Locale, StoredContentType } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import type { ApplicationMessagePayload } from '../notifications/application-messages.js';

/*
 * docs/decisions/053-doctor-applications.md: what the applicant's steps and the admins' review share — an
 * application as the API shows it, its tokens and codes, its messages.
 */

/** How long an SMS code is good for, and how many wrong codes end it. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** How soon after a code another may be sent, so that no one floods a phone with SMS. */
export const PHONE_CODE_RESEND_AFTER_MS = 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

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

export function applicationQuery(db: Kysely<Database>) {
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

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>
>;

export function toApplication(row: ApplicationRow): DoctorApplication {
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

export async function queueApplicationMessage(
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

export const conflict = (code: string, message: string) => new DomainError(code, message, 409);

/** The applicant's page: where the links of the messages lead. */
export const applicationUrl = (publicUrl: string, id: string) => `${publicUrl}/join-as-doctor/${id}`;
