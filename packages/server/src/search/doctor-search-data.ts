import { type Expression, type Kysely, type SqlBool, expressionBuilder, sql } from 'kysely';
import { TUNIS_TIME_ZONE, civilDaysRange, shiftCivilDay } from '../platform/zoned-time.js';
import { executePrepared } from '../platform/db/prepared.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import type { Database, DoctorsTable, Sexe } from '../platform/db/schema.js';
import {
  type AvailabilityDay,
  availabilityWindow,
  earliestFreeSlot,
  freeBetween,
  pageAvailability,
} from '../booking/availability-data.js';
import { type DoctorLanguage, type DoctorReadRow, selectDoctors } from '../doctors/doctors-data.js';
import { offsetOf } from '../platform/results-page.js';
import { computeFreeSlots } from '../booking/slots.js';
import { loadSlotSources } from '../booking/slot-sources.js';

/** spec `searchDoctors` `sort`. */
export type DoctorSort = 'availability' | 'fee' | 'name';

export interface DoctorSearchFilter {
  city?: string;
  /** A governorate's French name: doctors in any of its cities. */
  governorate?: string;
  specialty?: string;
  name?: string;
  cnam?: boolean;
  onlinePayment?: boolean;
  gender?: Sexe;
  /** The doctor speaks every one of them. */
  languages?: DoctorLanguage[];
  /** A free slot from now to the end of today, or of the day after tomorrow (Africa/Tunis). */
  availableWithin?: 'today' | '3days';
  /** `YYYY-MM-DD` (Africa/Tunis), within the availability window: only doctors with a free slot that day. */
  date?: string;
}

export interface DoctorSearchHit {
  row: DoctorReadRow;
  nextSlots: string[];
  availability: AvailabilityDay[];
}

/**
 * Only verified, active doctors whose account is not blocked are public (spec `searchDoctors`); the
 * filters that need no clock. On `doctors as d` alone (migration 0027), so a search page sorts and
 * counts its doctors from `doctors` and reads only its own doctors' whole rows.
 */
export function publicWhere(
  filter: Omit<DoctorSearchFilter, 'availableWithin' | 'date'>,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database & { d: DoctorsTable }, 'd'>();
  // Written out, not as parameters: a prepared statement's generic plan can then use the indexes
  // over the public doctors alone (`WHERE is_active AND is_verified …`).
  const conditions: Expression<SqlBool>[] = [
    sql<boolean>`(d.is_verified AND d.is_active AND NOT d.user_blocked)`,
  ];
  if (filter.city !== undefined) conditions.push(eb('d.city_id', '=', filter.city));
  if (filter.governorate !== undefined) {
    conditions.push(
      eb(
        'd.city_id',
        'in',
        eb.selectFrom('locations as l').select('l.id').where('l.governorate', '=', filter.governorate),
      ),
    );
  }
  if (filter.specialty !== undefined) conditions.push(eb('d.specialty_id', '=', filter.specialty));
  if (filter.cnam === true) conditions.push(eb('d.cnam_convention', '=', true));
  if (filter.onlinePayment === true) conditions.push(eb('d.accepts_online_payment', '=', true));
  if (filter.gender !== undefined) {
    const { gender } = filter;
    conditions.push(
      eb.exists(
        eb.selectFrom('users as g').select('g.id').whereRef('g.id', '=', 'd.id').where('g.sexe', '=', gender),
      ),
    );
  }
  if (filter.languages !== undefined && filter.languages.length > 0) {
    conditions.push(sql<boolean>`d.languages @> ${sql.val(filter.languages)}::text[]`);
  }
  const name = nameOf(filter);
  if (name !== '') {
    // Trigram similarity (pg_trgm's `%`, GIN-indexed), or a plain substring for short prefixes.
    conditions.push(sql<boolean>`(d.search_name % ${name} OR d.search_name LIKE ${`%${name}%`})`);
  }
  return eb.and(conditions);
}

/** The public doctors of `filter`, whole rows (`selectDoctors`). */
const publicDoctors = (db: Kysely<Database>, filter: Omit<DoctorSearchFilter, 'availableWithin' | 'date'>) =>
  selectDoctors(db).where(publicWhere(filter));

/**
 * The public doctors of `filter`, availability included (a free slot today, within 3 days, on `date`),
 * from `doctors` alone: what a page sorts and counts.
 */
function matchingDoctors(db: Kysely<Database>, filter: DoctorSearchFilter, now: Date) {
  let query = db.selectFrom('doctors as d').where(publicWhere(filter));
  const { today } = availabilityWindow(now);
  if (filter.availableWithin !== undefined) {
    const lastDay = filter.availableWithin === 'today' ? today : shiftCivilDay(today, 2);
    const { to } = civilDaysRange(TUNIS_TIME_ZONE, lastDay, lastDay);
    query = query.where(sql<boolean>`${earliestFreeSlot(today, now)} < ${to}`);
  }
  if (filter.date !== undefined) query = query.where(freeBetween(filter.date, filter.date, now));
  return query;
}

const nameOf = (filter: Pick<DoctorSearchFilter, 'name'>) =>
  filter.name === undefined ? '' : normalizeSearchText(filter.name);

/**
 * How like `name` a doctor's name is, higher first: its likeness to the closest part of the name
 * (pg_trgm's word_similarity), plus to the whole name. A surname typed with a typo ("ben salh") then
 * ranks the Ben Salahs before a "Salma Ben Ali", whose whole name shares as many trigrams with it.
 */
const nameLikeness = (name: string) =>
  sql<number>`(word_similarity(${name}, d.search_name) + similarity(d.search_name, ${name}))`;

