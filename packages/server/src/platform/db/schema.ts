import type { AccountRole, Locale } from '@tabib/contract';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The tables as Kysely sees them. Columns are snake_case; the data-access modules map rows to the API's
 * camelCase entities of docs/decisions/001-domain-model.md (`id` → `_id`, `label` → `Label`, …).
 * Ids are UUID v7 strings made by the server (src/platform/db/ids.ts). Instants are `timestamptz` (read as Date),
 * days are `date` (read as 'YYYY-MM-DD' strings), money is integer millimes.
 * jsonb columns are written as JSON text (`toJson`), because node-postgres would send a JS array as a
 * PostgreSQL array, and read back as parsed values on both backends.
 */

/** Defaults to now() on insert; read as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default, so an insert may leave it out. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** An account's role, and the languages Tabib is written in (French the default): the contract's. */
export { ACCOUNT_ROLES as roles, LOCALES as locales } from '@tabib/contract';
export type Role = AccountRole;
export type { Locale };

export const sexes = ['M', 'F'] as const;
export type Sexe = (typeof sexes)[number];

export const rdvStatuses = ['pending', 'confirmed', 'done', 'cancelled', 'absent'] as const;
export type RdvStatus = (typeof rdvStatuses)[number];
/** The statuses that hold a slot: the partial unique index on rdvs covers exactly these. */
export const activeRdvStatuses = ['pending', 'confirmed'] as const satisfies readonly RdvStatus[];

