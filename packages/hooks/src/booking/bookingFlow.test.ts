import type { Rdv } from '@tabib/contract';
import { describe, expect, it } from 'vitest';

import type { BookingError } from './bookingErrors';
import {
  type BookingDraft,
  type BookingFlowEvent,
  type BookingFlowState,
  bookingFlowReducer,
  initialBookingFlowState,
} from './bookingFlow';

const SLOT = '2026-12-01T08:00:00.000Z';
const OTHER_SLOT = '2026-12-01T09:00:00.000Z';
const VISIT = { kind: 'visitType', id: '0190f3a2-7c1e-7d3a-9b2c-00000000000a' } as const;
const RELATIVE = '0190f3a2-7c1e-7d3a-9b2c-00000000000r';
const RDV_ID = '0190f3a2-7c1e-7d3a-9b2c-0000000000aa';
const rdv = { _id: RDV_ID, date: SLOT } as Rdv;

const draft = (change: Partial<BookingDraft> = {}): BookingDraft => ({
  slot: SLOT,
  visit: { kind: 'consultation' },
  relativeId: null,
  paymentMode: 'onsite',
  ...change,
});

const run = (state: BookingFlowState, ...events: BookingFlowEvent[]) =>
  events.reduce(bookingFlowReducer, state);
const submitting = (change: Partial<BookingDraft> = {}): BookingFlowState => ({
  step: 'submitting',
  draft: draft(change),
});
const failedWith = (error: BookingError) => run(submitting(), { type: 'bookingFailed', error });

describe('initialBookingFlowState: a value given skips its step', () => {
  it('nothing given: choose the slot first, defaults for the rest', () => {
    expect(initialBookingFlowState()).toEqual({ step: 'choose-slot', draft: draft({ slot: null }) });
  });

  it('a slot given (from a profile page): choose the visit next', () => {
    expect(initialBookingFlowState({ slot: SLOT })).toEqual({ step: 'choose-visit', draft: draft() });
  });

  it('slot and visit given: choose for whom; everything but payment: choose the payment', () => {
    expect(initialBookingFlowState({ slot: SLOT, visit: VISIT }).step).toBe('choose-patient');
    expect(
      initialBookingFlowState({ slot: SLOT, visit: VISIT, relativeId: null, paymentMode: 'online' }),
    ).toEqual({
      step: 'choose-payment',
      draft: draft({ visit: VISIT, paymentMode: 'online' }),
    });
  });

  it('a visit without a slot still starts at the slot', () => {
    expect(initialBookingFlowState({ visit: VISIT }).step).toBe('choose-slot');
  });
});

describe('choosing: each choice updates the draft, and the step it answers moves on', () => {
  it('slot → visit → patient → payment, in order', () => {
    const start = initialBookingFlowState();
    const afterSlot = run(start, { type: 'chooseSlot', slot: SLOT });
    expect(afterSlot).toEqual({ step: 'choose-visit', draft: draft() });
    const afterVisit = run(afterSlot, { type: 'chooseVisit', visit: VISIT });
    expect(afterVisit).toEqual({ step: 'choose-patient', draft: draft({ visit: VISIT }) });
    const afterPatient = run(afterVisit, { type: 'choosePatient', relativeId: RELATIVE });
    expect(afterPatient).toEqual({
      step: 'choose-payment',
      draft: draft({ visit: VISIT, relativeId: RELATIVE }),
    });
    const afterPayment = run(afterPatient, { type: 'choosePayment', paymentMode: 'online' });
    expect(afterPayment).toEqual({
      step: 'choose-payment',
      draft: draft({ visit: VISIT, relativeId: RELATIVE, paymentMode: 'online' }),
    });
  });

  it('a choice of another step (a one-page form) changes the draft and keeps the step', () => {
    const state = run(initialBookingFlowState(), { type: 'choosePayment', paymentMode: 'online' });
    expect(state).toEqual({ step: 'choose-slot', draft: draft({ slot: null, paymentMode: 'online' }) });
  });

  it('goTo moves to any step, keeping the draft', () => {
    const state = run(initialBookingFlowState({ slot: SLOT }), { type: 'goTo', step: 'choose-slot' });
    expect(state).toEqual({ step: 'choose-slot', draft: draft() });
  });
});

