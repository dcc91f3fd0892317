import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/032-secretary-invitations.md: a doctor invites a secretary who has no account yet. The
 * invitation is the secretaries row itself, pending (no user yet), with the hash of a one-time token
 * and its expiry; its e-mail is a notification of the queue, which is no longer always about an rdv.
 */
const up: string[] = [
  `ALTER TABLE secretaries ADD COLUMN invitation_hash text UNIQUE`,
  `ALTER TABLE secretaries ADD COLUMN invitation_expires_at timestamptz`,
  `ALTER TABLE notifications ALTER COLUMN rdv_id DROP NOT NULL`,
];

export const secretaryInvitations = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DELETE FROM notifications WHERE rdv_id IS NULL`).execute(db);
    await sql.raw(`ALTER TABLE notifications ALTER COLUMN rdv_id SET NOT NULL`).execute(db);
    await sql
      .raw(`ALTER TABLE secretaries DROP COLUMN invitation_hash, DROP COLUMN invitation_expires_at`)
      .execute(db);
  },
};
