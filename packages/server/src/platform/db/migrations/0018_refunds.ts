import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/035-refunds.md: money paid online for an rdv that will not take place goes back. One
 * refund per payment (whole amount); `paid_at` dates a payment for its receipt (rows paid before this
 * migration take their last update, which is when they were settled).
 */
const up: string[] = [
  `ALTER TABLE payments ADD COLUMN paid_at timestamptz`,
  `UPDATE payments SET paid_at = updated_at WHERE status = 'paid'`,
  `CREATE TABLE refunds (
    id uuid PRIMARY KEY,
    payment_id uuid NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
    rdv_id uuid NOT NULL REFERENCES rdvs (id) ON DELETE CASCADE,
    amount integer NOT NULL CHECK (amount > 0),
    currency text NOT NULL DEFAULT 'TND' CHECK (currency = 'TND'),
    provider text NOT NULL CHECK (provider IN ('paymee', 'sandbox')),
    status text NOT NULL DEFAULT 'requested'
      CHECK (status IN ('requested', 'processing', 'refunded', 'failed')),
    cause text NOT NULL
      CHECK (cause IN ('patient_cancelled', 'practice_cancelled', 'admin_cancelled', 'paid_after_cancellation')),
    reference text,
    failure text,
    completed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    requested_at timestamptz NOT NULL,
    completed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((status = 'refunded') = (completed_at IS NOT NULL))
  )`,
  `CREATE INDEX refunds_rdv_id_idx ON refunds (rdv_id)`,
  // The back office lists them newest first, often by status.
  `CREATE INDEX refunds_status_requested_at_idx ON refunds (status, requested_at DESC)`,
  `CREATE INDEX refunds_requested_at_idx ON refunds (requested_at DESC)`,
];

export const refunds = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP TABLE refunds`).execute(db);
    await sql.raw(`ALTER TABLE payments DROP COLUMN paid_at`).execute(db);
  },
};
