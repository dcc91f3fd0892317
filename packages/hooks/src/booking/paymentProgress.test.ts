import { describe, expect, it } from 'vitest';

import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_LIMIT_MS,
  canRetryPayment,
  paymentOutcome,
  paymentPollInterval,
} from './paymentProgress';

const returned = { cancelled: false, timedOut: false };

describe('paymentOutcome: what a payment’s return page shows', () => {
  it('paid is paid, even when the patient came back through the cancel URL', () => {
    expect(paymentOutcome('paid', returned)).toBe('paid');
    expect(paymentOutcome('paid', { cancelled: true, timedOut: true })).toBe('paid');
  });

  it.each(['failed', 'cancelled', 'expired'] as const)('%s is a failed payment', (status) => {
    expect(paymentOutcome(status, returned)).toBe('failed');
  });

  it('pending waits for the provider, fails when cancelled at the provider, and stops at the limit', () => {
    expect(paymentOutcome('pending', returned)).toBe('waiting');
    expect(paymentOutcome('pending', { cancelled: true, timedOut: false })).toBe('failed');
    expect(paymentOutcome('pending', { cancelled: false, timedOut: true })).toBe('timedOut');
  });
});

describe('paymentPollInterval: poll every 2 s while waiting, for about 2 minutes', () => {
  it('every 2 s, for 2 minutes', () => {
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(2000);
    expect(PAYMENT_POLL_LIMIT_MS).toBe(120000);
  });

  it('polls only a pending payment not yet given up on', () => {
    expect(paymentPollInterval('pending', returned)).toBe(2000);
    expect(paymentPollInterval('pending', { cancelled: false, timedOut: true })).toBe(false);
    expect(paymentPollInterval('pending', { cancelled: true, timedOut: false })).toBe(false);
    expect(paymentPollInterval('paid', returned)).toBe(false);
    expect(paymentPollInterval('failed', returned)).toBe(false);
    expect(paymentPollInterval(undefined, returned)).toBe(false);
  });
});

describe('canRetryPayment: only while the rdv still holds its slot', () => {
  it.each([
    [{ status: 'pending', paymentMode: 'online', paymentStatus: 'unpaid' }, true],
    [{ status: 'confirmed', paymentMode: 'online', paymentStatus: 'pending' }, true],
    [{ status: 'cancelled', paymentMode: 'online', paymentStatus: 'unpaid' }, false],
    [{ status: 'done', paymentMode: 'online', paymentStatus: 'unpaid' }, false],
    [{ status: 'absent', paymentMode: 'online', paymentStatus: 'unpaid' }, false],
    [{ status: 'pending', paymentMode: 'online', paymentStatus: 'paid' }, false],
    [{ status: 'pending', paymentMode: 'onsite', paymentStatus: 'unpaid' }, false],
  ] as const)('%o → %s', (rdv, expected) => {
    expect(canRetryPayment(rdv)).toBe(expected);
  });
});
