import type { components } from '@tabib/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { TUNIS_TIME_ZONE, civilDayOf, civilDaysRange, shiftCivilDay } from '../platform/zoned-time.js';
import type { Database } from '../platform/db/schema.js';
import { freeSlotsOf, loadSlotSources } from './slot-sources.js';

/*
 * docs/decisions/036-search-results.md: each doctor's free slots of the next 28 days, stored per day
 * (`doctor_availability`, migration 0019) so that search sorts and filters by availability in SQL and
 * shows every result's next five days without computing anyone's slots. The rows are rewritten in the
 * transaction of every change that takes or frees a slot (a booking, a move, a cancellation, a payment
 * hold running out, new working hours), under the doctor's agenda lock, so two such changes never
 * write from snapshots that miss each other. Time passing needs no rewrite (readers skip the slots
 * before now); only the far end of the window moves, which `rollAvailability` follows once a day.
 */

/** How many days, today included, the availability covers (the reach of `sort=availability`). */
export const AVAILABILITY_DAYS = 28;
/** A search result's strip: today and the next four days. */
export const STRIP_DAYS = 5;
/** Slots listed per day of the strip; its `count` says how many more there are. */
export const STRIP_SLOTS_PER_DAY = 4;
/** A search result's `nextSlots`. */
const NEXT_SLOTS = 3;
/** Rows per INSERT: three parameters each, well under PostgreSQL's 65,535. */
const INSERT_BATCH = 5_000;

/** The days the availability covers when counted at `now`: `today` to `through` (Africa/Tunis). */
export function availabilityWindow(now: Date): { today: string; through: string } {
  const today = civilDayOf(TUNIS_TIME_ZONE, now);
  return { today, through: shiftCivilDay(today, AVAILABILITY_DAYS - 1) };
}

/**
 * Recounts the free slots of these doctors from `now` to the end of the window, in the caller's
 * transaction. Takes the doctors' agenda locks (in id order) before reading their rdvs, so a change
 * committed by another transaction meanwhile is seen: whichever rewrites last sees both. Callers that
 * also write rdvs take the agenda lock before those writes, the order every booking takes.
 */
export async function refreshAvailability(
  trx: Transaction<Database>,
  doctorIds: readonly string[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(doctorIds)].sort();
  if (ids.length === 0) return;
  await trx.selectFrom('doctors').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const { today, through } = availabilityWindow(now);
  const { to } = civilDaysRange(TUNIS_TIME_ZONE, today, through);
  const sources = await loadSlotSources(trx, ids, now, to);
  const rows: StoredDay[] = [];
  for (const id of ids) {
    const byDay = new Map<string, string[]>();
    for (const slot of freeSlotsOf(sources, id, { from: now, to, now })) {
      const day = civilDayOf(TUNIS_TIME_ZONE, new Date(slot));
      const slots = byDay.get(day);
      if (slots) slots.push(slot);
      else byDay.set(day, [slot]);
    }
    for (const [day, slots] of byDay) rows.push(storedDay(id, day, slots));
  }
  await trx.deleteFrom('doctor_availability').where('doctor_id', 'in', ids).execute();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx
      .insertInto('doctor_availability')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
  await trx
    .updateTable('doctors as d')
    .set({ availability_through: through, next_free_slot: earliestFreeSlotOfRows(today, now) })
    .where('d.id', 'in', ids)
    .execute();
}

/** A row of `doctor_availability`. */
interface StoredDay {
  doctor_id: string;
  day: string;
  slots: string[];
  summary: string;
}

/** A day's row from its free slots (ISO, earliest first), with the summary a search reads of it. */
function storedDay(doctorId: string, day: string, slots: string[]): StoredDay {
  const summary: AvailabilityDayJson = [day, slots.length, slots.slice(0, STRIP_SLOTS_PER_DAY)];
  return { doctor_id: doctorId, day, slots, summary: JSON.stringify(summary) };
}

/** A change to a doctor's agenda: the time an rdv took or freed. */
export interface AgendaChange {
  doctorId: string;
  start: Date;
  end: Date;
}

/**
 * Recounts only the days these changes touch (a booking's day; a move's two days), in the caller's
 * transaction and under the same agenda locks as `refreshAvailability`: a slot's freedom depends only
 * on the rdvs of its own day, so the other days' rows stay right. A doctor whose rows do not cover
 * the current window yet (never counted, or a new day began before the roll) is recounted whole.
 */
