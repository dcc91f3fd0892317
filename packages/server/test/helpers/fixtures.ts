import type { Kysely } from 'kysely';
import { newId } from '../../src/db/ids.js';
import { normalizeSearchText } from '../../src/db/search-text.js';
import type { Database } from '../../src/db/schema.js';

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
    })
    .execute();
  await db.insertInto('patients').values({ id: patientId }).execute();
  return { doctorId, patientId, specialtyId, cityId };
}
