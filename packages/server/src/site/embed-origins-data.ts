import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { publicWhere } from '../search/doctor-search-data.js';

/** A site's widget shows at most as many doctors as a practice's (spec `EmbedDoctors`). */
export const MAX_EMBED_DOCTORS = 10;

/** What `/embed/search` shows: a specialty, in a city or a governorate (spec `listEmbedDoctors`). */
export interface EmbedDoctorsFilter {
  origin: string;
  specialty: string;
  city?: string;
  governorate?: string;
}

/** docs/decisions/046-embed.md: the sites allowed to frame a doctor's booking widget, oldest first. */
export async function listEmbedOrigins(db: Kysely<Database>, doctorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('embed_origins')
    .select('origin')
    .where('doctor_id', '=', doctorId)
    .orderBy('created_at')
    .orderBy('origin')
    .execute();
  return rows.map((row) => row.origin);
}

/** Replaces the doctor's list by `origins` (already normalised and without duplicates). */
export async function replaceEmbedOrigins(
  db: Kysely<Database>,
  doctorId: string,
  origins: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('embed_origins').where('doctor_id', '=', doctorId).execute();
    if (origins.length === 0) return;
    // One millisecond apart, so the list keeps the order the doctor wrote it in.
    await trx
      .insertInto('embed_origins')
      .values(
        origins.map((origin, index) => ({
          doctor_id: doctorId,
          origin,
          created_at: new Date(now.getTime() + index),
        })),
      )
      .execute();
  });
}

/**
 * The public doctors of the filter's specialty and place who registered its origin (already
 * normalised), by name: a doctor who did not is never shown on that site.
 */
export async function listEmbedDoctors(
  db: Kysely<Database>,
  { origin, specialty, city, governorate }: EmbedDoctorsFilter,
): Promise<string[]> {
  const rows = await db
    .selectFrom('doctors as d')
    .innerJoin('embed_origins as e', (join) =>
      join.onRef('e.doctor_id', '=', 'd.id').on('e.origin', '=', origin),
    )
    .select('d.id')
    .where(publicWhere({ specialty, city, governorate }))
    .orderBy('d.user_last_name')
    .orderBy('d.user_first_name')
    .orderBy('d.id')
    .limit(MAX_EMBED_DOCTORS)
    .execute();
  return rows.map((row) => row.id);
}
