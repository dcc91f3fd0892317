import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp, UpdatedAt, WithDefault } from '../columns.js';

/* Payments and refunds. (docs/decisions/056-server-domains.md) */

export const paymentModes = ['online', 'onsite'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const rdvPaymentStatuses = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export type RdvPaymentStatus = (typeof rdvPaymentStatuses)[number];

export const paymentProviders = ['paymee', 'sandbox'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const refundStatuses = ['requested', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Why money goes back (docs/decisions/035-refunds.md). */
export const refundCauses = [
  'patient_cancelled',
  'practice_cancelled',
  'admin_cancelled',
  'paid_after_cancellation',
] as const;
export type RefundCause = (typeof refundCauses)[number];

/** What a provider's "paid" notice claimed, against the payment it names. */
export interface PaymentMismatch {
  /** millimes, null when the notice carried no readable amount */
  amount: number | null;
  currency: string | null;
  orderId: string | null;
  receivedAt: string;
}

export interface PaymentsTable {
  id: string;
  rdv_id: string;
  /** millimes */
  amount: number;
  currency: WithDefault<'TND'>;
  provider: PaymentProvider;
  /** The provider's payment token; unique per provider so webhooks are idempotent. */
  provider_ref: string | null;
  status: WithDefault<PaymentStatus>;
  payment_url: string | null;
  /** The last "paid" notice whose amount or currency differed from the payment's (docs/decisions/034). */
  mismatch: ColumnType<PaymentMismatch | null, string | null | undefined, string | null>;
  /** When the payment was settled as paid (its receipt's date). */
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The refund of one paid payment, always of its whole amount (migration 0018, docs/decisions/035). */
export interface RefundsTable {
  id: string;
  payment_id: string;
  rdv_id: string;
  /** millimes */
  amount: number;
  currency: WithDefault<'TND'>;
  /** The provider that took the money, which gives it back. */
  provider: PaymentProvider;
  status: WithDefault<RefundStatus>;
  cause: RefundCause;
  /** The provider's refund reference, or the one an admin gave when paying back by hand. */
  reference: string | null;
  /** Why the provider refused it. */
  failure: string | null;
  /** The admin who marked it refunded by hand. */
  completed_by: string | null;
  requested_at: Timestamp;
  completed_at: NullableTimestamp;
  updated_at: UpdatedAt;
}
