import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Json,
  JsonWithDefault,
  NullableTimestamp,
  Timestamp,
  UpdatedAt,
  WithDefault,
} from '../columns.js';
import type { Role } from './accounts.js';
import type { PaymentMode, RdvPaymentStatus } from './payments.js';

/* Booking: the practice (secretaries, working hours, services), rdvs, teleconsultation tickets, waiting lists, calendar feeds. (docs/decisions/056-server-domains.md) */

export const rdvStatuses = ['pending', 'confirmed', 'done', 'cancelled', 'absent'] as const;
export type RdvStatus = (typeof rdvStatuses)[number];
/** The statuses that hold a slot: the partial unique index on rdvs covers exactly these. */
export const activeRdvStatuses = ['pending', 'confirmed'] as const satisfies readonly RdvStatus[];

/** One weekday of a doctor's week (0 = Sunday) with its wall-clock intervals in Africa/Tunis. */
export interface ScheduleDay {
  day: number;
  intervals: { start: string; end: string }[];
}

/**
 * A name a doctor gave in some of the reader languages (docs/decisions/043): only the languages with a
 * name are stored; readers of the others see the name as written.
 */
export type NamesByLanguage = Partial<Record<'fr' | 'en' | 'ar', string>>;

export interface VisitType {
  _id: string;
  name: string;
  /** Absent from the visit types saved before docs/decisions/043. */
  names?: NamesByLanguage;
  durationMinutes: number;
  /** millimes */
  price: number;
  /** A teleconsultation, offered in `remoteSchedule` instead of the schedule (docs/decisions/054). */
  remote?: boolean;
  remoteSchedule?: ScheduleDay[];
}

/** The patient's consent to a teleconsultation, kept with the rdv (docs/decisions/054). */
export interface RemoteConsent {
  consultation: true;
  dataProcessing: true;
  /** ISO 8601 UTC instant. */
  at: string;
  textVersion: string;
}

/** A dated exception to the weekly schedule; `start` and `end` are ISO 8601 UTC instants. */
export interface Absence {
  _id: string;
  start: string;
  end: string;
  reason: string | null;
}

export interface SecretariesTable {
  id: string;
  doctor_id: string;
  /** Lower-case, unique: a secretary works for exactly one doctor (docs/design.md "Sign-in"). */
  email: string;
  /** The secretary's account once one exists with this e-mail (the API's `verified`). */
  user_id: string | null;
  /** A pending invitation: the SHA-256 of its one-time token, and when it ends (docs/decisions/032). */
  invitation_hash: string | null;
  invitation_expires_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WorkingHoursTable {
  id: string;
  doctor_id: string;
  timezone: WithDefault<string>;
  slot_minutes: number;
  schedule: Json<ScheduleDay[]>;
  visit_types: Json<VisitType[]>;
  absences: Json<Absence[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ServicesTable {
  id: string;
  benefactor_id: string;
  name: string;
  names: JsonWithDefault<NamesByLanguage>;
  description: string | null;
  /** millimes */
  price: number;
  duration_minutes: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RdvsTable {
  id: string;
  doctor_id: string;
  patient_id: string;
  date: Timestamp;
  end_date: Timestamp;
  status: RdvStatus;
  visit_type: string | null;
  /** The booked visit type's names (docs/decisions/043); a service rdv reads its service's instead. */
  visit_type_names: JsonWithDefault<NamesByLanguage>;
  service_id: string | null;
  /** millimes */
  price: number;
  payment_mode: WithDefault<PaymentMode>;
  payment_status: WithDefault<RdvPaymentStatus>;
  reason: string | null;
  cancel_reason: string | null;
  cancelled_by: Role | null;
  /** An online-payment rdv's slot is held until then (docs/decisions/015-payment-hold.md). */
  payment_hold_until: NullableTimestamp;
  /** The patient's relative the rdv is for; null: for the patient (docs/decisions/041-relatives.md). */
  relative_id: WithDefault<string | null>;
  /** A teleconsultation (docs/decisions/054); its consent is then never null (CHECK). */
  remote: WithDefault<boolean>;
  remote_consent: ColumnType<RemoteConsent | null, string | null | undefined, string | null>;
  /** A teleconsultation's end-of-consultation note to the patient (docs/decisions/055). */
  remote_note: WithDefault<string | null>;
  remote_note_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A teleconsultation room's single-use ticket, kept as its SHA-256 (docs/decisions/055). */
export interface RoomTicketsTable {
  token_hash: string;
  rdv_id: string;
  user_id: string;
  role: 'doctor' | 'patient';
  expires_at: Timestamp;
}

/** Whether a doctor takes a waiting list (no row: yes). docs/decisions/029-waitlist.md */
export interface WaitlistSettingsTable {
  doctor_id: string;
  enabled: boolean;
  updated_at: UpdatedAt;
}

export const waitlistEntryStatuses = ['waiting', 'booked', 'left'] as const;
export type WaitlistEntryStatus = (typeof waitlistEntryStatuses)[number];

/** A patient waiting for a doctor's slot on `weekdays` (ISO, 1 = Monday) between two Tunis times. */
export interface WaitlistEntriesTable {
  id: string;
  doctor_id: string;
  patient_id: string;
  weekdays: number[];
  /** Minutes after midnight in Africa/Tunis: the window is [from, to). */
  from_minutes: number;
  to_minutes: number;
  status: WithDefault<WaitlistEntryStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export const waitlistOfferStatuses = ['open', 'accepted', 'taken'] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number];

/** A freed slot offered to a waiting patient until `expires_at`. */
export interface WaitlistOffersTable {
  id: string;
  entry_id: string;
  doctor_id: string;
  patient_id: string;
  slot_start: Timestamp;
  expires_at: Timestamp;
  status: WithDefault<WaitlistOfferStatus>;
  /** The rdv the offer became, once accepted. */
  rdv_id: string | null;
  created_at: CreatedAt;
}

/** A doctor's private agenda feed (docs/decisions/028-calendars.md). */
export interface CalendarFeedsTable {
  doctor_id: string;
  /** Random per address; the address's secret is HMAC(server key, feed_id). */
  feed_id: string;
  /** SHA-256 of the address's secret, hex. */
  token_hash: string;
  created_at: CreatedAt;
}
