import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type Location, type Specialty, toLocation, toSpecialty } from './doctors.js';
import { offsetOf, type ResultsPage, resultsPage } from './results-page.js';

export type SpecialtyOrder = 'name:asc' | 'name:desc' | 'freq:desc' | 'freq:asc';
export type LocationOrder = 'Label:asc' | 'Label:desc';

/** spec `listSpecialties`: sorted by French name or by popularity (`freq`), name breaking ties. */
export async function listSpecialties(
  db: Kysely<Database>,
  options: { sortBy: SpecialtyOrder; page: number; limit: number },
): Promise<ResultsPage<Specialty>> {
  const [field, direction] = options.sortBy.split(':') as ['name' | 'freq', 'asc' | 'desc'];
  let query = db.selectFrom('specialties').select(['id', 'name_fr', 'name_en', 'name_ar', 'freq', 'icon']);
  query =
    field === 'freq'
      ? query.orderBy('freq', direction).orderBy('name_fr')
      : query.orderBy('name_fr', direction);
  const [rows, total] = await Promise.all([
    query.orderBy('id').offset(offsetOf(options.page, options.limit)).limit(options.limit).execute(),
    db
      .selectFrom('specialties')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return resultsPage(rows.map(toSpecialty), options.page, options.limit, Number(total.n));
}

/** spec `listLocations`: the governorates' main cities sorted by `Label`, optionally of one governorate. */
export async function listLocations(
  db: Kysely<Database>,
  options: { sortBy: LocationOrder; governorate?: string; page: number; limit: number },
): Promise<ResultsPage<Location>> {
  let base = db.selectFrom('locations');
  if (options.governorate !== undefined) base = base.where('governorate', '=', options.governorate);
  const direction = options.sortBy === 'Label:desc' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'label', 'governorate', 'label_ar', 'label_en'])
      .orderBy('label', direction)
      .orderBy('id')
      .offset(offsetOf(options.page, options.limit))
      .limit(options.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return resultsPage(rows.map(toLocation), options.page, options.limit, Number(total.n));
}
