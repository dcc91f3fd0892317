import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../platform/api/context.js';
import type { Database, NamesByLanguage, Sexe } from '../platform/db/schema.js';

/*
 * The doctor read model: users ⨝ doctors ⨝ specialties ⨝ locations, mapped to the spec's `Doctor`,
 * `DoctorSummary`, `Specialty` and `Location` (docs/decisions/001-domain-model.md).
 */

export interface SpecialtyColumns {
  id: string;
  name_fr: string;
  name_en: string;
  name_ar: string;
  freq: number;
  icon: string | null;
}

export interface LocationColumns {
  id: string;
  label: string;
  governorate: string;
  label_ar: string;
  label_en: string;
}

export type Specialty = components['schemas']['Specialty'];

export type Location = components['schemas']['Location'];

/** One row of `selectDoctors`. */
export interface DoctorReadRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  photo_url: string | null;
  sexe: Sexe | null;
  address: string | null;
  bio: string | null;
  bios: NamesByLanguage;
  languages: string[];
  fee: number;
  cnam_convention: boolean;
  cnam_apci: boolean;
  is_verified: boolean;
  is_active: boolean;
  /** The doctor's account is blocked (back office): they leave public search and booking. */
  blocked: boolean;
  accepts_online_payment: boolean;
  teleconsultation: boolean;
  show_phone: boolean;
  cancellation_cutoff_hours: number;
  max_upcoming_rdvs_per_patient: number;
  created_at: Date;
  updated_at: Date;
  specialty_id: string;
  specialty_name_fr: string;
  specialty_name_en: string;
  specialty_name_ar: string;
  specialty_freq: number;
  specialty_icon: string | null;
  city_id: string;
  city_label: string;
  city_governorate: string;
  city_label_ar: string;
  city_label_en: string;
}

export type DoctorLanguage = 'fr' | 'en' | 'ar';

export type Doctor = components['schemas']['Doctor'];

export type DoctorSummary = components['schemas']['DoctorSummary'];

/** The doctor's users ⨝ doctors ⨝ specialties ⨝ locations query; callers add where/order/limit. */
export function selectDoctors(db: Kysely<Database>) {
  return db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.id')
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .select([
      'd.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.photo_url',
      'u.sexe',
      'd.address',
      'd.bio',
      'd.bios',
      'd.languages',
      'd.fee',
      'd.cnam_convention',
      'd.cnam_apci',
      'd.is_verified',
      'd.is_active',
      'u.blocked',
      'd.accepts_online_payment',
      'd.teleconsultation',
      'd.show_phone',
      'd.cancellation_cutoff_hours',
      'd.max_upcoming_rdvs_per_patient',
      'd.created_at',
      'd.updated_at',
      's.id as specialty_id',
      's.name_fr as specialty_name_fr',
      's.name_en as specialty_name_en',
      's.name_ar as specialty_name_ar',
      's.freq as specialty_freq',
      's.icon as specialty_icon',
      'l.id as city_id',
      'l.label as city_label',
      'l.governorate as city_governorate',
      'l.label_ar as city_label_ar',
      'l.label_en as city_label_en',
    ]);
}

export async function findDoctorRow(
  db: Kysely<Database>,
  doctorId: string,
): Promise<DoctorReadRow | undefined> {
  return selectDoctors(db).where('d.id', '=', doctorId).executeTakeFirst();
}

/** Doctors are shown with their title (spec `Doctor.name`: "Dr Amira Ben Salah"). */
export const doctorDisplayName = (firstName: string, lastName: string) => `Dr ${firstName} ${lastName}`;

export function toSpecialty(row: SpecialtyColumns): Specialty {
  return {
    _id: row.id,
    name: row.name_fr,
    names: { fr: row.name_fr, en: row.name_en, ar: row.name_ar },
    freq: row.freq,
    icon: row.icon,
  };
}

export function toLocation(row: LocationColumns): Location {
  return {
    _id: row.id,
    Label: row.label,
    governorate: row.governorate,
    labelAr: row.label_ar,
    labelEn: row.label_en,
  };
}

/** The doctor themselves, their secretary and admins see private fields (spec `Doctor.phone`). */
export function isDoctorInsider(viewer: Caller | null, doctorId: string): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return (viewer.role === 'doctor' || viewer.role === 'secretary') && viewer.doctorId === doctorId;
}

/**
 * A verified, active doctor whose account is not blocked is public; others exist only for insiders
 * (spec `getDoctorProfile`).
 */
export function isDoctorVisibleTo(
  row: Pick<DoctorReadRow, 'id' | 'is_verified' | 'is_active' | 'blocked'>,
  viewer: Caller | null,
) {
  return (row.is_verified && row.is_active && !row.blocked) || isDoctorInsider(viewer, row.id);
}

const languages: readonly string[] = ['fr', 'en', 'ar'];

export function toDoctor(row: DoctorReadRow, viewer: Caller | null): Doctor {
  const insider = isDoctorInsider(viewer, row.id);
  const doctor: Doctor = {
    _id: row.id,
    name: doctorDisplayName(row.first_name, row.last_name),
    firstName: row.first_name,
    lastName: row.last_name,
    // spec Doctor.phone: shown only when showPhone, or to the doctor, their secretary and admins.
    phone: row.show_phone || insider ? row.phone : null,
    photoUrl: row.photo_url,
    sexe: row.sexe,
    doctorSpecialty: toSpecialty({
      id: row.specialty_id,
      name_fr: row.specialty_name_fr,
      name_en: row.specialty_name_en,
      name_ar: row.specialty_name_ar,
      freq: row.specialty_freq,
      icon: row.specialty_icon,
    }),
    city: toLocation({
      id: row.city_id,
      label: row.city_label,
      governorate: row.city_governorate,
      label_ar: row.city_label_ar,
      label_en: row.city_label_en,
    }),
    address: row.address ?? '',
    bio: row.bio,
    bios: row.bios,
    languages: row.languages.filter((l): l is DoctorLanguage => languages.includes(l)),
    fee: row.fee,
    cnamConvention: row.cnam_convention,
    cnamApci: row.cnam_apci,
    acceptsOnlinePayment: row.accepts_online_payment,
    teleconsultation: row.teleconsultation,
    showPhone: row.show_phone,
    isVerified: row.is_verified,
    isActive: row.is_active,
    cancellationCutoffHours: row.cancellation_cutoff_hours,
    maxUpcomingRdvsPerPatient: row.max_upcoming_rdvs_per_patient,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  // The e-mail is contact data the public search has no use for.
  if (insider) doctor.email = row.email;
  return doctor;
}

export function toDoctorSummary(
  row: Pick<
    DoctorReadRow,
    | 'id'
    | 'first_name'
    | 'last_name'
    | 'photo_url'
    | 'address'
    | 'specialty_id'
    | 'specialty_name_fr'
    | 'city_label'
  >,
): DoctorSummary {
  return {
    _id: row.id,
    name: doctorDisplayName(row.first_name, row.last_name),
    photoUrl: row.photo_url,
    doctorSpecialty: { _id: row.specialty_id, name: row.specialty_name_fr },
    city: row.city_label,
    address: row.address ?? '',
  };
}
