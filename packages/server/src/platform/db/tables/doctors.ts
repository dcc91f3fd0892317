import type { ColumnType } from 'kysely';
import type { Locale } from '@tabib/contract';
import type { CreatedAt, JsonWithDefault, NullableTimestamp, UpdatedAt, WithDefault } from '../columns.js';
import type { NamesByLanguage } from './booking.js';

/* Doctors: the catalog they are listed in (specialties, places), their profiles, figures and applications. (docs/decisions/056-server-domains.md) */

export const doctorStatTypes = ['display', 'visit', 'phone'] as const;
export type DoctorStatType = (typeof doctorStatTypes)[number];

/** `specialties.synonyms`: how patients name a specialty, per language. */
export interface SpecialtySynonymsColumn {
  fr: string[];
  en: string[];
  ar: string[];
}

export interface SpecialtiesTable {
  id: string;
  name_fr: string;
  name_en: string;
  name_ar: string;
  /** Popularity; sorts the public list (requirements §7 `sortBy=freq:desc`). */
  freq: WithDefault<number>;
  /** How patients name it, per language (docs/decisions/031-natural-search.md). */
  synonyms: ColumnType<SpecialtySynonymsColumn, string | undefined, string>;
  icon: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LocationsTable {
  id: string;
  /** The main city, French spelling (the API's `Label`). */
  label: string;
  governorate: string;
  label_ar: string;
  label_en: string;
  created_at: CreatedAt;
}

/** A doctor's profile; `id` is the doctor's user id (one row per user with role doctor). */
export interface DoctorsTable {
  id: string;
  specialty_id: string;
  city_id: string;
  address: string | null;
  bio: string | null;
  /** The bio written in other languages too (docs/decisions/043); readers of another language see `bio`. */
  bios: JsonWithDefault<NamesByLanguage>;
  languages: WithDefault<string[]>;
  /** millimes */
  fee: number;
  cnam_convention: WithDefault<boolean>;
  cnam_apci: WithDefault<boolean>;
  is_verified: WithDefault<boolean>;
  is_active: WithDefault<boolean>;
  accepts_online_payment: WithDefault<boolean>;
  teleconsultation: WithDefault<boolean>;
  show_phone: WithDefault<boolean>;
  cancellation_cutoff_hours: WithDefault<number>;
  /** How many upcoming rdvs one patient may hold with this doctor at once (docs/decisions/034). */
  max_upcoming_rdvs_per_patient: WithDefault<number>;
  /** `normalizeSearchText(firstName + ' ' + lastName)`; kept in step by whoever writes the names. */
  search_name: string;
  /** The last day (Africa/Tunis) `doctor_availability` covers for this doctor; null before the first count. */
  availability_through: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The earliest free slot from when `doctor_availability` was last written for this doctor; null when
   * it holds none. Readers recompute it when it has passed (`booking/availability-data.ts` `earliestFreeSlot`).
   */
  next_free_slot: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Copies of the doctor's `users` row, kept by triggers (migration 0027): what search sorts and filters by. */
  user_last_name: ColumnType<string, never, never>;
  user_first_name: ColumnType<string, never, never>;
  user_blocked: ColumnType<boolean, never, never>;
  /** The profile belongs to a doctor whose application an admin approved (docs/decisions/053). */
  claimed: WithDefault<boolean>;
  /** An admin's derogation: patients never seen at the practice may book remote visit types (docs/decisions/054). */
  teleconsultation_first_visits: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One day (Africa/Tunis) of a doctor's free slots, earliest first (docs/decisions/036-search-results.md). */
export interface DoctorAvailabilityTable {
  doctor_id: string;
  day: string;
  slots: ColumnType<Date[], string[], string[]>;
  /**
   * `[day, count, first four slots]` as JSON text (ISO slots): the day as a search shows it when it is
   * not today (docs/decisions/045). Written with `slots`, from them.
   */
  summary: ColumnType<[string, number, string[]], string, string>;
}

export interface DoctorStatsTable {
  id: string;
  doctor_id: string;
  type: DoctorStatType;
  date: string;
  count: WithDefault<number>;
}

export const uploadPurposes = ['proof', 'photo'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export type StoredContentType = 'image/webp' | 'image/jpeg' | 'application/pdf';

/** A checked file: a doctor's proof or photo (docs/decisions/053); bytes here or in object storage. */
export interface UploadsTable {
  id: string;
  purpose: UploadPurpose;
  content_type: StoredContentType;
  size: number;
  data: Buffer | null;
  storage_key: string | null;
  created_at: CreatedAt;
}

export const applicationStatuses = ['pending', 'info_requested', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** A doctor's application, or claim of a listed profile when `claim_doctor_id` is set (docs/decisions/053). */
export interface DoctorApplicationsTable {
  id: string;
  status: WithDefault<ApplicationStatus>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  /** E.164. */
  phone: string;
  specialty_id: string;
  city_id: string;
  address: string;
  ordre_number: string;
  proof_upload_id: string;
  claim_doctor_id: string | null;
  locale: WithDefault<Locale>;
  /** SHA-256 of the applicant's token (hex), which reads the application and verifies its contacts. */
  access_token_hash: string;
  phone_code_hash: string | null;
  phone_code_expires_at: NullableTimestamp;
  phone_code_attempts: WithDefault<number>;
  phone_verified_at: NullableTimestamp;
  email_token_hash: string | null;
  email_verified_at: NullableTimestamp;
  /** The reason of a rejection, or what more an admin asks for. */
  message: string | null;
  /** SHA-256 of the token of a request for more information's link, which answers it. */
  answer_token_hash: string | null;
  /** The applicant's answer to a request for more information. */
  reply: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  /** The doctor account the approval created or handed over. */
  doctor_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
