import type { components, Rdv } from '@tabib/contract';

import { type BookingError, isSlotLostError, type PaymentError } from './bookingErrors';
import type { VisitChoice } from './visitOptions';

export type PaymentMode = components['schemas']['PaymentMode'];

/** The steps where the patient chooses, in the order a step-by-step UI asks them. */
export const BOOKING_CHOICE_STEPS = [
  'choose-slot',
  'choose-visit',
  'choose-patient',
  'choose-payment',
] as const;
export type BookingChoiceStep = (typeof BOOKING_CHOICE_STEPS)[number];

/** What the patient has chosen so far. */
export interface BookingDraft {
  /** ISO 8601 instant of the slot's start; `null` until one is picked, or once it was lost. */
  slot: string | null;
  /** The visit asked for; the doctor's first option stands in for one they do not offer. */
  visit: VisitChoice;
  /** Who the rdv is for: one of the patient's relatives, or `null` for the patient themselves. */
  relativeId: string | null;
  /** Asked for; online payment falls back to on site where the doctor or the visit does not allow it. */
  paymentMode: PaymentMode;
}

/**
 * Where a booking stands. The `choose-*` steps are the patient choosing (a one-page form may show them
 * all at once and ignore the order); then the booking is sent, paid online if asked, and confirmed.
 */
export type BookingFlowState =
  | { step: BookingChoiceStep; draft: BookingDraft }
  | { step: 'submitting'; draft: BookingDraft }
  /**
   * The rdv is booked for online payment (or, after `SLOT_HELD_BY_YOU`, was already): its checkout is
   * starting (`paymentUrl: null`), then the browser goes to `paymentUrl`, the provider's page.
   */
  | { step: 'paying'; draft: BookingDraft; rdvId: string; paymentUrl: string | null }
  /** The rdv is booked and holds its slot, but its payment could not start: pay again, or later. */
  | { step: 'payment-failed'; draft: BookingDraft; rdvId: string; error: PaymentError }
  /** Booked to be paid on site. */
  | { step: 'confirmed'; draft: BookingDraft; rdv: Rdv }
  /**
   * The booking was refused. A lost slot (`SLOT_TAKEN`, `SLOT_UNAVAILABLE`) is dropped from the draft
   * and kept in `lostSlot`, so a calendar can stay on its day. `resume` is the step choosing goes back to.
   */
  | {
      step: 'failed';
      draft: BookingDraft;
      error: BookingError;
      lostSlot: string | null;
      resume: BookingChoiceStep;
    };

export type BookingFlowStep = BookingFlowState['step'];

export type BookingFlowEvent =
  | { type: 'chooseSlot'; slot: string }
  | { type: 'chooseVisit'; visit: VisitChoice }
  | { type: 'choosePatient'; relativeId: string | null }
  | { type: 'choosePayment'; paymentMode: PaymentMode }
  /** Back (or forward) to a step of a step-by-step UI. */
  | { type: 'goTo'; step: BookingChoiceStep }
  | { type: 'submit' }
  /** `POST /rdvs` answered with the rdv; `paymentMode` is the mode it was booked with. */
  | { type: 'booked'; rdv: Rdv; paymentMode: PaymentMode }
  | { type: 'bookingFailed'; error: BookingError }
  /** Pay the rdv held after `SLOT_HELD_BY_YOU`, or pay again after `payment-failed`. */
  | { type: 'payAgain' }
  | { type: 'checkoutStarted'; paymentUrl: string }
  | { type: 'checkoutFailed'; error: PaymentError }
  /** The rdv held after `SLOT_HELD_BY_YOU` was cancelled: the slot is free to book again. */
  | { type: 'heldCancelled' };

/** What the flow starts from; a value given skips its step (a profile page has already picked the slot). */
export interface BookingFlowStart {
  slot?: string | null;
  visit?: VisitChoice;
  relativeId?: string | null;
  paymentMode?: PaymentMode;
}

const nextStep = (step: BookingChoiceStep): BookingChoiceStep =>
  BOOKING_CHOICE_STEPS[Math.min(BOOKING_CHOICE_STEPS.indexOf(step) + 1, BOOKING_CHOICE_STEPS.length - 1)]!;

