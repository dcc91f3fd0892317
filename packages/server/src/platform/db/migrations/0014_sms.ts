import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/030-sms.md: patients who gave a phone and agreed get their rdv notifications by SMS
 * too. An SMS is a row of the same queue (`channel = 'sms'`), so it has the same guarantees: queued
 * with its change, claimed once across processes, retried with backoff, dropped with its reminder.
 */
const up: string[] = [
  `ALTER TABLE users ADD COLUMN sms_consent boolean NOT NULL DEFAULT false`,
  `ALTER TABLE notifications ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'))`,
  `ALTER TABLE notifications ADD COLUMN recipient_phone text`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_sms_phone_check CHECK (channel <> 'sms' OR recipient_phone IS NOT NULL)`,
  `ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_transport_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_transport_check
    CHECK (transport IN ('smtp', 'outbox', 'twilio', 'sms-outbox'))`,
];

export const sms = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DELETE FROM notifications WHERE channel = 'sms'`).execute(db);
    await sql.raw(`ALTER TABLE notifications DROP COLUMN channel, DROP COLUMN recipient_phone`).execute(db);
    await sql.raw(`ALTER TABLE users DROP COLUMN sms_consent`).execute(db);
  },
};
