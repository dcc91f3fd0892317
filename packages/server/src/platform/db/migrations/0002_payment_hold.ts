import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/015-payment-hold.md: an rdv booked for online payment holds its slot until
 * `payment_hold_until`; past it with no paid payment the rdv is cancelled and the slot released.
 * The partial index covers exactly the rdvs a release looks for.
 */
const up: string[] = [
  `ALTER TABLE rdvs ADD COLUMN payment_hold_until timestamptz`,
  `CREATE INDEX rdvs_payment_hold_idx ON rdvs (payment_hold_until, doctor_id)
    WHERE payment_hold_until IS NOT NULL AND status IN ('pending', 'confirmed') AND payment_status <> 'paid'`,
];

export const paymentHold = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP INDEX IF EXISTS rdvs_payment_hold_idx`).execute(db);
    await sql.raw(`ALTER TABLE rdvs DROP COLUMN IF EXISTS payment_hold_until`).execute(db);
  },
};
