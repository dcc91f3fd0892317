import type { Kysely, Transaction } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { audit } from '../platform/audit.js';
import {
  type Location,
  type Specialty,
  type SpecialtyColumns,
  toLocation,
  toSpecialty,
} from '../doctors/doctors-data.js';
import { type ResultsPage, selectResultsPage } from '../platform/results-page.js';

export type SpecialtyOrder = 'name:asc' | 'name:desc' | 'freq:desc' | 'freq:asc';
export type LocationOrder = 'Label:asc' | 'Label:desc';

/** spec `listSpecialties`: sorted by French name or by popularity (`freq`), name breaking ties. */
export async function listSpecialties(
  db: Kysely<Database>,
  options: { sortBy: SpecialtyOrder; page: number; limit: number },
): Promise<ResultsPage<Specialty>> {
  const [field, direction] = options.sortBy.split(':') as ['name' | 'freq', 'asc' | 'desc'];
  const base = db.selectFrom('specialties');
  let query = base.select(['id', 'name_fr', 'name_en', 'name_ar', 'freq', 'icon']);
  query =
    field === 'freq'
      ? query.orderBy('freq', direction).orderBy('name_fr')
      : query.orderBy('name_fr', direction);
  return selectResultsPage(base, query.orderBy('id'), options, toSpecialty);
}

/** spec `listLocations`: the governorates' main cities sorted by `Label`, optionally of one governorate. */
export async function listLocations(
  db: Kysely<Database>,
  options: { sortBy: LocationOrder; governorate?: string; page: number; limit: number },
): Promise<ResultsPage<Location>> {
  let base = db.selectFrom('locations');
  if (options.governorate !== undefined) base = base.where('governorate', '=', options.governorate);
  const direction = options.sortBy === 'Label:desc' ? 'desc' : 'asc';
  const ordered = base
    .select(['id', 'label', 'governorate', 'label_ar', 'label_en'])
    .orderBy('label', direction)
    .orderBy('id');
  return selectResultsPage(base, ordered, options, toLocation);
}

/** spec `SpecialtyInput`. */
export interface SpecialtyInput {
  names: { fr: string; en: string; ar: string };
  freq?: number;
  icon?: string | null;
}

/** spec `SpecialtyUpdateInput`. */
export interface SpecialtyUpdate {
  names?: { fr?: string; en?: string; ar?: string };
  freq?: number;
  icon?: string | null;
}

const specialtyColumns = ['id', 'name_fr', 'name_en', 'name_ar', 'freq', 'icon'] as const;

const nameTaken = (name: string) =>
  new DomainError('ALREADY_EXISTS', `A specialty named "${name}" already exists.`, 409, { name });

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * One specialty write in a transaction, so its audit entry lands with it or not at all; the unique index
 * on the French name (see createSpecialty) refusing it is 409.
 */
async function writeSpecialty<T>(
  db: Kysely<Database>,
  frenchName: string,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(frenchName);
    throw error;
  }
}

/** The specialty as the API shows it, once its audit entry (`before` null for a creation) is added. */
async function auditedSpecialty(
  trx: Transaction<Database>,
  change: { action: 'specialty.create' | 'specialty.update'; adminUserId: string; before: Specialty | null },
  row: SpecialtyColumns,
  now: Date,
): Promise<Specialty> {
  const specialty = toSpecialty(row);
  await audit(
    trx,
    {
      actorUserId: change.adminUserId,
      action: change.action,
      entity: 'specialty',
      entityId: row.id,
      before: change.before,
      after: specialty,
    },
    now,
  );
  return specialty;
}

/**
 * spec `createSpecialty`: the French name is unique whatever its case (index
 * `specialties_name_fr_lower_key`, so two racing creations cannot both win); recorded in the audit log.
 */
export async function createSpecialty(
  db: Kysely<Database>,
  input: SpecialtyInput,
  adminUserId: string,
  now: Date,
): Promise<Specialty> {
  return writeSpecialty(db, input.names.fr, async (trx) => {
    const row = await trx
      .insertInto('specialties')
      .values({
        id: newId(now.getTime()),
        name_fr: input.names.fr,
        name_en: input.names.en,
        name_ar: input.names.ar,
        freq: input.freq ?? 0,
        icon: input.icon ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning(specialtyColumns)
      .executeTakeFirstOrThrow();
    return auditedSpecialty(trx, { action: 'specialty.create', adminUserId, before: null }, row, now);
  });
}

/** spec `updateSpecialty`: undefined for an unknown id; a French name another specialty has is 409. */
export async function updateSpecialty(
  db: Kysely<Database>,
  id: string,
  input: SpecialtyUpdate,
  adminUserId: string,
  now: Date,
): Promise<Specialty | undefined> {
  return writeSpecialty(db, input.names?.fr ?? '', async (trx) => {
    const before = await trx
      .selectFrom('specialties')
      .select(specialtyColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    const row = await trx
      .updateTable('specialties')
      .set({
        ...(input.names?.fr !== undefined && { name_fr: input.names.fr }),
        ...(input.names?.en !== undefined && { name_en: input.names.en }),
        ...(input.names?.ar !== undefined && { name_ar: input.names.ar }),
        ...(input.freq !== undefined && { freq: input.freq }),
        ...(input.icon !== undefined && { icon: input.icon }),
        updated_at: now,
      })
      .where('id', '=', id)
      .returning(specialtyColumns)
      .executeTakeFirstOrThrow();
    const change = { action: 'specialty.update', adminUserId, before: toSpecialty(before) } as const;
    return auditedSpecialty(trx, change, row, now);
  });
}