export async function refreshAvailabilityOf(
  trx: Transaction<Database>,
  changes: readonly AgendaChange[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(changes.map((change) => change.doctorId))].sort();
  if (ids.length === 0) return;
  const locked = await trx
    .selectFrom('doctors')
    .select(['id', 'availability_through'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const { today, through } = availabilityWindow(now);
  const current = new Set(locked.filter((row) => row.availability_through === through).map((row) => row.id));
  await refreshAvailability(
    trx,
    ids.filter((id) => !current.has(id)),
    now,
  );
  const days = new Map<string, Set<string>>();
  for (const { doctorId, start, end } of changes) {
    if (!current.has(doctorId)) continue;
    const first = civilDayOf(TUNIS_TIME_ZONE, start);
    const last = civilDayOf(TUNIS_TIME_ZONE, new Date(Math.max(start.getTime(), end.getTime() - 1)));
    for (
      let day = first < today ? today : first;
      day <= last && day <= through;
      day = shiftCivilDay(day, 1)
    ) {
      const ofDoctor = days.get(doctorId) ?? new Set<string>();
      days.set(doctorId, ofDoctor.add(day));
    }
  }
  for (const [doctorId, ofDoctor] of days) {
    const sorted = [...ofDoctor].sort();
    const span = civilDaysRange(TUNIS_TIME_ZONE, sorted[0] as string, sorted[sorted.length - 1] as string);
    const sources = await loadSlotSources(trx, [doctorId], now, span.to);
    const rows: StoredDay[] = [];
    for (const day of sorted) {
      const { from, to } = civilDaysRange(TUNIS_TIME_ZONE, day, day);
      const slots = freeSlotsOf(sources, doctorId, { from: from < now ? now : from, to, now });
      if (slots.length > 0) rows.push(storedDay(doctorId, day, slots));
    }
    await trx
      .deleteFrom('doctor_availability')
      .where('doctor_id', '=', doctorId)
      .where('day', 'in', sorted)
      .execute();
    if (rows.length > 0) await trx.insertInto('doctor_availability').values(rows).execute();
  }
  if (days.size > 0) await storeNextFreeSlot(trx, [...days.keys()], today, now);
}

/** Rewrites `doctors.next_free_slot` of these doctors from their rows, which the caller just wrote. */
async function storeNextFreeSlot(
  trx: Transaction<Database>,
  ids: readonly string[],
  today: string,
  now: Date,
) {
  await trx
    .updateTable('doctors as d')
    .set({ next_free_slot: earliestFreeSlotOfRows(today, now) })
    .where('d.id', 'in', ids)
    .execute();
}

/**
 * Moves on the stored next free slot of the doctors whose slot time has passed, so readers rarely have
 * to (`earliestFreeSlot`). Doctors whose agenda another transaction holds are skipped: it rewrites
 * their slot itself. Returns how many doctors were moved on.
 */
export async function advanceNextFreeSlots(db: Kysely<Database>, now: Date): Promise<number> {
  const { today } = availabilityWindow(now);
  return db.transaction().execute(async (trx) => {
    const passed = await trx
      .selectFrom('doctors')
      .select('id')
      .where('next_free_slot', '<', now)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    if (passed.length === 0) return 0;
    await storeNextFreeSlot(
      trx,
      passed.map((row) => row.id),
      today,
      now,
    );
    return passed.length;
  });
}

/**
 * Recounts the doctors whose availability ends before the window of `now` (a new day began, or never
 * counted), a batch per transaction. Rows locked by another instance doing the same are skipped.
 * Returns how many doctors were recounted.
 */
export async function rollAvailability(db: Kysely<Database>, now: Date, batchSize = 200): Promise<number> {
  const { through } = availabilityWindow(now);
  let total = 0;
  for (;;) {
    const counted = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('doctors')
        .select('id')
        .where((eb) =>
          eb.or([eb('availability_through', 'is', null), eb('availability_through', '<', through)]),
        )
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      await refreshAvailability(
        trx,
        due.map((row) => row.id),
        now,
      );
      return due.length;
    });
    total += counted;
    if (counted < batchSize) return total;
  }
}