/** The first step the start leaves to choose; the last one (payment) when it says everything else. */
export function initialBookingFlowState(start: BookingFlowStart = {}): BookingFlowState {
  const draft: BookingDraft = {
    slot: start.slot ?? null,
    visit: start.visit ?? { kind: 'consultation' },
    relativeId: start.relativeId ?? null,
    paymentMode: start.paymentMode ?? 'onsite',
  };
  const step: BookingChoiceStep =
    draft.slot === null
      ? 'choose-slot'
      : start.visit === undefined
        ? 'choose-visit'
        : start.relativeId === undefined
          ? 'choose-patient'
          : 'choose-payment';
  return { step, draft };
}

const isChoosing = (
  state: BookingFlowState,
): state is Extract<BookingFlowState, { step: BookingChoiceStep }> =>
  (BOOKING_CHOICE_STEPS as readonly string[]).includes(state.step);

/** The draft may change while choosing, and after a refusal (to choose something else). */
function choose(
  state: BookingFlowState,
  step: BookingChoiceStep,
  change: Partial<BookingDraft>,
): BookingFlowState {
  const draft = { ...state.draft, ...change };
  if (isChoosing(state)) return { step: state.step === step ? nextStep(step) : state.step, draft };
  if (state.step !== 'failed') return state;
  // A new slot answers a slot refusal and any other: the patient tries again from where they were.
  if (step === 'choose-slot')
    return { step: state.resume === 'choose-slot' ? nextStep(step) : state.resume, draft };
  // Another visit, person or payment does not lift the refusal (a limit, a slot held): it stays shown.
  return { ...state, draft };
}

/**
 * The booking's transitions, pure: the same state and event always give the same state. Events that
 * make no sense where the flow stands (a second submit while submitting, a choice once booked) leave
 * it as it is.
 */
export function bookingFlowReducer(state: BookingFlowState, event: BookingFlowEvent): BookingFlowState {
  switch (event.type) {
    case 'chooseSlot':
      return choose(state, 'choose-slot', { slot: event.slot });
    case 'chooseVisit':
      return choose(state, 'choose-visit', { visit: event.visit });
    case 'choosePatient':
      return choose(state, 'choose-patient', { relativeId: event.relativeId });
    case 'choosePayment':
      return choose(state, 'choose-payment', { paymentMode: event.paymentMode });
    case 'goTo':
      // Leaving a refusal to choose again dismisses it.
      return isChoosing(state) || state.step === 'failed' ? { step: event.step, draft: state.draft } : state;
    case 'submit':
      if (!(isChoosing(state) || state.step === 'failed') || state.draft.slot === null) return state;
      return { step: 'submitting', draft: state.draft };
    case 'booked':
      if (state.step !== 'submitting') return state;
      return event.paymentMode === 'online'
        ? { step: 'paying', draft: state.draft, rdvId: event.rdv._id, paymentUrl: null }
        : { step: 'confirmed', draft: state.draft, rdv: event.rdv };
    case 'bookingFailed': {
      if (state.step !== 'submitting') return state;
      const lost = isSlotLostError(event.error);
      return {
        step: 'failed',
        draft: lost ? { ...state.draft, slot: null } : state.draft,
        error: event.error,
        lostSlot: lost ? state.draft.slot : null,
        resume: lost ? 'choose-slot' : 'choose-payment',
      };
    }
    case 'payAgain':
      if (state.step === 'payment-failed')
        return { step: 'paying', draft: state.draft, rdvId: state.rdvId, paymentUrl: null };
      if (
        state.step === 'failed' &&
        state.error.code === 'SLOT_HELD_BY_YOU' &&
        state.error.holdUntil !== null
      )
        return { step: 'paying', draft: state.draft, rdvId: state.error.rdv, paymentUrl: null };
      return state;
    case 'checkoutStarted':
      if (state.step !== 'paying' || state.paymentUrl !== null) return state;
      return { ...state, paymentUrl: event.paymentUrl };
    case 'checkoutFailed':
      if (state.step !== 'paying') return state;
      return { step: 'payment-failed', draft: state.draft, rdvId: state.rdvId, error: event.error };
    case 'heldCancelled':
      if (state.step !== 'failed' || state.error.code !== 'SLOT_HELD_BY_YOU') return state;
      return { step: state.resume, draft: state.draft };
  }
}
