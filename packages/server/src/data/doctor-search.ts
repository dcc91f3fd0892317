import { type Kysely, sql } from 'kysely';
import { computeFreeSlots, type SlotWorkingHours } from '../booking/slots.js';
import { civilDaysRange, DAY_MS } from '../booking/zoned-time.js';
import { normalizeSearchText } from '../db/search-text.js';
import { activeRdvStatuses, type Database } from '../db/schema.js';
import { type DoctorReadRow, selectDoctors } from './doctors.js';
import { offsetOf } from './results-page.js';

const zone = 'Africa/Tunis';
/** How far ahead a search result looks for its next free slots. */
const NEXT_SLOTS_HORIZON_DAYS = 28;
const NEXT_SLOTS = 3;

export interface DoctorSearchFilter {
  city?: string;
  /** A governorate's French name: doctors in any of its cities. */
  governorate?: string;
  specialty?: string;
  name?: string;
  cnam?: boolean;
  /** `YYYY-MM-DD` (Africa/Tunis): only doctors with a free slot that day. */
  date?: string;
}

export interface DoctorSearchHit {
  row: DoctorReadRow;
  nextSlots: string[];
}

/** Only verified, active doctors are public (spec `searchDoctors`). */
function publicDoctors(db: Kysely<Database>, filter: DoctorSearchFilter) {
  let query = selectDoctors(db)
    .where('d.is_verified', '=', true)
    .where('d.is_active', '=', true)
    .where('u.blocked', '=', false);
  if (filter.city !== undefined) query = query.where('d.city_id', '=', filter.city);
  if (filter.governorate !== undefined) query = query.where('l.governorate', '=', filter.governorate);
  if (filter.specialty !== undefined) query = query.where('d.specialty_id', '=', filter.specialty);
  if (filter.cnam === true) query = query.where('d.cnam_convention', '=', true);
  const name = filter.name === undefined ? '' : normalizeSearchText(filter.name);
  if (name !== '') {
    // Trigram similarity (pg_trgm's `%`, GIN-indexed), or a plain substring for short prefixes.
    query = query
      .where(sql<boolean>`(d.search_name % ${name} OR d.search_name LIKE ${`%${name}%`})`)
      .orderBy(sql`similarity(d.search_name, ${name})`, 'desc');
  }
  return query.orderBy('u.last_name').orderBy('u.first_name').orderBy('d.id');
}

async function countMatching(db: Kysely<Database>, matching: ReturnType<typeof publicDoctors>) {
  const { n } = await db
    .selectFrom(matching.clearOrderBy().as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

interface SlotSources {
  workingHours: Map<string, SlotWorkingHours>;
  booked: Map<string, { start: Date; end: Date }[]>;
}

/**
 * Working hours and active rdvs of many doctors in one statement (no query per doctor, one round
 * trip): each working-hours row carries its doctor's rdvs overlapping `[from, to)` as a JSON array
 * of `[startMs, endMs]` pairs.
 */
async function loadSlotSources(
  db: Kysely<Database>,
  doctorIds: string[],
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

function freeSlots(sources: SlotSources, doctorId: string, from: Date, to: Date, now: Date, limit: number) {
  const workingHours = sources.workingHours.get(doctorId);
  if (!workingHours) return [];
  return computeFreeSlots({ workingHours, booked: sources.booked.get(doctorId) ?? [], from, to, now, limit });
}

/**
 * spec `searchDoctors`: one page of public doctors matching `filter`, each with its next free slots
 * (≤ 3, from `date` or from now). With `date`, the day's availability is computed for every matching
 * doctor in one pass over batched working hours and rdvs, then the page is cut.
 */
export async function searchDoctors(
  db: Kysely<Database>,
  filter: DoctorSearchFilter,
  paging: { page: number; limit: number },
  now: Date,
): Promise<{ hits: DoctorSearchHit[]; total: number }> {
  const offset = offsetOf(paging.page, paging.limit);
  const from = filter.date === undefined ? now : civilDaysRange(zone, filter.date, filter.date).from;
  const horizon = new Date(Math.max(from.getTime(), now.getTime()) + NEXT_SLOTS_HORIZON_DAYS * DAY_MS);

  let rows: DoctorReadRow[];
  let total: number;
  if (filter.date === undefined) {
    // The page and the total in one statement: count(*) OVER () is computed before LIMIT.
    const matching = publicDoctors(db, filter);
    const page = await matching
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .offset(offset)
      .limit(paging.limit)
      .execute();
    rows = page;
    // A page past the end has no row to carry the total: only then is it counted on its own.
    total = page[0]?.total ?? (offset === 0 ? 0 : await countMatching(db, matching));
  } else {
    const day = civilDaysRange(zone, filter.date, filter.date);
    const candidates = await publicDoctors(db, filter).execute();
    const sources = await loadSlotSources(
      db,
      candidates.map((c) => c.id),
      day.from,
      day.to,
    );
    const free = candidates.filter((c) => freeSlots(sources, c.id, day.from, day.to, now, 1).length > 0);
    rows = free.slice(offset, offset + paging.limit);
    total = free.length;
  }

  const sources = await loadSlotSources(
    db,
    rows.map((r) => r.id),
    from,
    horizon,
  );
  const hits = rows.map((row) => ({
    row,
    nextSlots: freeSlots(sources, row.id, from, horizon, now, NEXT_SLOTS),
  }));
  return { hits, total };
}

export interface DoctorSuggestionRow {
  id: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  specialty_name_fr: string;
  city_label: string;
}

/** spec `autocompleteDoctors`: public doctors whose name is similar to `keyword`, best first. */
export async function autocompleteDoctors(
  db: Kysely<Database>,
  keyword: string,
  limit: number,
): Promise<DoctorSuggestionRow[]> {
  if (normalizeSearchText(keyword) === '') return [];
  return publicDoctors(db, { name: keyword }).limit(limit).execute();
}

/** Free slots of one doctor between two days (inclusive), as `getDoctorSlots` returns them. */
export async function doctorSlots(
  db: Kysely<Database>,
  doctorId: string,
  range: { from: string; to: string; visitType?: string },
  now: Date,
): Promise<{ slotMinutes: number; slots: string[] } | 'UNKNOWN_VISIT_TYPE' | undefined> {
  const { from, to } = civilDaysRange(zone, range.from, range.to);
  const sources = await loadSlotSources(db, [doctorId], from, to);
  const workingHours = sources.workingHours.get(doctorId);
  if (!workingHours) return undefined;
  let visitDurationMinutes: number | undefined;
  if (range.visitType !== undefined) {
    const { visit_types } = await db
      .selectFrom('working_hours')
      .select('visit_types')
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow();
    const visitType = visit_types.find((v) => v._id === range.visitType);
    if (!visitType) return 'UNKNOWN_VISIT_TYPE';
    visitDurationMinutes = visitType.durationMinutes;
  }
  const slots = computeFreeSlots({
    workingHours,
    visitDurationMinutes,
    booked: sources.booked.get(doctorId) ?? [],
    from,
    to,
    now,
  });
  return { slotMinutes: workingHours.slotMinutes, slots };
}
