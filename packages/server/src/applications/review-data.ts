import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { revokeAllForUser } from '../accounts/sessions.js';
import { newId } from '../platform/db/ids.js';
import type { ApplicationStatus, Database, DoctorApplicationsTable } from '../platform/db/schema.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { DomainError } from '../platform/errors.js';
import type { ApplicationMessagePayload } from '../notifications/application-messages.js';
import { audit } from '../platform/audit.js';
import {
  applicationQuery,
  applicationUrl,
  conflict,
  type DoctorApplication,
  loadApplication,
  newToken,
  queueApplicationMessage,
  sha256,
  toApplication,
} from './records-data.js';

/*
 * docs/decisions/053-doctor-applications.md: the admins' review of applications — the queue, and a
 * decision that approves (the account is made), rejects or asks for more.
 */

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
