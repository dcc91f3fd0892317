import type { components } from '@tabib/contract';
import { type Kysely, sql } from 'kysely';
import { revokeAllForUser } from '../accounts/sessions.js';
import type { Database, Role } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { audit } from '../platform/audit.js';
import { doctorDisplayName } from '../doctors/doctors-data.js';
import { type ResultsPage, selectResultsPage } from '../platform/results-page.js';

/*
 * The back office's accounts (spec tag `admin`, docs/decisions/018-back-office.md): every doctor and
 * every account, newest first, and blocking or changing the role of an account.
 */

/**
 * `q` of the admin listings: a substring of the account's name or e-mail, case and accents ignored.
 * The expression is the one `users_search_trgm_idx` indexes (migration 0004), so it must stay identical;
 * the pattern goes through the same `search_fold`, so both sides are folded alike.
 */
function accountMatches(q: string) {
  const pattern = `%${q.trim().replace(/[\\%_]/g, '\\$&')}%`;
  return sql<boolean>`search_fold(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE search_fold(${pattern})`;
}

export type AdminDoctorRow = components['schemas']['AdminDoctorRow'];

export interface AdminDoctorFilter {
  q?: string;
  verified?: boolean;
  active?: boolean;
  /** One doctor's row (not a query parameter: the row an admin write returns). */
  id?: string;
}