/** Whether the doctor `d.id` of the enclosing query has a free slot from `now` on, between two days. */
export function freeBetween(firstDay: string, lastDay: string, now: Date) {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM doctor_availability a
    WHERE a.doctor_id = d.id AND a.day BETWEEN ${firstDay} AND ${lastDay}
      AND a.slots[array_upper(a.slots, 1)] >= ${now})`;
}

/**
 * The earliest free slot from `now` on of the doctor `d.id` of the enclosing query, or null, read from
 * its rows. Only the first two days with rows are read: the rows hold no slot from before they were
 * counted, so only today's may be all past, and the next day's slots are all ahead.
 */
function earliestFreeSlotOfRows(today: string, now: Date) {
  return sql<Date | null>`(
    SELECT min(s) FROM (
      SELECT a.slots FROM doctor_availability a
      WHERE a.doctor_id = d.id AND a.day >= ${today}
      ORDER BY a.day LIMIT 2
    ) f CROSS JOIN LATERAL unnest(f.slots) AS s
    WHERE s >= ${now})`;
}

/**
 * The earliest free slot from `now` on of the doctor `d.id` of the enclosing query, or null: the stored
 * `next_free_slot` while it is still ahead — the earliest slot from when the rows were written, so
 * none lies between now and it — else read from the rows.
 */
export function earliestFreeSlot(today: string, now: Date) {
  return sql<Date | null>`(CASE WHEN d.next_free_slot < ${now}
    THEN ${earliestFreeSlotOfRows(today, now)} ELSE d.next_free_slot END)`;
}

/** A timestamptz as `Date.prototype.toISOString` writes it, so no slot goes through a `Date` in Node. */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One stored day as a search reads it: the day, its free slots from now on, and the first four. */
type AvailabilityDayJson = [day: string, count: number, slots: string[] | null];

/**
 * What a search page reads of its doctors' availability: `days`, the stored days of the doctor `d.id`
 * of the enclosing query as JSON, earliest first — the days of the strip, and the first four days with
 * rows from `fromDay` (a search by date), else today (enough for three next slots, today's being
 * possibly all past); and `read`, which makes a result's next free slots and five-day strip of them.
 * A later day is read from the summary stored with it; PostgreSQL drops today's past slots, counts
 * the rest and lists the first four as ISO text: parsing every day's whole `timestamptz[]` into dates
 * in Node was most of a search's time, and doing so in PostgreSQL for every day most of its own.
 */
export function pageAvailability(now: Date, fromDay?: string) {
  const { today } = availabilityWindow(now);
  const from = fromDay !== undefined && fromDay > today ? fromDay : today;
  const strip = Array.from({ length: STRIP_DAYS }, (_, offset) => shiftCivilDay(today, offset));
  // Only today's row may hold past slots: a later day's are all ahead, read from its stored summary.
  const days = sql<AvailabilityDayJson[] | null>`(
    SELECT json_agg(CASE WHEN a.day > ${today} THEN a.summary ELSE json_build_array(
      a.day,
      (SELECT count(*) FROM unnest(a.slots) s WHERE s >= ${now}),
      (SELECT json_agg(${isoText('s')} ORDER BY s)
        FROM (SELECT s FROM unnest(a.slots) s WHERE s >= ${now} ORDER BY s LIMIT ${STRIP_SLOTS_PER_DAY}) l)
    ) END ORDER BY a.day)
    FROM doctor_availability a
    WHERE a.doctor_id = d.id AND a.day >= ${today} AND (a.day <= ${strip[STRIP_DAYS - 1]} OR a.day BETWEEN ${from} AND (
      SELECT max(b.day) FROM (
        SELECT b.day FROM doctor_availability b
        WHERE b.doctor_id = d.id AND b.day >= ${from}
        ORDER BY b.day LIMIT 4
      ) b)))`;
  const read = (stored: readonly AvailabilityDayJson[] | null): DoctorAvailability => {
    const byDay = new Map<string, AvailabilityDay>();
    for (const [day, count, slots] of stored ?? []) byDay.set(day, { day, count, slots: slots ?? [] });
    const nextSlots = [...byDay.values()]
      .filter(({ day }) => day >= from)
      .flatMap(({ slots }) => slots)
      .slice(0, NEXT_SLOTS);
    return { nextSlots, days: strip.map((day) => byDay.get(day) ?? { day, count: 0, slots: [] }) };
  };
  return { days, read };
}

export type AvailabilityDay = components['schemas']['AvailabilityDay'];

export interface DoctorAvailability {
  nextSlots: string[];
  /** Today and the next four days, each listed even when it has no free slot. */
  days: AvailabilityDay[];
}
