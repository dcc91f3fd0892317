import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/048-notification-language-sms.md: each account remembers the language its holder uses
 * Tabib in, and each notification is written in its recipient's language (kept on the row, so the outbox
 * says which). New accounts get their rdv SMS unless they say no; accounts made before keep the choice
 * they have, since a "no" cannot be told apart from never having been asked.
 */
const languages = `('fr', 'en', 'ar')`;

const up: string[] = [
  `ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'fr' CHECK (locale IN ${languages})`,
  `ALTER TABLE users ALTER COLUMN sms_consent SET DEFAULT true`,
  `ALTER TABLE notifications ADD COLUMN locale text NOT NULL DEFAULT 'fr' CHECK (locale IN ${languages})`,
];

export const userLocale = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE notifications DROP COLUMN locale`).execute(db);
    await sql.raw(`ALTER TABLE users ALTER COLUMN sms_consent SET DEFAULT false`).execute(db);
    await sql.raw(`ALTER TABLE users DROP COLUMN locale`).execute(db);
  },
};
