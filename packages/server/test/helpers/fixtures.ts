import type { Kysely } from 'kysely';
import { newId } from '../../src/platform/db/ids.js';
import { toJson } from '../../src/platform/db/json.js';
import { normalizeSearchText } from '../../src/platform/db/search-text.js';
import type { Database, VisitType } from '../../src/platform/db/schema.js';

/** The smallest valid graph for one rdv: a specialty, a city, a doctor and a patient. */
export interface RdvFixture {
  doctorId: string;
  patientId: string;
  specialtyId: string;
  cityId: string;
}

export async function insertRdvFixture(db: Kysely<Database>): Promise<RdvFixture> {
  const specialtyId = newId();
  const cityId = newId();
  const doctorId = newId();
  const patientId = newId();
  await db
    .insertInto('specialties')
    .values({
      id: specialtyId,
      name_fr: `Cardiologie ${specialtyId}`,
      name_en: 'Cardiology',
      name_ar: 'أمراض القلب',
    })
    .execute();
  await db
    .insertInto('locations')
    .values({ id: cityId, label: 'Sfax', governorate: `Sfax ${cityId}`, label_ar: 'صفاقس', label_en: 'Sfax' })
    .execute();
  await db
    .insertInto('users')
    .values([
      {
        id: doctorId,
        email: `doctor-${doctorId}@tabib.test`,
        password_hash: null,
        role: 'doctor',
        first_name: 'Amel',
        last_name: 'Kallel',
      },
      {
        id: patientId,
        email: `patient-${patientId}@tabib.test`,
        password_hash: null,
        role: 'patient',
        first_name: 'Ali',
        last_name: 'Sassi',
      },
    ])
    .execute();
  await db
    .insertInto('doctors')
    .values({
      id: doctorId,
      specialty_id: specialtyId,
      city_id: cityId,
      fee: 60_000,
      search_name: normalizeSearchText('Amel Kallel'),
      // Tests book many rdvs for one patient; the fair-use caps have their own tests (fair-booking.test.ts).
      max_upcoming_rdvs_per_patient: 100,
    })
    .execute();
  await db.insertInto('patients').values({ id: patientId }).execute();
  return { doctorId, patientId, specialtyId, cityId };
}

/** requirements §5 working hours of the fixture doctors: Monday–Friday 08:00–12:00 Africa/Tunis, 30-minute slots. */
export const fixtureWeek = [1, 2, 3, 4, 5].map((day) => ({
  day,
  intervals: [{ start: '08:00', end: '12:00' }],
}));

/** The working hours of `fixtureWeek` for each doctor, with the given visit types and no absences. */
export async function insertFixtureWorkingHours(
  db: Kysely<Database>,
  doctorIds: string[],
  visitTypes: VisitType[] = [],
): Promise<void> {
  await db
    .insertInto('working_hours')
    .values(
      doctorIds.map((doctorId) => ({
        id: newId(),
        doctor_id: doctorId,
        timezone: 'Africa/Tunis',
        slot_minutes: 30,
        schedule: toJson(fixtureWeek),
        visit_types: toJson(visitTypes),
        absences: toJson([]),
      })),
    )
    .execute();
}
