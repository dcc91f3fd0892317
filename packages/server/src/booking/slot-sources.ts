import { type Kysely, sql, type Transaction } from 'kysely';
import { computeFreeSlots, type SlotWorkingHours } from './slots.js';
import { activeRdvStatuses, type Database } from '../platform/db/schema.js';

/** What free slots are computed from: each doctor's working hours and their active rdvs. */
export interface SlotSources {
  workingHours: Map<string, SlotWorkingHours>;
  booked: Map<string, { start: Date; end: Date }[]>;
}

/**
 * Working hours and active rdvs of many doctors in one statement (no query per doctor, one round
 * trip): each working-hours row carries its doctor's rdvs overlapping `[from, to)` as a JSON array
 * of `[startMs, endMs]` pairs.
 */
export async function loadSlotSources(
  db: Kysely<Database> | Transaction<Database>,
  doctorIds: readonly string[],
  from: Date,
  to: Date,
): Promise<SlotSources> {
  const workingHours = new Map<string, SlotWorkingHours>();
  const booked = new Map<string, { start: Date; end: Date }[]>();
  if (doctorIds.length === 0) return { workingHours, booked };
  const rows = await db
    .selectFrom('working_hours as wh')
    .select(['wh.doctor_id', 'wh.timezone', 'wh.slot_minutes', 'wh.schedule', 'wh.absences'])
    .select(
      sql<[number, number][]>`(
        SELECT coalesce(json_agg(json_build_array(
          (extract(epoch FROM r.date) * 1000)::float8,
          (extract(epoch FROM r.end_date) * 1000)::float8)), '[]')
        FROM rdvs r
        WHERE r.doctor_id = wh.doctor_id
          AND r.status IN (${sql.join(activeRdvStatuses)})
          AND r.end_date > ${from} AND r.date < ${to})`.as('booked'),
    )
    .where('wh.doctor_id', 'in', doctorIds)
    .execute();
  for (const row of rows) {
    workingHours.set(row.doctor_id, {
      timezone: row.timezone,
      slotMinutes: row.slot_minutes,
      schedule: row.schedule,
      absences: row.absences,
    });
    booked.set(
      row.doctor_id,
      row.booked.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    );
  }
  return { workingHours, booked };
}

/** A doctor's free slots in `[from, to)` from loaded sources; none without working hours. */
export function freeSlotsOf(
  sources: SlotSources,
  doctorId: string,
  range: { from: Date; to: Date; now: Date; limit?: number; visitDurationMinutes?: number },
): string[] {
  const workingHours = sources.workingHours.get(doctorId);
  if (!workingHours) return [];
  return computeFreeSlots({ workingHours, booked: sources.booked.get(doctorId) ?? [], ...range });
}
