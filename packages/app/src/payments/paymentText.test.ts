import { describe, expect, it } from 'vitest';

import {
  hasReceipt,
  paymentAwaitedUntil,
  paymentStatusId,
  receiptHref,
  REFUND_STATUS_IDS,
  refundDate,
} from './paymentText';

describe('an rdv’s payment in words (docs/decisions/035)', () => {
  it.each([
    ['online', 'paid', 'RDV_PAYMENT.STATUS.ONLINE_PAID'],
    ['online', 'pending', 'RDV_PAYMENT.STATUS.ONLINE_PENDING'],
    ['online', 'unpaid', 'RDV_PAYMENT.STATUS.ONLINE_UNPAID'],
    ['online', 'refunded', 'RDV_PAYMENT.STATUS.REFUNDED'],
    ['onsite', 'paid', 'RDV_PAYMENT.STATUS.ONSITE_PAID'],
    ['onsite', 'unpaid', 'RDV_PAYMENT.STATUS.ONSITE_DUE'],
  ] as const)('%s and %s → %s', (method, status, id) => {
    expect(paymentStatusId({ method, status })).toBe(id);
  });

  it('names every refund status; a refused one is shown as handled by Tabib', () => {
    expect(REFUND_STATUS_IDS).toEqual({
      requested: 'RDV_PAYMENT.REFUND.REQUESTED',
      processing: 'RDV_PAYMENT.REFUND.PROCESSING',
      refunded: 'RDV_PAYMENT.REFUND.REFUNDED',
      failed: 'RDV_PAYMENT.REFUND.HANDLED_BY_TABIB',
    });
  });

  it('dates a refund when it was done, else when it was asked for', () => {
    const requestedAt = '2026-03-02T08:00:00.000Z';
    expect(refundDate({ status: 'requested', amount: 60_000, requestedAt, completedAt: null })).toBe(
      requestedAt,
    );
    expect(
      refundDate({
        status: 'refunded',
        amount: 60_000,
        requestedAt,
        completedAt: '2026-03-03T10:00:00.000Z',
      }),
    ).toBe('2026-03-03T10:00:00.000Z');
  });

  it('offers a receipt for what was paid online only, refunded or not', () => {
    const base = { amount: 60_000, holdUntil: null, refund: null } as const;
    expect(
      hasReceipt({ ...base, status: 'paid', method: 'online', paidAt: '2026-03-02T07:05:00.000Z' }),
    ).toBe(true);
    expect(hasReceipt({ ...base, status: 'paid', method: 'onsite', paidAt: null })).toBe(false);
    expect(hasReceipt({ ...base, status: 'pending', method: 'online', paidAt: null })).toBe(false);
    expect(receiptHref('0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d')).toBe(
      '/receipt?rdv=0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d',
    );
  });

  it('an online payment still to make, while its slot is held (docs/decisions/015)', () => {
    const pending = {
      status: 'pending',
      method: 'online',
      amount: 70_000,
      paidAt: null,
      holdUntil: '2026-03-02T07:15:00.000Z',
      refund: null,
    } as const;
    expect(paymentAwaitedUntil(pending, new Date('2026-03-02T07:14:59.000Z'))).toBe(
      '2026-03-02T07:15:00.000Z',
    );
    expect(paymentAwaitedUntil(pending, new Date('2026-03-02T07:15:00.000Z'))).toBeNull();
    expect(
      paymentAwaitedUntil({ ...pending, holdUntil: null }, new Date('2026-03-02T07:00:00.000Z')),
    ).toBeNull();
  });
});
