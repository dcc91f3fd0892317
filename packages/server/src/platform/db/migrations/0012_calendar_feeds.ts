import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/028-calendars.md: one private agenda feed per doctor. The address's secret is an
 * HMAC of `feed_id` under the server's key, so the doctor can see the address again, and only its
 * SHA-256 is stored for lookups: a leaked table alone does not give agendas away.
 */
export const calendarFeeds = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `CREATE TABLE calendar_feeds (
          doctor_id uuid PRIMARY KEY REFERENCES doctors (id) ON DELETE CASCADE,
          feed_id uuid NOT NULL,
          token_hash text NOT NULL UNIQUE,
          created_at timestamptz NOT NULL DEFAULT now()
        )`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP TABLE IF EXISTS calendar_feeds`).execute(db);
  },
};
