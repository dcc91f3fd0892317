import type { Rdv } from '@tabib/sdk';

export type RdvPayment = Rdv['payment'];
export type RefundStatus = NonNullable<RdvPayment['refund']>['status'];

/** How the rdv is paid, in the reader's words: where (online, at the practice) and how far along. */
export function paymentStatusId({ method, status }: Pick<RdvPayment, 'method' | 'status'>): string {
  if (status === 'refunded') return 'RDV_PAYMENT.STATUS.REFUNDED';
  if (method === 'onsite')
    return status === 'paid' ? 'RDV_PAYMENT.STATUS.ONSITE_PAID' : 'RDV_PAYMENT.STATUS.ONSITE_DUE';
  if (status === 'paid') return 'RDV_PAYMENT.STATUS.ONLINE_PAID';
  return status === 'pending' ? 'RDV_PAYMENT.STATUS.ONLINE_PENDING' : 'RDV_PAYMENT.STATUS.ONLINE_UNPAID';
}

/** docs/decisions/035: a refund's step, dated (asked on, or done on). */
export const REFUND_STATUS_IDS: Record<RefundStatus, string> = {
  requested: 'RDV_PAYMENT.REFUND.REQUESTED',
  processing: 'RDV_PAYMENT.REFUND.PROCESSING',
  refunded: 'RDV_PAYMENT.REFUND.REFUNDED',
  // A refund the provider refused is paid back by hand: the patient only needs to know it is handled.
  failed: 'RDV_PAYMENT.REFUND.HANDLED_BY_TABIB',
};

/** The refund's date to show: when the money went back, else when it was asked for. */
export function refundDate(refund: NonNullable<RdvPayment['refund']>): string {
  return refund.completedAt ?? refund.requestedAt;
}

/**
 * docs/decisions/015: the rdv's slot is held for its online payment, which is still to make (the
 * patient left the payment page): until when, else null. Past that moment the server frees the slot.
 */
export const paymentAwaitedUntil = (payment: RdvPayment, now: Date): string | null =>
  payment.holdUntil !== null && Date.parse(payment.holdUntil) > now.getTime() ? payment.holdUntil : null;

/** An rdv paid online has a receipt (spec `getRdvReceipt`), refunded or not. */
export const hasReceipt = (payment: RdvPayment): boolean => payment.paidAt !== null;

/** The receipt page of an rdv (the server decides who may read it). */
export const receiptHref = (rdvId: string): string => `/receipt?rdv=${encodeURIComponent(rdvId)}`;
