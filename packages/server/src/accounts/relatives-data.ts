import type { components } from '@tabib/contract';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../platform/db/ids.js';
import { activeRdvStatuses, type Database, type RelativeRelation, type Sexe } from '../platform/db/schema.js';

/*
 * A patient's relatives (docs/decisions/041-relatives.md), mapped to the spec's `Relative`. Every read
 * and write is scoped to the owning patient, so another patient's relative is simply not found.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type Relative = components['schemas']['Relative'];

export type RelativeFields = components['schemas']['RelativeInput'];

const columns = ['id', 'first_name', 'last_name', 'birth_date', 'sexe', 'relation', 'created_at'] as const;

interface RelativeRow {
  id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  sexe: Sexe;
  relation: RelativeRelation;
  created_at: Date;
}

function toRelative(row: RelativeRow): Relative {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    birthDate: row.birth_date,
    sexe: row.sexe,
    relation: row.relation,
    createdAt: row.created_at.toISOString(),
  };
}

/** Whole years from `birthDate` to `day` (both `YYYY-MM-DD`): a birthday counts from its day. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The patient's relatives not removed, by first name. */
export async function listRelatives(db: Db, patientId: string): Promise<Relative[]> {
  const rows = await db
    .selectFrom('relatives')
    .select(columns)
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map(toRelative);
}

/** The patient's relative `relativeId`, unless removed. */
export async function findRelative(
  db: Db,
  patientId: string,
  relativeId: string,
): Promise<Relative | undefined> {
  const row = await db
    .selectFrom('relatives')
    .select(columns)
    .where('id', '=', relativeId)
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toRelative(row);
}

/** How many relatives the patient has, the patient's row locked so concurrent adds count each other. */
export async function lockRelativeCount(trx: Transaction<Database>, patientId: string): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', patientId).forUpdate().execute();
  const { count } = await trx
    .selectFrom('relatives')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertRelative(
  db: Db,
  patientId: string,
  fields: RelativeFields,
  now: Date,
): Promise<Relative> {
  const row = await db
    .insertInto('relatives')
    .values({
      id: newId(now.getTime()),
      patient_id: patientId,
      first_name: fields.firstName,
      last_name: fields.lastName,
      birth_date: fields.birthDate,
      sexe: fields.sexe,
      relation: fields.relation,
      created_at: now,
      updated_at: now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRelative(row);
}

export async function updateRelative(
  db: Db,
  patientId: string,
  relativeId: string,
  change: Partial<RelativeFields>,
  now: Date,
): Promise<Relative | undefined> {
  const row = await db
    .updateTable('relatives')
    .set({
      ...(change.firstName !== undefined && { first_name: change.firstName }),
      ...(change.lastName !== undefined && { last_name: change.lastName }),
      ...(change.birthDate !== undefined && { birth_date: change.birthDate }),
      ...(change.sexe !== undefined && { sexe: change.sexe }),
      ...(change.relation !== undefined && { relation: change.relation }),
      updated_at: now,
    })
    .where('id', '=', relativeId)
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row && toRelative(row);
}

/** Whether the relative has a `pending` or `confirmed` rdv that has not started yet. */
export async function hasUpcomingRdv(db: Db, relativeId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rdvs')
    .select('id')
    .where('relative_id', '=', relativeId)
    .where('status', 'in', activeRdvStatuses)
    .where('date', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the relative removed; false when there was none to remove. */
export async function markRelativeRemoved(
  db: Db,
  patientId: string,
  relativeId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('relatives')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', relativeId)
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
