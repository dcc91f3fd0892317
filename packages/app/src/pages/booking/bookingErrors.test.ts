import { describe, expect, it } from 'vitest';

import { ApiError } from '@tabib/hooks';

import { bookingFailure, fairUseFailure } from './bookingErrors';

describe('bookingFailure: what POST /rdvs errors tell the patient', () => {
  it('409 SLOT_TAKEN: the slot was taken meanwhile, pick a fresh one', () => {
    expect(bookingFailure(new ApiError(409, 'SLOT_TAKEN', 'Slot taken'))).toEqual({
      messageId: 'RESERVATION.ERRORS.SLOT_TAKEN',
      slotLost: true,
    });
  });

  it.each([
    ['SLOT_IN_PAST', 'RESERVATION.ERRORS.SLOT_IN_PAST'],
    ['SLOT_OUT_OF_HOURS', 'RESERVATION.ERRORS.SLOT_OUT_OF_HOURS'],
    ['SLOT_NOT_ON_GRID', 'RESERVATION.ERRORS.SLOT_NOT_ON_GRID'],
    ['SLOT_IN_ABSENCE', 'RESERVATION.ERRORS.SLOT_IN_ABSENCE'],
    ['SOMETHING_NEW', 'RESERVATION.ERRORS.SLOT_UNAVAILABLE'],
  ])('422 SLOT_UNAVAILABLE with details.reason %s → %s', (reason, messageId) => {
    expect(bookingFailure(new ApiError(422, 'SLOT_UNAVAILABLE', 'Unavailable', { reason }))).toEqual({
      messageId,
      slotLost: true,
    });
  });

  it('422 SLOT_UNAVAILABLE without details is still a slot problem', () => {
    expect(bookingFailure(new ApiError(422, 'SLOT_UNAVAILABLE', 'Unavailable'))).toEqual({
      messageId: 'RESERVATION.ERRORS.SLOT_UNAVAILABLE',
      slotLost: true,
    });
  });

  it('409 REMOTE_NEEDS_PRIOR_VISIT and TELECONSULTATION_DISABLED say why, in the reader’s language (decision 054)', () => {
    expect(bookingFailure(new ApiError(409, 'REMOTE_NEEDS_PRIOR_VISIT', 'Seen first'))).toEqual({
      messageId: 'REMOTE.NEEDS_PRIOR_VISIT',
      slotLost: false,
    });
    expect(bookingFailure(new ApiError(409, 'TELECONSULTATION_DISABLED', 'Off'))).toEqual({
      messageId: 'REMOTE.DISABLED',
      slotLost: false,
    });
  });

  it('422 ONLINE_PAYMENT_DISABLED keeps the slot', () => {
    expect(bookingFailure(new ApiError(422, 'ONLINE_PAYMENT_DISABLED', 'No online payment'))).toEqual({
      messageId: 'RESERVATION.ERRORS.ONLINE_PAYMENT_DISABLED',
      slotLost: false,
    });
  });

  it.each([
    new ApiError(500, 'INTERNAL', 'Boom'),
    new ApiError(409, 'INVALID_TRANSITION', 'Conflict'),
    new ApiError(404, 'NOT_FOUND', 'Service not found.'),
    new TypeError('Failed to fetch'),
  ])('anything else (%s) is requirements §8 "Failed to process appointment"', (error) => {
    expect(bookingFailure(error)).toEqual({ messageId: 'ERRORS.RDV_FAILED', slotLost: false });
  });

  it('409 BOOKING_LIMIT_DOCTOR / BOOKING_LIMIT_TOTAL: the limit reached, with its number; the slot is kept', () => {
    expect(bookingFailure(new ApiError(409, 'BOOKING_LIMIT_DOCTOR', 'Limit', { limit: 3 }))).toEqual({
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_DOCTOR',
      values: { limit: 3 },
      slotLost: false,
    });
    expect(bookingFailure(new ApiError(409, 'BOOKING_LIMIT_TOTAL', 'Limit', { limit: 10 }))).toEqual({
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_TOTAL',
      values: { limit: 10 },
      slotLost: false,
    });
  });

  it('429: too many attempts, wait a few minutes', () => {
    expect(bookingFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toEqual({
      messageId: 'RESERVATION.ERRORS.RATE_LIMITED',
      slotLost: false,
    });
  });
});

describe('fairUseFailure: the limits of decision 034, for any way of booking', () => {
  it('gives the limit reached, or the rate limit', () => {
    expect(fairUseFailure(new ApiError(409, 'BOOKING_LIMIT_DOCTOR', 'Limit', { limit: 2 }))).toEqual({
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_DOCTOR',
      values: { limit: 2 },
    });
    expect(fairUseFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toEqual({
      messageId: 'RESERVATION.ERRORS.RATE_LIMITED',
    });
  });

  it('is undefined for any other refusal', () => {
    expect(fairUseFailure(new ApiError(409, 'SLOT_TAKEN', 'Taken'))).toBeUndefined();
    expect(
      fairUseFailure(new ApiError(409, 'SLOT_HELD_BY_YOU', 'Yours', { rdv: 'r', holdUntil: null })),
    ).toBeUndefined();
    expect(fairUseFailure(new Error('network'))).toBeUndefined();
  });
});
