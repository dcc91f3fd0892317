import { sql, type Kysely } from 'kysely';
import { civilDateOf } from '../booking/zoned-time.js';
import { newId } from '../db/ids.js';
import type { Database, DoctorStatType } from '../db/schema.js';

const statsZone = 'Africa/Tunis';

/**
 * Adds one to each doctor's `type` counter of today (Africa/Tunis): one row per doctor, type and day,
 * incremented with INSERT … ON CONFLICT DO UPDATE in a single statement for a whole search page.
 */
export async function countDoctorStat(
  db: Kysely<Database>,
  doctorIds: readonly string[],
  type: DoctorStatType,
  now: Date,
): Promise<void> {
  if (doctorIds.length === 0) return;
  const date = new Date(civilDateOf(statsZone, now.getTime())).toISOString().slice(0, 10);
  await db
    .insertInto('doctor_stats')
    .values(
      [...new Set(doctorIds)].map((doctorId) => ({ id: newId(), doctor_id: doctorId, type, date, count: 1 })),
    )
    .onConflict((oc) =>
      oc.columns(['doctor_id', 'type', 'date']).doUpdateSet({ count: sql`doctor_stats.count + 1` }),
    )
    .execute();
}
