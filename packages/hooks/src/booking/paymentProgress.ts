import type { Payment, Rdv } from '@tabib/contract';

/** How often a payment's return page asks for its status while the provider has not answered. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** After this long without an answer the page stops asking and says so. */
export const PAYMENT_POLL_LIMIT_MS = 120_000;

/** What a payment's return page shows for a payment. */
export type PaymentOutcome = 'waiting' | 'paid' | 'failed' | 'timedOut';

export interface PaymentReturn {
  /** The provider sent the patient back through its cancel URL. */
  cancelled: boolean;
  /** Polling ran for `PAYMENT_POLL_LIMIT_MS` without a final status. */
  timedOut: boolean;
}

/**
 * A final status decides; a payment still `pending` is failed when the patient cancelled at the
 * provider, otherwise we keep waiting for the provider's notification, which decides, until the limit.
 */
export function paymentOutcome(
  status: Payment['status'],
  { cancelled, timedOut }: PaymentReturn,
): PaymentOutcome {
  if (status === 'paid') return 'paid';
  if (status !== 'pending' || cancelled) return 'failed';
  return timedOut ? 'timedOut' : 'waiting';
}

/** `refetchInterval` of the payment query: poll only while waiting. */
export function paymentPollInterval(
  status: Payment['status'] | undefined,
  from: PaymentReturn,
): number | false {
  if (status === undefined) return false;
  return paymentOutcome(status, from) === 'waiting' ? PAYMENT_POLL_INTERVAL_MS : false;
}

/** Paying again makes sense only while the rdv still holds its slot and is not paid. */
export function canRetryPayment(rdv: Pick<Rdv, 'status' | 'paymentStatus' | 'paymentMode'>): boolean {
  return (
    (rdv.status === 'pending' || rdv.status === 'confirmed') &&
    rdv.paymentMode === 'online' &&
    rdv.paymentStatus !== 'paid'
  );
}
