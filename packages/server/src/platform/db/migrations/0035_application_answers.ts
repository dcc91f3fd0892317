import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/053-doctor-applications.md: an applicant asked for more information answers from the
 * link of that message. The link carries a token of its own (its SHA-256 is kept, as for the e-mail
 * link); the applicant's words are kept for the admins beside the admins' own message.
 */
export const applicationAnswers = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `ALTER TABLE doctor_applications ADD COLUMN answer_token_hash text, ADD COLUMN reply text CHECK (char_length(reply) <= 1000)`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(`ALTER TABLE doctor_applications DROP COLUMN answer_token_hash, DROP COLUMN reply`)
      .execute(db);
  },
};
