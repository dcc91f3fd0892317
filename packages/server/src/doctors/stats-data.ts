import { sql, type Kysely } from 'kysely';
import { TUNIS_TIME_ZONE, civilDateOf } from '../platform/zoned-time.js';
import { newId } from '../platform/db/ids.js';
import type { Database, DoctorStatType } from '../platform/db/schema.js';

/** The `YYYY-MM-DD` day (Africa/Tunis) a statistic counted at `now` belongs to. */
export function statDay(now: Date): string {
  return new Date(civilDateOf(TUNIS_TIME_ZONE, now.getTime())).toISOString().slice(0, 10);
}

/** `count` more of one doctor's `type` on one day. */
export interface DoctorStatIncrement {
  doctorId: string;
  type: DoctorStatType;
  date: string;
  count: number;
}

/**
 * Adds each increment to its doctor/type/day counter: one row per doctor, type and day, created or
 * added to with INSERT … ON CONFLICT DO UPDATE in a single statement. The increments must have
 * distinct keys (a statement may not update a row twice); they are written in key order so two
 * concurrent writers (two server processes) lock the rows in the same order and cannot deadlock.
 */
export async function addDoctorStats(
  db: Kysely<Database>,
  increments: readonly DoctorStatIncrement[],
): Promise<void> {
  if (increments.length === 0) return;
  const key = (i: DoctorStatIncrement) => `${i.doctorId} ${i.type} ${i.date}`;
  const ordered = [...increments].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  await db
    .insertInto('doctor_stats')
    .values(
      ordered.map((i) => ({
        id: newId(),
        doctor_id: i.doctorId,
        type: i.type,
        date: i.date,
        count: i.count,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['doctor_id', 'type', 'date'])
        .doUpdateSet({ count: sql`doctor_stats.count + excluded.count` }),
    )
    .execute();
}
