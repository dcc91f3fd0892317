import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import { newId } from './db/ids.js';
import { toJson } from './db/json.js';
import type { Database } from './db/schema.js';
import { type ResultsPage, selectResultsPage } from './results-page.js';

/*
 * The audit log of admin writes (spec tag `admin`: "Every admin write … adds one audit entry with the
 * admin, the action, the time and the record before and after"; docs/decisions/018-back-office.md).
 * `details` holds `{ before, after }` in the API's shape of the record; `before` is null for a creation.
 */

export type AuditEntity =
  | 'doctor'
  | 'user'
  | 'specialty'
  | 'article'
  | 'rdv'
  | 'question'
  | 'workingHours'
  | 'secretary'
  | 'refund'
  | 'doctorApplication';

export interface AuditRecord {
  /** Null, with `actorRole` 'guest', for a write of someone without an account (an applicant). */
  actorUserId: string | null;
  actorRole?: 'admin' | 'guest';
  /** `<entity>.<verb>`: `doctor.update`, `user.block`, `rdv.cancel`, `question.delete`… */
  action: string;
  entity: AuditEntity;
  entityId: string;
  before: object | null;
  after: object | null;
}

/** Adds one entry; called with the transaction of the write it records, so both land or neither. */
export async function audit(db: Kysely<Database>, record: AuditRecord, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(now.getTime()),
      actor_user_id: record.actorUserId,
      actor_role: record.actorRole ?? 'admin',
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      details: toJson({ before: record.before, after: record.after }),
      ip: null,
      created_at: now,
    })
    .execute();
}

/**
 * The fields of `after` whose value differs from `before`'s, each side holding only those, for an
 * update that records the changed fields (`doctor.profile`, `workingHours.update`); null when nothing
 * changed, and then no entry is written.
 */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const changed = (Object.keys(after) as (keyof T)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (changed.length === 0) return null;
  const pick = (record: Partial<T>) => Object.fromEntries(changed.map((field) => [field, record[field]]));
  return { before: pick(before) as Partial<T>, after: pick(after) as Partial<T> };
}

export type AuditEntry = components['schemas']['AuditEntry'];

export interface AuditFilter {
  entity?: AuditEntity;
  entityId?: string;
  actor?: string;
}

/** spec `listAuditLog`: newest first, with the acting admin (null once their account is deleted). */
export async function listAuditLog(
  db: Kysely<Database>,
  filter: AuditFilter,
  paging: { page: number; limit: number },
): Promise<ResultsPage<AuditEntry>> {
  let base = db.selectFrom('audit_log as a');
  if (filter.entity !== undefined) base = base.where('a.entity', '=', filter.entity);
  if (filter.entityId !== undefined) base = base.where('a.entity_id', '=', filter.entityId);
  if (filter.actor !== undefined) base = base.where('a.actor_user_id', '=', filter.actor);
  const ordered = base
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select([
      'a.id',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.details',
      'a.created_at',
      'u.id as actor_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
  return selectResultsPage(base, ordered, paging, (row) => {
    const details = (row.details ?? {}) as Partial<Pick<AuditEntry, 'before' | 'after'>>;
    return {
      _id: row.id,
      actor:
        row.actor_id === null
          ? null
          : { _id: row.actor_id, name: `${row.first_name} ${row.last_name}`, email: row.email! },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: details.before ?? null,
      after: details.after ?? null,
      createdAt: row.created_at.toISOString(),
    };
  });
}
