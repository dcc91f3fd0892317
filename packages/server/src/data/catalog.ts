import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type Location, type Specialty, toLocation, toSpecialty } from './doctors.js';
import { type ResultsPage, selectResultsPage } from './results-page.js';

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
