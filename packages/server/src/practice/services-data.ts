import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import { newId } from '../platform/db/ids.js';
import { toJson } from '../platform/db/json.js';
import type { Database, NamesByLanguage } from '../platform/db/schema.js';
import { storedNames } from '../platform/names.js';
import { type ResultsPage, selectResultsPage } from '../platform/results-page.js';

export type ServiceOrder = '-createdAt' | 'createdAt' | 'name' | 'price';

export type ServiceInput = components['schemas']['ServiceInput'];

export type Service = components['schemas']['Service'];

interface ServiceRow {
  id: string;
  benefactor_id: string;
  name: string;
  names: NamesByLanguage;
  description: string | null;
  price: number;
  duration_minutes: number;
  created_at: Date;
  updated_at: Date;
}

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    benefactor: row.benefactor_id,
    name: row.name,
    names: row.names,
    description: row.description,
    price: row.price,
    durationMinutes: row.duration_minutes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const orderColumns = {
  '-createdAt': ['created_at', 'desc'],
  createdAt: ['created_at', 'asc'],
  name: ['name', 'asc'],
  price: ['price', 'asc'],
} as const;

/** spec `listServices`: a doctor's services (`benefactor`), sorted. */
export async function listServices(
  db: Kysely<Database>,
  benefactor: string,
  options: { sort: ServiceOrder; page: number; limit: number },
): Promise<ResultsPage<Service>> {
  const base = db.selectFrom('services').where('benefactor_id', '=', benefactor);
  const [column, direction] = orderColumns[options.sort];
  const ordered = base.selectAll().orderBy(column, direction).orderBy('id', direction);
  return selectResultsPage(base, ordered, options, toService);
}

export async function findService(db: Kysely<Database>, id: string) {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertService(
  db: Kysely<Database>,
  benefactor: string,
  input: ServiceInput,
  now: Date,
) {
  const row = await db
    .insertInto('services')
    .values({
      id: newId(now.getTime()),
      benefactor_id: benefactor,
      name: input.name,
      names: toJson(storedNames(input.names)),
      description: input.description ?? null,
      price: input.price,
      duration_minutes: input.durationMinutes,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toService(row);
}

/** spec `updateService`: replaces the service, but the names of languages `input` leaves out are kept. */
export async function updateService(
  db: Kysely<Database>,
  current: { id: string; names: NamesByLanguage },
  input: ServiceInput,
  now: Date,
) {
  const row = await db
    .updateTable('services')
    .set({
      name: input.name,
      names: toJson(storedNames(input.names, current.names)),
      description: input.description ?? null,
      price: input.price,
      duration_minutes: input.durationMinutes,
      updated_at: now,
    })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toService(row);
}

export async function deleteService(db: Kysely<Database>, id: string) {
  await db.deleteFrom('services').where('id', '=', id).execute();
}