/** spec `searchDoctors`: without `sort`, name similarity for a name, availability for a specialty, else name. */
export function effectiveSort(
  filter: DoctorSearchFilter,
  sort: DoctorSort | undefined,
): DoctorSort | 'similarity' {
  if (sort !== undefined) return sort;
  if (nameOf(filter) !== '') return 'similarity';
  return filter.specialty !== undefined ? 'availability' : 'name';
}

/**
 * What a search sorts on first, ascending with nulls last (ties broken by name then id): the doctor
 * `d` and their user `u` of the enclosing query.
 */
function sortKeyOf(filter: DoctorSearchFilter, sort: DoctorSort | 'similarity', now: Date) {
  return {
    similarity: sql`-${nameLikeness(nameOf(filter))}`,
    availability: earliestFreeSlot(availabilityWindow(now).today, now),
    fee: sql`d.fee`,
    name: sql`NULL`,
  }[sort];
}

async function countMatching(matching: ReturnType<typeof matchingDoctors>) {
  const { n } = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * spec `searchDoctors`: one page of public doctors matching `filter`, in the order asked, each with
 * its next free slots (≤ 3, from `date` or from now) and its five-day strip, in one prepared statement.
 * Availability is read from `doctor_availability` and `doctors.next_free_slot` (booking/availability-data.ts).
 */
export async function searchDoctors(
  db: Kysely<Database>,
  filter: DoctorSearchFilter,
  paging: { page: number; limit: number; sort?: DoctorSort },
  now: Date,
): Promise<{ hits: DoctorSearchHit[]; total: number }> {
  const offset = offsetOf(paging.page, paging.limit);
  const matching = matchingDoctors(db, filter, now);
  const availability = pageAvailability(now, filter.date);
  // The matching doctors are ordered by their ids and sort keys alone, and only the page's are read
  // whole: the largest specialty's hundreds of whole rows (a biography each) went through the sort.
  // The total comes with them: count(*) OVER () is computed before LIMIT. The page carries its sort key
  // out, so the outer query sorts the page's rows by it without computing it again.
  const page = matching
    .select((eb) => [
      'd.id',
      'd.user_last_name as last_name',
      'd.user_first_name as first_name',
      sql<unknown>`${sortKeyOf(filter, effectiveSort(filter, paging.sort), now)}`.as('sort_key'),
      eb.fn.countAll<number>().over().as('total'),
    ])
    .orderBy(sql`sort_key ASC NULLS LAST, d.user_last_name, d.user_first_name, d.id`)
    .offset(offset)
    .limit(paging.limit);
  const rows = await executePrepared(
    db,
    selectDoctors(db)
      .innerJoin(page.as('p'), 'p.id', 'd.id')
      .select(['p.total', availability.days.as('availability_days')])
      .orderBy(sql`p.sort_key ASC NULLS LAST, p.last_name, p.first_name, p.id`),
  );
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countMatching(matching));
  const hits = rows.map(({ total: _, availability_days, ...row }) => {
    const { nextSlots, days } = availability.read(availability_days);
    return { row, nextSlots, availability: days };
  });
  return { hits, total };
}

/**
 * Public doctors whose name is similar to `filter.name`, best first, of a specialty and place when
 * given (spec `autocompleteDoctors`, `suggestSearch`).
 */
export async function suggestDoctors(
  db: Kysely<Database>,
  filter: Pick<DoctorSearchFilter, 'name' | 'specialty' | 'city' | 'governorate'>,
  limit: number,
): Promise<DoctorReadRow[]> {
  const name = nameOf(filter);
  if (name === '') return [];
  return publicDoctors(db, filter)
    .orderBy(nameLikeness(name), 'desc')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** The `search_name` of every public doctor (what the name filter compares a name with). */
export async function publicDoctorNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await publicDoctors(db, {}).clearSelect().select('d.search_name').execute();
  return rows.map((row) => row.search_name);
}

/**
 * How many public doctors each specialty has in each governorate: specialty id → governorate → count.
 * Read with the search catalogue (at most once a minute), for the nearest governorates of a search that
 * found nobody (search/nearby.ts).
 */
export async function publicDoctorsByGovernorate(
  db: Kysely<Database>,
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .selectFrom('doctors as d')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .where(publicWhere({}))
    .select((eb) => ['d.specialty_id', 'l.governorate', eb.fn.countAll<string>().as('n')])
    .groupBy(['d.specialty_id', 'l.governorate'])
    .execute();
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const bySpecialty = counts.get(row.specialty_id) ?? new Map<string, number>();
    bySpecialty.set(row.governorate, Number(row.n));
    counts.set(row.specialty_id, bySpecialty);
  }
  return counts;
}

/** spec `autocompleteDoctors`: public doctors whose name is similar to `keyword`, best first. */
export const autocompleteDoctors = (db: Kysely<Database>, keyword: string, limit: number) =>
  suggestDoctors(db, { name: keyword }, limit);

/** Free slots of one doctor between two days (inclusive), as `getDoctorSlots` returns them. */
export async function doctorSlots(
  db: Kysely<Database>,
  doctorId: string,
  range: { from: string; to: string; visitType?: string },
  now: Date,
  teleconsultation = true,
): Promise<{ slotMinutes: number; slots: string[] } | 'UNKNOWN_VISIT_TYPE' | undefined> {
  const { from, to } = civilDaysRange(TUNIS_TIME_ZONE, range.from, range.to);
  const sources = await loadSlotSources(db, [doctorId], from, to);
  let workingHours = sources.workingHours.get(doctorId);
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
    // docs/decisions/054: a remote visit type is offered in its own hours, and not at all while the
    // server's teleconsultation setting is off.
    if (visitType.remote === true) {
      workingHours = { ...workingHours, schedule: teleconsultation ? (visitType.remoteSchedule ?? []) : [] };
    }
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
