import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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
