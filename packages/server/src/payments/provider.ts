import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';

/** What Tabib asks a provider for: one payment page for one payment of one rdv. */
export interface PaymentRequest {
  paymentId: string;
  /** millimes */
  amount: number;
  rdvId: string;
  /** What the payer reads on the provider's page, e.g. the doctor and the rdv's date. */
  note: string;
  payer: { firstName: string; lastName: string; email: string; phone: string | null };
  /** Where the provider sends the browser back after paying / after giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its notification (`POST /v1/payments/webhook/{provider}`). */
  webhookUrl: string;
}

/** What a provider gives back for a new payment: its token and the page to send the browser to. */
export interface ProviderPayment {
  token: string;
  paymentUrl: string;
}

/** How a payment ended: paid, declined by the card issuer, or given up by the payer. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

/** A provider's notification once verified: which payment, and how it ended. */
export interface VerifiedNotification {
  token: string;
  outcome: PaymentOutcome;
  /**
   * What a provider's notice says was paid, compared with the payment before it is settled
   * (docs/decisions/034). Absent when Tabib itself settles (the sandbox page, a provider check).
   */
  claimed?: ClaimedPayment;
}

/** The amount (millimes, null when missing or unreadable), currency and order a notice names. */
export interface ClaimedPayment {
  amount: number | null;
  currency: string | null;
  orderId: string | null;
}

/** The provider's notification body (Paymee's fields; the sandbox sends the same). */
export interface NotificationBody {
  token: string;
  payment_status: boolean | string;
  check_sum: string;
  /** TND, as a number or a decimal string (Paymee: `amount`). */
  amount?: number | string;
  currency?: string;
  order_id?: string;
}

/** What Tabib asks a provider to give back: the whole of one paid payment (docs/decisions/035). */
export interface RefundRequest {
  refundId: string;
  paymentId: string;
  /** The provider's token of the paid payment. */
  providerRef: string | null;
  /** millimes */
  amount: number;
}

/**
 * How a provider took a refund: given back now (with its reference), or only recorded, for an admin
 * to pay back by hand and mark done (a provider without a refund API).
 */
export type RefundOutcome = { status: 'refunded'; reference: string } | { status: 'requested' };

/** A notice's TND amount in millimes: `70`, `"70.000"`, `70.5` → 70 000, 70 000, 70 500; null otherwise. */
export function millimesFromTnd(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,9}(\.\d{1,3})?$/.test(text)) return null;
  return Math.round(Number(text) * 1000);
}

/** docs/design.md "Payments": Paymee, or the local sandbox when no key is set. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Throws 502 `PROVIDER_ERROR` when the provider fails or does not answer in time. */
  createPayment(request: PaymentRequest): Promise<ProviderPayment>;
  /** null when the checksum does not match. */
  verifyNotification(body: NotificationBody): VerifiedNotification | null;
  /**
   * Asks the provider how a pending payment stands: `'paid'` once it is, null while the provider
   * cannot tell (not paid yet). Throws 502 `PROVIDER_ERROR` like `createPayment`.
   */
  checkPayment(token: string): Promise<'paid' | null>;
  /** Gives a paid payment back, or records the request. Throws 502 `PROVIDER_ERROR` like `createPayment`. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** spec `paymentWebhook`: `check_sum` = md5(token + "1"/"0" + key). */
export function paymeeChecksum(token: string, paid: boolean, key: string): string {
  return createHash('md5')
    .update(`${token}${paid ? '1' : '0'}${key}`)
    .digest('hex');
}

/** `true`/`"1"`/`"true"` paid, anything else not paid (Paymee sends booleans, or strings in a form). */
export function isPaidStatus(value: boolean | string): boolean {
  return value === true || value === '1' || (typeof value === 'string' && value.toLowerCase() === 'true');
}

/**
 * Paymee's notification rule, shared by the sandbox: the checksum must match the key; a notification
 * that is not "paid" is a decline.
 */
export function verifyChecksum(body: NotificationBody, key: string): VerifiedNotification | null {
  const paid = isPaidStatus(body.payment_status);
  const expected = Buffer.from(paymeeChecksum(body.token, paid, key));
  const given = Buffer.from(body.check_sum.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return {
    token: body.token,
    outcome: paid ? 'paid' : 'failed',
    claimed: {
      amount: millimesFromTnd(body.amount),
      currency: body.currency?.trim().toUpperCase() ?? null,
      orderId: body.order_id ?? null,
    },
  };
}

/** 502: the provider failed; the payment row stays, so nothing is lost. */
export function providerError(message: string): DomainError {
  return new DomainError('PROVIDER_ERROR', message, 502);
}

declare module '../platform/api/context.js' {
  interface ApiDeps {
    /** Paymee, or the local sandbox when no Paymee key is configured. */
    paymentProvider: PaymentProvider;
  }
}
