import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/055-teleconsultation-room.md: the doctor's end-of-consultation note to the patient, kept
 * with the rdv; and the room's tickets — single-use, one minute, kept as their SHA-256 only, so a ticket
 * read from a log or a proxy opens nothing. Nothing of the consultation itself (media, chat, signalling)
 * is stored.
 */
export const teleconsultationRoom = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `ALTER TABLE rdvs ADD COLUMN remote_note text CHECK (char_length(remote_note) <= 4000), ADD COLUMN remote_note_at timestamptz`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE UNLOGGED TABLE room_tickets (
          token_hash text PRIMARY KEY,
          rdv_id uuid NOT NULL REFERENCES rdvs(id) ON DELETE CASCADE,
          user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          role text NOT NULL CHECK (role IN ('doctor', 'patient')),
          expires_at timestamptz NOT NULL
        )`,
      )
      .execute(db);
    await sql.raw(`CREATE INDEX room_tickets_expires_at ON room_tickets (expires_at)`).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP TABLE room_tickets`).execute(db);
    await sql.raw(`ALTER TABLE rdvs DROP COLUMN remote_note, DROP COLUMN remote_note_at`).execute(db);
  },
};