describe('submit', () => {
  it('needs a slot', () => {
    const start = initialBookingFlowState();
    expect(run(start, { type: 'submit' })).toBe(start);
  });

  it('sends from any choosing step once a slot is chosen', () => {
    expect(run(initialBookingFlowState({ slot: SLOT }), { type: 'submit' })).toEqual(submitting());
  });

  it('a second submit while submitting, or a choice, changes nothing', () => {
    const state = submitting();
    expect(run(state, { type: 'submit' })).toBe(state);
    expect(run(state, { type: 'chooseSlot', slot: OTHER_SLOT })).toBe(state);
  });

  it('booked on site: confirmed with the rdv; online: paying, checkout starting', () => {
    expect(run(submitting(), { type: 'booked', rdv, paymentMode: 'onsite' })).toEqual({
      step: 'confirmed',
      draft: draft(),
      rdv,
    });
    expect(run(submitting(), { type: 'booked', rdv, paymentMode: 'online' })).toEqual({
      step: 'paying',
      draft: draft(),
      rdvId: RDV_ID,
      paymentUrl: null,
    });
  });

  it('an answer arriving when not submitting is ignored', () => {
    const state = initialBookingFlowState({ slot: SLOT });
    expect(run(state, { type: 'booked', rdv, paymentMode: 'onsite' })).toBe(state);
    expect(run(state, { type: 'bookingFailed', error: { code: 'SLOT_TAKEN' } })).toBe(state);
  });
});

describe('bookingFailed', () => {
  it.each([[{ code: 'SLOT_TAKEN' }], [{ code: 'SLOT_UNAVAILABLE', reason: 'SLOT_IN_PAST' }]] as const)(
    '%o drops the slot, keeps it as lostSlot, and resumes at choose-slot',
    (error) => {
      expect(failedWith(error)).toEqual({
        step: 'failed',
        draft: draft({ slot: null }),
        error,
        lostSlot: SLOT,
        resume: 'choose-slot',
      });
    },
  );

  it.each([
    [{ code: 'SLOT_HELD_BY_YOU', rdv: RDV_ID, holdUntil: '2026-12-01T07:15:00.000Z' }],
    [{ code: 'BOOKING_LIMIT_DOCTOR', limit: 2 }],
    [{ code: 'BOOKING_LIMIT_TOTAL', limit: 10 }],
    [{ code: 'RATE_LIMITED' }],
    [{ code: 'ONLINE_PAYMENT_DISABLED' }],
    [{ code: 'NOT_SIGNED_IN' }],
    [{ code: 'NOT_A_PATIENT' }],
    [{ code: 'VALIDATION', status: 404, message: 'no such relative' }],
    [{ code: 'UNKNOWN', status: 500 }],
  ] as const)('%o keeps the slot', (error) => {
    expect(failedWith(error)).toEqual({
      step: 'failed',
      draft: draft(),
      error,
      lostSlot: null,
      resume: 'choose-payment',
    });
  });

  it('a new slot after a lost one goes back to choosing, past the slot step', () => {
    expect(run(failedWith({ code: 'SLOT_TAKEN' }), { type: 'chooseSlot', slot: OTHER_SLOT })).toEqual({
      step: 'choose-visit',
      draft: draft({ slot: OTHER_SLOT }),
    });
  });

  it('a new slot after another refusal goes back to where the patient was', () => {
    expect(run(failedWith({ code: 'RATE_LIMITED' }), { type: 'chooseSlot', slot: OTHER_SLOT })).toEqual({
      step: 'choose-payment',
      draft: draft({ slot: OTHER_SLOT }),
    });
  });

  it('another visit, person or payment keeps the refusal shown, with the new draft', () => {
    const failed = failedWith({ code: 'BOOKING_LIMIT_DOCTOR', limit: 2 });
    expect(
      run(failed, { type: 'chooseVisit', visit: VISIT }, { type: 'choosePatient', relativeId: RELATIVE }),
    ).toEqual({
      ...failed,
      draft: draft({ visit: VISIT, relativeId: RELATIVE }),
    });
  });

  it('goTo dismisses the refusal; submitting again is allowed from it', () => {
    const failed = failedWith({ code: 'UNKNOWN', status: 500 });
    expect(run(failed, { type: 'goTo', step: 'choose-visit' })).toEqual({
      step: 'choose-visit',
      draft: draft(),
    });
    expect(run(failed, { type: 'submit' })).toEqual(submitting());
    expect(run(failedWith({ code: 'SLOT_TAKEN' }), { type: 'submit' }).step).toBe('failed');
  });
});

