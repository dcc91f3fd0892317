import { describe, expect, it } from 'vitest';

import { ApiError } from '../query/keys';
import { bookingErrorOf, isSlotLostError, paymentErrorOf } from './bookingErrors';

const RDV = '0190f3a2-7c1e-7d3a-9b2c-0000000000aa';

describe('bookingErrorOf: the POST /rdvs refusals, as values', () => {
  it('409 SLOT_TAKEN: taken meanwhile, the slot is lost', () => {
    const error = bookingErrorOf(new ApiError(409, 'SLOT_TAKEN', 'Slot taken'));
    expect(error).toEqual({ code: 'SLOT_TAKEN' });
    expect(isSlotLostError(error)).toBe(true);
  });

  it.each(['SLOT_IN_PAST', 'SLOT_OUT_OF_HOURS', 'SLOT_NOT_ON_GRID', 'SLOT_IN_ABSENCE'] as const)(
    '422 SLOT_UNAVAILABLE with details.reason %s keeps the reason; the slot is lost',
    (reason) => {
      const error = bookingErrorOf(new ApiError(422, 'SLOT_UNAVAILABLE', 'Unavailable', { reason }));
      expect(error).toEqual({ code: 'SLOT_UNAVAILABLE', reason });
      expect(isSlotLostError(error)).toBe(true);
    },
  );

  it('422 SLOT_UNAVAILABLE with an unknown or no reason has reason null', () => {
    expect(bookingErrorOf(new ApiError(422, 'SLOT_UNAVAILABLE', 'x', { reason: 'NEW' }))).toEqual({
      code: 'SLOT_UNAVAILABLE',
      reason: null,
    });
    expect(bookingErrorOf(new ApiError(422, 'SLOT_UNAVAILABLE', 'x'))).toEqual({
      code: 'SLOT_UNAVAILABLE',
      reason: null,
    });
  });

  it('409 SLOT_HELD_BY_YOU carries the rdv and the end of its hold (null: booked before, not awaiting payment)', () => {
    const holdUntil = '2026-12-01T08:15:00.000Z';
    const held = bookingErrorOf(new ApiError(409, 'SLOT_HELD_BY_YOU', 'yours', { rdv: RDV, holdUntil }));
    expect(held).toEqual({ code: 'SLOT_HELD_BY_YOU', rdv: RDV, holdUntil });
    expect(isSlotLostError(held)).toBe(false);
    expect(
      bookingErrorOf(new ApiError(409, 'SLOT_HELD_BY_YOU', 'yours', { rdv: RDV, holdUntil: null })),
    ).toEqual({ code: 'SLOT_HELD_BY_YOU', rdv: RDV, holdUntil: null });
  });

  it('409 SLOT_HELD_BY_YOU without the rdv cannot be resumed: UNKNOWN 409', () => {
    expect(bookingErrorOf(new ApiError(409, 'SLOT_HELD_BY_YOU', 'yours'))).toEqual({
      code: 'UNKNOWN',
      status: 409,
    });
  });

  it.each(['BOOKING_LIMIT_DOCTOR', 'BOOKING_LIMIT_TOTAL'] as const)(
    '409 %s carries details.limit',
    (code) => {
      expect(bookingErrorOf(new ApiError(409, code, 'limit', { limit: 3 }))).toEqual({ code, limit: 3 });
      expect(bookingErrorOf(new ApiError(409, code, 'limit'))).toEqual({ code: 'UNKNOWN', status: 409 });
    },
  );

  it('429 is RATE_LIMITED, 422 ONLINE_PAYMENT_DISABLED keeps its code and the slot', () => {
    expect(bookingErrorOf(new ApiError(429, 'RATE_LIMITED', 'slow down'))).toEqual({ code: 'RATE_LIMITED' });
    const disabled = bookingErrorOf(new ApiError(422, 'ONLINE_PAYMENT_DISABLED', 'no'));
    expect(disabled).toEqual({ code: 'ONLINE_PAYMENT_DISABLED' });
    expect(isSlotLostError(disabled)).toBe(false);
  });

  it('409 REMOTE_NEEDS_PRIOR_VISIT keeps the in-person visit types; 409 TELECONSULTATION_DISABLED its code (decision 054)', () => {
    const refused = bookingErrorOf(
      new ApiError(409, 'REMOTE_NEEDS_PRIOR_VISIT', 'Seen at the practice first', {
        inPersonVisitTypes: ['v1', 7, 'v2'],
      }),
    );
    expect(refused).toEqual({ code: 'REMOTE_NEEDS_PRIOR_VISIT', inPersonVisitTypes: ['v1', 'v2'] });
    expect(isSlotLostError(refused)).toBe(false);
    expect(bookingErrorOf(new ApiError(409, 'REMOTE_NEEDS_PRIOR_VISIT', 'x'))).toEqual({
      code: 'REMOTE_NEEDS_PRIOR_VISIT',
      inPersonVisitTypes: [],
    });
    expect(bookingErrorOf(new ApiError(409, 'TELECONSULTATION_DISABLED', 'off'))).toEqual({
      code: 'TELECONSULTATION_DISABLED',
    });
  });

  it('401 is NOT_SIGNED_IN, 403 NOT_A_PATIENT, 400 and 404 VALIDATION with the server message', () => {
    expect(bookingErrorOf(new ApiError(401, 'UNAUTHORIZED', 'sign in'))).toEqual({ code: 'NOT_SIGNED_IN' });
    expect(bookingErrorOf(new ApiError(403, 'FORBIDDEN', 'patients only'))).toEqual({
      code: 'NOT_A_PATIENT',
    });
    expect(bookingErrorOf(new ApiError(400, 'VALIDATION_ERROR', 'bad date'))).toEqual({
      code: 'VALIDATION',
      status: 400,
      message: 'bad date',
    });
    expect(bookingErrorOf(new ApiError(404, 'NOT_FOUND', 'no such relative'))).toEqual({
      code: 'VALIDATION',
      status: 404,
      message: 'no such relative',
    });
  });

  it('a 5xx or anything that is not an API error is UNKNOWN', () => {
    expect(bookingErrorOf(new ApiError(500, 'INTERNAL', 'oops'))).toEqual({ code: 'UNKNOWN', status: 500 });
    expect(bookingErrorOf(new TypeError('Failed to fetch'))).toEqual({ code: 'UNKNOWN', status: null });
  });
});

describe('paymentErrorOf: the POST /payments/checkout refusals', () => {
  it.each([
    [502, 'PROVIDER_ERROR', { code: 'PROVIDER_ERROR' }],
    [422, 'RDV_NOT_PAYABLE', { code: 'RDV_NOT_PAYABLE' }],
    [409, 'ALREADY_PAID', { code: 'ALREADY_PAID' }],
    [500, 'INTERNAL', { code: 'UNKNOWN', status: 500 }],
  ] as const)('%i %s', (status, code, expected) => {
    expect(paymentErrorOf(new ApiError(status, code, 'x'))).toEqual(expected);
  });

  it('a network failure is UNKNOWN without a status', () => {
    expect(paymentErrorOf(new TypeError('Failed to fetch'))).toEqual({ code: 'UNKNOWN', status: null });
  });
});
