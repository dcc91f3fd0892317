import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { availabilityWindow } from '../availability-data.js';
import { doctorSlots } from '../../search/doctor-search-data.js';
import type { Database } from '../../platform/db/schema.js';
import { fixtureNow } from './agenda-fixture.js';

/** Monday 2 March 2026, 08:00 in Tunis: the fixture doctors work Monday–Friday 08:00–12:00, 30-minute slots. */
export const now = new Date(fixtureNow);
export const HOUR = 3_600_000;
/** 09:00, 10:00 and 11:00 in Tunis on the fixture's days (UTC+1). */
export const wednesday0900 = new Date('2026-03-04T08:00:00.000Z');
export const thursday1000 = new Date('2026-03-05T09:00:00.000Z');
export const friday1100 = new Date('2026-03-06T10:00:00.000Z');

/** The free slots stored for a doctor from `at` on, earliest first. */
export async function storedSlots(db: Kysely<Database>, doctorId: string, at: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('doctor_availability')
    .select(['day', 'slots'])
    .where('doctor_id', '=', doctorId)
    .orderBy('day')
    .execute();
  return rows
    .flatMap((row) => row.slots.map((slot) => new Date(slot)))
    .filter((slot) => slot >= at)
    .map((slot) => slot.toISOString());
}

/** The stored availability is exactly what the slots computed now say, over the whole window. */
export async function expectFresh(db: Kysely<Database>, doctorId: string, at: Date) {
  const { today, through } = availabilityWindow(at);
  const live = await doctorSlots(db, doctorId, { from: today, to: through }, at);
  if (live === undefined || live === 'UNKNOWN_VISIT_TYPE') throw new Error('the fixture doctor has hours');
  expect(await storedSlots(db, doctorId, at)).toEqual(live.slots);
  expect((await storedNextFreeSlot(db, doctorId))?.toISOString() ?? null).toBe(live.slots[0] ?? null);
  // Each day's summary (decision 045) is its count and first four slots, as written with them.
  for (const { day, slots, summary } of await storedDays(db, doctorId)) {
    expect(summary).toEqual([
      day,
      slots.length,
      slots.slice(0, 4).map((slot) => new Date(slot).toISOString()),
    ]);
  }
}

export const storedDays = (db: Kysely<Database>, doctorId: string) =>
  db
    .selectFrom('doctor_availability')
    .select(['day', 'slots', 'summary'])
    .where('doctor_id', '=', doctorId)
    .orderBy('day')
    .execute();

export const storedNextFreeSlot = async (db: Kysely<Database>, doctorId: string) =>
  (
    await db
      .selectFrom('doctors')
      .select('next_free_slot')
      .where('id', '=', doctorId)
      .executeTakeFirstOrThrow()
  ).next_free_slot;

export const workingHoursOf = async (db: Kysely<Database>, doctorId: string) =>
  db.selectFrom('working_hours').selectAll().where('doctor_id', '=', doctorId).executeTakeFirstOrThrow();