/** spec `listAdminDoctors`: unverified and inactive doctors too, newest first. */
export async function listAdminDoctors(
  db: Kysely<Database>,
  filter: AdminDoctorFilter,
  paging: { page: number; limit: number },
): Promise<ResultsPage<AdminDoctorRow>> {
  let base = db.selectFrom('doctors as d').innerJoin('users as u', 'u.id', 'd.id');
  if (filter.verified !== undefined) base = base.where('d.is_verified', '=', filter.verified);
  if (filter.active !== undefined) base = base.where('d.is_active', '=', filter.active);
  if (filter.q !== undefined) base = base.where(accountMatches(filter.q));
  if (filter.id !== undefined) base = base.where('d.id', '=', filter.id);
  const ordered = base
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .select([
      'd.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.sexe',
      'u.blocked',
      'd.is_verified',
      'd.is_active',
      'd.teleconsultation_first_visits',
      'd.created_at',
      's.id as specialty_id',
      's.name_fr as specialty_name',
      'l.label as city',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc');
  return selectResultsPage(base, ordered, paging, (row) => ({
    _id: row.id,
    name: doctorDisplayName(row.first_name, row.last_name),
    email: row.email,
    sexe: row.sexe,
    phone: row.phone,
    specialty: { _id: row.specialty_id, name: row.specialty_name },
    city: row.city,
    isVerified: row.is_verified,
    isActive: row.is_active,
    blocked: row.blocked,
    teleconsultationFirstVisits: row.teleconsultation_first_visits,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * spec `updateAdminDoctor`: grants or withdraws the teleconsultation derogation for first visits
 * (docs/decisions/054), audited as `doctor.teleconsultationFirstVisits` with the flag before and after
 * when it changes. Undefined for an unknown doctor.
 */
export async function updateAdminDoctor(
  db: Kysely<Database>,
  doctorId: string,
  change: { teleconsultationFirstVisits: boolean },
  adminUserId: string,
  now: Date,
): Promise<AdminDoctorRow | undefined> {
  const changed = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('doctors')
      .select('teleconsultation_first_visits')
      .where('id', '=', doctorId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    if (before.teleconsultation_first_visits === change.teleconsultationFirstVisits) return true;
    await trx
      .updateTable('doctors')
      .set({ teleconsultation_first_visits: change.teleconsultationFirstVisits, updated_at: now })
      .where('id', '=', doctorId)
      .execute();
    await audit(
      trx,
      {
        actorUserId: adminUserId,
        action: 'doctor.teleconsultationFirstVisits',
        entity: 'doctor',
        entityId: doctorId,
        before: { teleconsultationFirstVisits: before.teleconsultation_first_visits },
        after: { teleconsultationFirstVisits: change.teleconsultationFirstVisits },
      },
      now,
    );
    return true;
  });
  if (!changed) return undefined;
  const { results } = await listAdminDoctors(db, { id: doctorId }, { page: 1, limit: 1 });
  return results[0];
}

export type AdminUserRow = components['schemas']['AdminUserRow'];

const adminUserColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.blocked',
  'u.created_at',
  'u.last_login_at',
] as const;

function toAdminUserRow(row: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  blocked: boolean;
  created_at: Date;
  last_login_at: Date | null;
}): AdminUserRow {
  return {
    _id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    role: row.role,
    blocked: row.blocked,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

export interface AdminUserFilter {
  q?: string;
  role?: Role;
  blocked?: boolean;
}

/** spec `listAdminUsers`: every account, newest first. */
export async function listAdminUsers(
  db: Kysely<Database>,
  filter: AdminUserFilter,
  paging: { page: number; limit: number },
): Promise<ResultsPage<AdminUserRow>> {
  let base = db.selectFrom('users as u');
  if (filter.role !== undefined) base = base.where('u.role', '=', filter.role);
  if (filter.blocked !== undefined) base = base.where('u.blocked', '=', filter.blocked);
  if (filter.q !== undefined) base = base.where(accountMatches(filter.q));
  const ordered = base.select(adminUserColumns).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc');
  return selectResultsPage(base, ordered, paging, toAdminUserRow);
}

/** spec `AdminUserUpdate`. */
export interface AdminUserChange {
  blocked?: boolean;
  role?: 'patient' | 'admin';
}

/**
 * spec `updateAdminUser`, in one transaction: blocking revokes every refresh-token family of the
 * account (its access tokens are refused by `authenticate`, which reads `blocked` on every request);
 * the role moves between patient and admin only; an admin cannot lock themselves out. Each change
 * that happens is one audit entry (`user.block`, `user.unblock`, `user.role`) with the changed field
 * before and after; a request that changes nothing records nothing. Undefined for an unknown id.
 */
export async function updateAdminUser(
  db: Kysely<Database>,
  userId: string,
  change: AdminUserChange,
  adminUserId: string,
  now: Date,
): Promise<AdminUserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users as u')
      .select(adminUserColumns)
      .where('u.id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    if (userId === adminUserId && (change.blocked === true || change.role === 'patient')) {
      throw new DomainError(
        'SELF_LOCKOUT',
        'You cannot block yourself or withdraw your own administrator role.',
        422,
      );
    }
    const roleChanges = change.role !== undefined && change.role !== before.role;
    // A doctor's or secretary's agenda, rdvs and questions hang on the role (spec `updateAdminUser`).
    if (roleChanges && (before.role === 'doctor' || before.role === 'secretary')) {
      throw new DomainError(
        'ROLE_CHANGE_NOT_ALLOWED',
        `The role of a ${before.role} account cannot be changed.`,
        422,
        { role: before.role },
      );
    }
    const blockChanges = change.blocked !== undefined && change.blocked !== before.blocked;
    if (!roleChanges && !blockChanges) return toAdminUserRow(before);

    const after = await trx
      .updateTable('users as u')
      .set({
        ...(roleChanges && { role: change.role }),
        ...(blockChanges && { blocked: change.blocked }),
        updated_at: now,
      })
      .where('u.id', '=', userId)
      .returning(adminUserColumns)
      .executeTakeFirstOrThrow();
    const entry = { actorUserId: adminUserId, entity: 'user', entityId: userId } as const;
    if (blockChanges) {
      if (after.blocked) await revokeAllForUser(trx, userId, now);
      await audit(
        trx,
        {
          ...entry,
          action: after.blocked ? 'user.block' : 'user.unblock',
          before: { blocked: before.blocked },
          after: { blocked: after.blocked },
        },
        now,
      );
    }
    if (roleChanges) {
      // rdvs and questions reference patients rows: a former admin who books needs one. A patient made
      // admin keeps theirs, with their history.
      if (after.role === 'patient') {
        await trx
          .insertInto('patients')
          .values({ id: userId, birth_date: null, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      await audit(
        trx,
        { ...entry, action: 'user.role', before: { role: before.role }, after: { role: after.role } },
        now,
      );
    }
    return toAdminUserRow(after);
  });
}
