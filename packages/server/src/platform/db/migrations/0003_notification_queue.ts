import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/017-notifications.md: the e-mail queue of rdv notifications. 0001 created an outbox
 * table of another shape that nothing ever wrote to; it is replaced rather than altered column by column.
 * A message is written (subject and bodies) when it is sent, from `payload`; a sent row keeps what left.
 * - `notifications_due_idx` serves the worker's claim (`status = 'pending' AND run_at <= now`);
 * - `notifications_rdv_idx` serves dropping an rdv's pending reminder when it is moved or cancelled;
 * - `notifications_created_idx` serves the admin outbox, newest first.
 */
const up: string[] = [
  `DROP TABLE notifications`,
  `CREATE TABLE notifications (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('confirmation', 'change', 'cancellation', 'reminder')),
    rdv_id uuid NOT NULL REFERENCES rdvs (id) ON DELETE CASCADE,
    recipient_email text NOT NULL,
    payload jsonb NOT NULL,
    subject text,
    body_text text,
    body_html text,
    run_at timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dropped')),
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    last_error text,
    transport text CHECK (transport IN ('smtp', 'outbox')),
    sent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((status = 'sent') = (sent_at IS NOT NULL AND transport IS NOT NULL AND subject IS NOT NULL))
  )`,
  `CREATE INDEX notifications_due_idx ON notifications (run_at) WHERE status = 'pending'`,
  `CREATE INDEX notifications_rdv_idx ON notifications (rdv_id) WHERE status = 'pending'`,
  `CREATE INDEX notifications_created_idx ON notifications (created_at DESC, id DESC)`,
];

/** 0001's table, as it was. */
const down: string[] = [
  `DROP TABLE notifications`,
  `CREATE TABLE notifications (
    id uuid PRIMARY KEY,
    kind text NOT NULL,
    recipient_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
    payload jsonb NOT NULL DEFAULT '{}',
    available_at timestamptz NOT NULL DEFAULT now(),
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    processed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX notifications_pending_idx ON notifications (available_at) WHERE processed_at IS NULL`,
];

export const notificationQueue = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
