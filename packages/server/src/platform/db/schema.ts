import type { Locale } from '@tabib/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  PatientsTable,
  RefreshTokensTable,
  RelativesTable,
  UserIdentitiesTable,
  UsersTable,
} from './tables/accounts.js';
import type {
  DoctorApplicationsTable,
  DoctorAvailabilityTable,
  DoctorStatsTable,
  DoctorsTable,
  LocationsTable,
  SpecialtiesTable,
  UploadsTable,
} from './tables/doctors.js';
import type {
  CalendarFeedsTable,
  RdvsTable,
  RoomTicketsTable,
  SecretariesTable,
  ServicesTable,
  WaitlistEntriesTable,
  WaitlistOffersTable,
  WaitlistSettingsTable,
  WorkingHoursTable,
} from './tables/booking.js';
import type { PaymentsTable, RefundsTable } from './tables/payments.js';
import type { ArticlesTable, EmbedOriginsTable, QuestionsTable } from './tables/content.js';
import type {
  AuditLogTable,
  IdempotencyKeysTable,
  NotificationsTable,
  RateLimitHitsTable,
} from './tables/platform.js';

/*
 * The tables as Kysely sees them. Columns are snake_case; the data-access modules map rows to the API's
 * camelCase entities of docs/decisions/001-domain-model.md (`id` → `_id`, `label` → `Label`, …).
 * Ids are UUID v7 strings made by the server (src/platform/db/ids.ts). Instants are `timestamptz` (read as Date),
 * days are `date` (read as 'YYYY-MM-DD' strings), money is integer millimes.
 * jsonb columns are written as JSON text (`toJson`), because node-postgres would send a JS array as a
 * PostgreSQL array, and read back as parsed values on both backends.
 */

export * from './tables/accounts.js';
export * from './tables/doctors.js';
export * from './tables/booking.js';
export * from './tables/payments.js';
export * from './tables/content.js';
export * from './tables/platform.js';

/** An account's role, and the languages Tabib is written in (French the default): the contract's. */
export { ACCOUNT_ROLES as roles, LOCALES as locales } from '@tabib/contract';
export type { Locale };

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