export const paymentModes = ['online', 'onsite'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const rdvPaymentStatuses = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export type RdvPaymentStatus = (typeof rdvPaymentStatuses)[number];

export const paymentProviders = ['paymee', 'sandbox'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const refundStatuses = ['requested', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Why money goes back (docs/decisions/035-refunds.md). */
export const refundCauses = [
  'patient_cancelled',
  'practice_cancelled',
  'admin_cancelled',
  'paid_after_cancellation',
] as const;
export type RefundCause = (typeof refundCauses)[number];

/** Who a relative is to the patient who manages them (docs/decisions/041-relatives.md). */
export const relativeRelations = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;
export type RelativeRelation = (typeof relativeRelations)[number];

export const doctorStatTypes = ['display', 'visit', 'phone'] as const;
export type DoctorStatType = (typeof doctorStatTypes)[number];

export const identityProviders = ['google', 'facebook'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

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

export interface UsersTable {
  id: string;
  /** Stored lower-case (CHECK); unique. */
  email: string;
  /** argon2id; null for accounts that only sign in through Google or Facebook. */
  password_hash: string | null;
  role: Role;
  first_name: string;
  last_name: string;
  phone: string | null;
  photo_url: string | null;
  sexe: Sexe | null;
  /**
   * The patient gets their rdv notifications by SMS at `phone` (docs/decisions/030-sms.md); on unless
   * they said no, for accounts made since docs/decisions/048-notification-language-sms.md.
   */
  sms_consent: WithDefault<boolean>;
  /** The language the user last used Tabib in; their notifications are written in it (decision 048). */
  locale: WithDefault<Locale>;
  blocked: WithDefault<boolean>;
  email_verified: WithDefault<boolean>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  provider: IdentityProvider;
  /** The provider's `sub`. */
  subject: string;
  created_at: CreatedAt;
}

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

/** A patient's profile; `id` is the patient's user id. */
export interface PatientsTable {
  id: string;
  birth_date: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
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

export interface QuestionsTable {
  id: string;
  patient_id: string;
  /** null until a doctor answers ("unanswered" = open with no doctor, requirements §4). */
  doctor_id: string | null;
  /** The specialty the question is routed to. */
  category_id: string;
  title: string;
  content: string;
  answer: string | null;
  answered_at: NullableTimestamp;
  closed: WithDefault<boolean>;
  /** 1–5 */
  patient_feedback_to_doctor: number | null;
  patient_feedback_comment: string | null;
  /** The patient's relative the question is about; null: the patient (docs/decisions/041-relatives.md). */
  relative_id: WithDefault<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** docs/decisions/041-relatives.md: a person a patient books and asks for. */
export interface RelativesTable {
  id: string;
  patient_id: string;
  first_name: string;
  last_name: string;
  /** 'YYYY-MM-DD' */
  birth_date: string;
  sexe: Sexe;
  relation: RelativeRelation;
  /** Set when the patient removes the relative; the row stays for the rdvs that name it. */
  deleted_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DoctorStatsTable {
  id: string;
  doctor_id: string;
  type: DoctorStatType;
  date: string;
  count: WithDefault<number>;
}

export interface ArticlesTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown */
  content: string;
  cover_url: string | null;
  author: string;
  show_on_landing: WithDefault<boolean>;
  published: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** What a provider's "paid" notice claimed, against the payment it names. */
export interface PaymentMismatch {
  /** millimes, null when the notice carried no readable amount */
  amount: number | null;
  currency: string | null;
  orderId: string | null;
  receivedAt: string;
}

export interface PaymentsTable {
  id: string;
  rdv_id: string;
  /** millimes */
  amount: number;
  currency: WithDefault<'TND'>;
  provider: PaymentProvider;
  /** The provider's payment token; unique per provider so webhooks are idempotent. */
  provider_ref: string | null;
  status: WithDefault<PaymentStatus>;
  payment_url: string | null;
  /** The last "paid" notice whose amount or currency differed from the payment's (docs/decisions/034). */
  mismatch: ColumnType<PaymentMismatch | null, string | null | undefined, string | null>;
  /** When the payment was settled as paid (its receipt's date). */
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The refund of one paid payment, always of its whole amount (migration 0018, docs/decisions/035). */
export interface RefundsTable {
  id: string;
  payment_id: string;
  rdv_id: string;
  /** millimes */
  amount: number;
  currency: WithDefault<'TND'>;
  /** The provider that took the money, which gives it back. */
  provider: PaymentProvider;
  status: WithDefault<RefundStatus>;
  cause: RefundCause;
  /** The provider's refund reference, or the one an admin gave when paying back by hand. */
  reference: string | null;
  /** Why the provider refused it. */
  failure: string | null;
  /** The admin who marked it refunded by hand. */
  completed_by: string | null;
  requested_at: Timestamp;
  completed_at: NullableTimestamp;
  updated_at: UpdatedAt;
}

/** A fixed-window request counter shared by all server instances (docs/decisions/034). */
export interface RateLimitHitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** Whether a doctor takes a waiting list (no row: yes). docs/decisions/029-waitlist.md */
export interface WaitlistSettingsTable {
  doctor_id: string;
  enabled: boolean;
  updated_at: UpdatedAt;
}

/** A site allowed to frame a doctor's booking widget. docs/decisions/046-embed.md */
export interface EmbedOriginsTable {
  doctor_id: string;
  origin: string;
  created_at: CreatedAt;
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

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token issued from one sign-in shares a family; reuse of a rotated token revokes it all. */
  family_id: string;
  /** SHA-256 of the opaque token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
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

/** Transactional outbox: rows written with the change, delivered by a worker (`FOR UPDATE SKIP LOCKED`). */
export const notificationKinds = [
  'confirmation',
  'change',
  'cancellation',
  'reminder',
  'waitlist_offer',
  'secretary_invitation',
  'doctor_application',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['pending', 'sent', 'failed', 'dropped'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** The e-mail queue of rdv notifications (migration 0003, docs/decisions/017-notifications.md). */
export interface NotificationsTable {
  id: string;
  kind: NotificationKind;
  /** The rdv announced; null for a message about no rdv (a secretary invitation). */
  rdv_id: string | null;
  recipient_email: string;
  /** How it leaves: an e-mail to `recipient_email`, or an SMS to `recipient_phone`. */
  channel: WithDefault<NotificationChannel>;
  recipient_phone: string | null;
  /** The recipient's language when it was queued: the message is written in it (decision 048). */
  locale: WithDefault<Locale>;
  /** The facts the message was written from (doctor, instant, address…), as queued. */
  payload: Json<Record<string, unknown>>;
  /** The message as sent (null until then). */
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  /** When it is due; a claimed message's lease end while it is being sent. */
  run_at: Timestamp;
  status: WithDefault<NotificationStatus>;
  attempts: WithDefault<number>;
  last_error: string | null;
  /** `smtp` or `outbox`: how it left, once sent. */
  transport: string | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  actor_role: Role | 'guest' | 'system';
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>> | null;
  ip: string | null;
  created_at: CreatedAt;
}

/** A write's Idempotency-Key and, once it finished, its answer (docs/decisions/052). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  operation: string;
  request_hash: string;
  /** Null while the first request is still running. */
  status: number | null;
  body: Json<unknown> | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  specialties: SpecialtiesTable;
  locations: LocationsTable;
  doctors: DoctorsTable;
  doctor_availability: DoctorAvailabilityTable;
  patients: PatientsTable;
  secretaries: SecretariesTable;
  working_hours: WorkingHoursTable;
  services: ServicesTable;
  rdvs: RdvsTable;
  questions: QuestionsTable;
  relatives: RelativesTable;
  doctor_stats: DoctorStatsTable;
  articles: ArticlesTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  refresh_tokens: RefreshTokensTable;
  calendar_feeds: CalendarFeedsTable;
  waitlist_settings: WaitlistSettingsTable;
  embed_origins: EmbedOriginsTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_offers: WaitlistOffersTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  rate_limit_hits: RateLimitHitsTable;
  idempotency_keys: IdempotencyKeysTable;
  uploads: UploadsTable;
  doctor_applications: DoctorApplicationsTable;
  room_tickets: RoomTicketsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DoctorRow = Selectable<DoctorsTable>;
export type NewDoctor = Insertable<DoctorsTable>;
export type RdvRow = Selectable<RdvsTable>;
export type NewRdv = Insertable<RdvsTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type NewQuestion = Insertable<QuestionsTable>;
export type WorkingHoursRow = Selectable<WorkingHoursTable>;
