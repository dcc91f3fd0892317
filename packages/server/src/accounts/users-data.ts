import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../platform/api/context.js';
import type { Database } from '../platform/db/schema.js';
import {
  type Doctor,
  doctorDisplayName,
  findDoctorRow,
  type Specialty,
  toDoctor,
  toSpecialty,
} from '../doctors/doctors-data.js';

/** The spec's `SecretaryInfo`: the secretaries row of a secretary and the doctor they work for. */
export type SecretaryInfo = components['schemas']['SecretaryInfo'];

/** The spec's session `User` (requirements §3, docs/decisions/001-domain-model.md). */
export type User = components['schemas']['User'];

/**
 * The session `User` of `userId`, or undefined. The embedded `doctor` is seen by its owner (the user
 * themselves, or the secretary's doctor), so it carries the private fields.
 */
export async function loadUser(db: Kysely<Database>, userId: string): Promise<User | undefined> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('patients as p', 'p.id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.sms_consent',
      'u.locale',
      'u.photo_url',
      'u.sexe',
      'u.blocked',
      'u.created_at',
      'p.birth_date',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;

  let doctor: Doctor | null = null;
  let doctorSpecialty: Specialty | null = null;
  let loggedInSecretaryInfo: SecretaryInfo | null = null;

  if (user.role === 'doctor') {
    const row = await findDoctorRow(db, user.id);
    if (row) {
      const self: Caller = { userId: user.id, role: 'doctor', doctorId: user.id, secretaryId: null };
      doctor = toDoctor(row, self);
      doctorSpecialty = doctor.doctorSpecialty;
    }
  } else if (user.role === 'secretary') {
    const secretary = await db
      .selectFrom('secretaries as sec')
      .innerJoin('users as du', 'du.id', 'sec.doctor_id')
      .innerJoin('doctors as d', 'd.id', 'sec.doctor_id')
      .innerJoin('specialties as s', 's.id', 'd.specialty_id')
      .select([
        'sec.id',
        'sec.email',
        'sec.doctor_id',
        'du.first_name',
        'du.last_name',
        's.id as specialty_id',
        's.name_fr',
        's.name_en',
        's.name_ar',
        's.freq',
        's.icon',
      ])
      .where('sec.user_id', '=', user.id)
      .executeTakeFirst();
    if (secretary) {
      loggedInSecretaryInfo = {
        _id: secretary.id,
        email: secretary.email,
        doctor: secretary.doctor_id,
        doctorName: doctorDisplayName(secretary.first_name, secretary.last_name),
      };
      doctorSpecialty = toSpecialty({ ...secretary, id: secretary.specialty_id });
    }
  }

  return {
    _id: user.id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    smsConsent: user.sms_consent,
    locale: user.locale,
    photoUrl: user.photo_url,
    sexe: user.sexe,
    birthDate: user.birth_date,
    role: user.role,
    isAdmin: user.role === 'admin',
    isSecretary: user.role === 'secretary',
    admin: user.role === 'admin',
    secretary: user.role === 'secretary',
    patient: user.role === 'patient',
    doctor,
    doctorSpecialty,
    loggedInSecretaryInfo,
    blocked: user.blocked,
    createdAt: user.created_at.toISOString(),
  };
}