describe('SLOT_HELD_BY_YOU: pay the held rdv, or cancel it', () => {
  const holdUntil = '2026-12-01T07:15:00.000Z';

  it('payAgain pays the held rdv while it awaits its payment', () => {
    expect(
      run(failedWith({ code: 'SLOT_HELD_BY_YOU', rdv: RDV_ID, holdUntil }), { type: 'payAgain' }),
    ).toEqual({
      step: 'paying',
      draft: draft(),
      rdvId: RDV_ID,
      paymentUrl: null,
    });
  });

  it('an rdv booked before (no hold) has nothing to pay', () => {
    const failed = failedWith({ code: 'SLOT_HELD_BY_YOU', rdv: RDV_ID, holdUntil: null });
    expect(run(failed, { type: 'payAgain' })).toBe(failed);
  });

  it('once cancelled, the flow is back to choosing with the same slot', () => {
    expect(
      run(failedWith({ code: 'SLOT_HELD_BY_YOU', rdv: RDV_ID, holdUntil }), { type: 'heldCancelled' }),
    ).toEqual({
      step: 'choose-payment',
      draft: draft(),
    });
  });

  it('heldCancelled after another refusal changes nothing', () => {
    const failed = failedWith({ code: 'RATE_LIMITED' });
    expect(run(failed, { type: 'heldCancelled' })).toBe(failed);
  });
});

describe('paying', () => {
  const paying: BookingFlowState = {
    step: 'paying',
    draft: draft({ paymentMode: 'online' }),
    rdvId: RDV_ID,
    paymentUrl: null,
  };

  it('checkoutStarted gives the provider page', () => {
    expect(run(paying, { type: 'checkoutStarted', paymentUrl: 'https://pay.example/p/1' })).toEqual({
      ...paying,
      paymentUrl: 'https://pay.example/p/1',
    });
  });

  it('checkoutFailed: the rdv stays booked, to pay again', () => {
    const failed = run(paying, { type: 'checkoutFailed', error: { code: 'PROVIDER_ERROR' } });
    expect(failed).toEqual({
      step: 'payment-failed',
      draft: draft({ paymentMode: 'online' }),
      rdvId: RDV_ID,
      error: { code: 'PROVIDER_ERROR' },
    });
    expect(run(failed, { type: 'payAgain' })).toEqual(paying);
  });

  it('no choice nor submit while paying or once booked', () => {
    expect(
      run(
        paying,
        { type: 'chooseSlot', slot: OTHER_SLOT },
        { type: 'submit' },
        { type: 'goTo', step: 'choose-slot' },
      ),
    ).toBe(paying);
    const confirmed = run(submitting(), { type: 'booked', rdv, paymentMode: 'onsite' });
    expect(
      run(confirmed, { type: 'submit' }, { type: 'chooseVisit', visit: VISIT }, { type: 'payAgain' }),
    ).toBe(confirmed);
  });
});
