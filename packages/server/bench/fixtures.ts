import { type Kysely, sql } from 'kysely';
import { civilDateOf, DAY_MS, TUNIS_TIME_ZONE } from '../src/platform/zoned-time.js';
import { doctorSlots } from '../src/search/doctor-search-data.js';
import type { Database } from '../src/platform/db/schema.js';

/** A free slot of one doctor: what one booking request asks for. */
export interface SlotPair {
  doctor: string;
  date: string;
}

/** Real ids and values from the seeded database, so every request hits data a user would. */
export interface BenchFixtures {
  /** The city × specialty with the most public doctors (the busiest search page). */
  busiest: { city: string; cityLabel: string; specialty: string; specialtyName: string; doctors: number };
  /** The most frequent doctor last name, for the name (trigram) search. */
  name: string;
  /** Public doctors with working hours; slot requests rotate over them. */
  doctors: string[];
  /** Seeded, unblocked patients; booking requests rotate over them. */
  patients: string[];
  /** The 7-day range (Africa/Tunis days) of the slots scenario, starting tomorrow. */
  slotRange: { from: string; to: string };
}

const dayString = (civilDateMs: number) => new Date(civilDateMs).toISOString().slice(0, 10);

export async function loadFixtures(db: Kysely<Database>, now: Date): Promise<BenchFixtures> {
  const busiest = await db
    .selectFrom('doctors as d')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .select(['d.city_id', 'l.label', 'd.specialty_id', 's.name_fr'])
    .select((eb) => eb.fn.countAll<number>().as('doctors'))
    .where('d.is_verified', '=', true)
    .where('d.is_active', '=', true)
    .groupBy(['d.city_id', 'l.label', 'd.specialty_id', 's.name_fr'])
    .orderBy('doctors', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const name = await db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.id')
    .select('u.last_name')
    .where('d.is_verified', '=', true)
    .where('d.is_active', '=', true)
    .groupBy('u.last_name')
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const doctors = await db
    .selectFrom('doctors as d')
    .innerJoin('working_hours as w', 'w.doctor_id', 'd.id')
    .select('d.id')
    .where('d.is_verified', '=', true)
    .where('d.is_active', '=', true)
    .orderBy('d.id')
    .execute();
  const patients = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'patient')
    .where('blocked', '=', false)
    .orderBy('id')
    .execute();
  const tomorrow = civilDateOf(TUNIS_TIME_ZONE, now.getTime()) + DAY_MS;
  return {
    busiest: {
      city: busiest.city_id,
      cityLabel: busiest.label,
      specialty: busiest.specialty_id,
      specialtyName: busiest.name_fr,
      doctors: Number(busiest.doctors),
    },
    name: name.last_name,
    doctors: doctors.map((d) => d.id),
    patients: patients.map((p) => p.id),
    slotRange: { from: dayString(tomorrow), to: dayString(tomorrow + 6 * DAY_MS) },
  };
}

/**
 * Every free slot of `doctors` in `range`, ordered round-robin over the doctors (first slot of each,
 * then the second…), so concurrent bookings spread over agendas as a national peak would, instead of
 * queueing on one doctor's agenda lock.
 */
export async function freeSlotPairs(
  db: Kysely<Database>,
  doctors: readonly string[],
  range: { from: string; to: string },
  now: Date,
): Promise<SlotPair[]> {
  const perDoctor: SlotPair[][] = [];
  const batch = 10;
  for (let i = 0; i < doctors.length; i += batch) {
    const found = await Promise.all(
      doctors.slice(i, i + batch).map(async (doctor) => {
        const slots = await doctorSlots(db, doctor, range, now);
        return typeof slots === 'object' ? slots.slots.map((date) => ({ doctor, date })) : [];
      }),
    );
    perDoctor.push(...found);
  }
  const pairs: SlotPair[] = [];
  const longest = Math.max(0, ...perDoctor.map((slots) => slots.length));
  for (let rank = 0; rank < longest; rank++) {
    for (const slots of perDoctor) {
      const pair = slots[rank];
      if (pair) pairs.push(pair);
    }
  }
  return pairs;
}

/** A patient of the booking scenario and the sign-in (refresh family) their access token carries. */
export interface BookingPatient {
  id: string;
  sid: string;
}

/**
 * `count` new patients, each with a sign-in, for the booking scenario alone: copies of a seeded
 * patient's account, holding no rdv. A fresh patient may book 10 times within the fair-use limits
 * (10 upcoming rdvs, 10 attempts per 10 minutes, docs/decisions/034), so every booking of the run is
 * a real one instead of a cheap refusal once the seeded patients hold their 10.
 */
export async function createBookingPatients(db: Kysely<Database>, count: number): Promise<BookingPatient[]> {
  const created = await sql<BookingPatient>`
    WITH template AS (
      SELECT u.* FROM users u JOIN patients p ON p.id = u.id
      WHERE u.role = 'patient' AND NOT u.blocked
      ORDER BY u.id LIMIT 1
    ), accounts AS (
      INSERT INTO users
      SELECT (jsonb_populate_record(NULL::users, to_jsonb(t) || jsonb_build_object(
        'id', gen_random_uuid(),
        'email', 'bench-booking-' || n || '@patients.tabib.test'
      ))).*
      FROM template t, generate_series(1, ${count}::int) AS n
      RETURNING id
    ), patient_rows AS (
      INSERT INTO patients (id) SELECT id FROM accounts
    )
    INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
    SELECT gen_random_uuid(), id, gen_random_uuid(), md5(random()::text || id::text), now() + interval '1 day'
    FROM accounts
    RETURNING user_id AS id, family_id AS sid`.execute(db);
  return created.rows;
}
