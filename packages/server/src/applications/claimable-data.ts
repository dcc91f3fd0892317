import { type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { normalizeSearchText } from '../platform/db/search-text.js';

/* docs/decisions/053-doctor-applications.md: the listed profiles a doctor may claim instead of applying anew. */

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
