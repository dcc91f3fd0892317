import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { initial } from './migrations/0001_initial.js';
import { paymentHold } from './migrations/0002_payment_hold.js';
import { notificationQueue } from './migrations/0003_notification_queue.js';
import { backOffice } from './migrations/0004_back_office.js';
import { searchChanges } from './migrations/0005_search_changes.js';
import { calendarFeeds } from './migrations/0012_calendar_feeds.js';
import { waitlist } from './migrations/0013_waitlist.js';
import { sms } from './migrations/0014_sms.js';
import { specialtySynonymsMigration } from './migrations/0015_specialty_synonyms.js';
import { secretaryInvitations } from './migrations/0016_secretary_invitations.js';
import { fairUse } from './migrations/0017_fair_use.js';
import { refunds } from './migrations/0018_refunds.js';
import { doctorAvailability } from './migrations/0019_doctor_availability.js';
import { relatives } from './migrations/0020_relatives.js';
import { tunisianPhones } from './migrations/0023_tunisian_phones.js';
import { namesByLanguage } from './migrations/0024_names_by_language.js';
import { nextFreeSlot } from './migrations/0025_next_free_slot.js';
import { availabilitySummary } from './migrations/0026_availability_summary.js';
import { doctorSortColumns } from './migrations/0027_doctor_sort_columns.js';
import { tunisianSynonymsMigration } from './migrations/0028_tunisian_synonyms.js';
import { userLocale } from './migrations/0030_user_locale.js';
import { embedOrigins } from './migrations/0029_embed_origins.js';
import { idempotencyKeys } from './migrations/0031_idempotency_keys.js';
import { doctorApplications } from './migrations/0032_doctor_applications.js';
import { doctorBios } from './migrations/0033_doctor_bios.js';
import { rateLimitUnlogged } from './migrations/0034_rate_limit_unlogged.js';
import { applicationAnswers } from './migrations/0035_application_answers.js';
import { teleconsultation } from './migrations/0036_teleconsultation.js';
import { teleconsultationRoom } from './migrations/0037_teleconsultation_room.js';
import type { Database } from './schema.js';

/**
 * Every migration, in order. A static list (not a folder scan) so the same code migrates PGlite and
 * PostgreSQL from sources or from a bundle. Append new ones; never edit one that has shipped.
 * Migrations are independent of each other's order past 0005 (`allowUnorderedMigrations`), so work
 * landed in parallel can take the next numbers without breaking a database already migrated.
 */
const migrations = {
  '0001_initial': initial,
  '0002_payment_hold': paymentHold,
  '0003_notification_queue': notificationQueue,
  '0004_back_office': backOffice,
  '0005_search_changes': searchChanges,
  '0012_calendar_feeds': calendarFeeds,
  '0013_waitlist': waitlist,
  '0014_sms': sms,
  '0015_specialty_synonyms': specialtySynonymsMigration,
  '0016_secretary_invitations': secretaryInvitations,
  '0017_fair_use': fairUse,
  '0018_refunds': refunds,
  '0019_doctor_availability': doctorAvailability,
  '0020_relatives': relatives,
  '0023_tunisian_phones': tunisianPhones,
  '0024_names_by_language': namesByLanguage,
  '0025_next_free_slot': nextFreeSlot,
  '0026_availability_summary': availabilitySummary,
  '0027_doctor_sort_columns': doctorSortColumns,
  '0028_tunisian_synonyms': tunisianSynonymsMigration,
  '0030_user_locale': userLocale,
  '0029_embed_origins': embedOrigins,
  '0031_idempotency_keys': idempotencyKeys,
  '0032_doctor_applications': doctorApplications,
  '0033_doctor_bios': doctorBios,
  '0034_rate_limit_unlogged': rateLimitUnlogged,
  '0035_application_answers': applicationAnswers,
  '0036_teleconsultation': teleconsultation,
  '0037_teleconsultation_room': teleconsultationRoom,
};

/** The registered migrations' names, in the order they run on an empty database. */
export const migrationNames = Object.keys(migrations).sort();

/** Brings the schema up to date; Kysely's lock makes concurrent starts against one PostgreSQL safe. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((migration) => migration.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(unknown)'} failed`, { cause: result.error });
  }
  return result;
}
