import { bookingErrorOf, isSlotLostError, type BookingError, type SlotUnavailableReason } from '@tabib/hooks';

/** The reasons `bookRdv` gives with 422 `SLOT_UNAVAILABLE` (spec/openapi.yaml, decision 008). */
const SLOT_UNAVAILABLE_MESSAGES: Record<SlotUnavailableReason, string> = {
  SLOT_IN_PAST: 'RESERVATION.ERRORS.SLOT_IN_PAST',
  SLOT_OUT_OF_HOURS: 'RESERVATION.ERRORS.SLOT_OUT_OF_HOURS',
  SLOT_NOT_ON_GRID: 'RESERVATION.ERRORS.SLOT_NOT_ON_GRID',
  SLOT_IN_ABSENCE: 'RESERVATION.ERRORS.SLOT_IN_ABSENCE',
};

/** The message to show (a translation id), and its values. */
export interface BookingMessage {
  messageId: string;
  values?: Record<string, number>;
}

export interface BookingFailure extends BookingMessage {
  /** The slot can no longer be booked: drop it and show fresh slots so the patient picks another. */
  slotLost: boolean;
}

/**
 * What to tell the patient of a refused booking (`@tabib/hooks`' `BookingError`). Slot conflicts get
 * their own message (the slot was taken meanwhile, or is not bookable and why), and so do the fair-use
 * limits (docs/decisions/034); anything else is requirements §8 'Failed to process appointment'.
 */
export function bookingMessage(error: BookingError): BookingMessage {
  switch (error.code) {
    case 'SLOT_TAKEN':
      return { messageId: 'RESERVATION.ERRORS.SLOT_TAKEN' };
    case 'SLOT_UNAVAILABLE':
      return {
        messageId:
          error.reason === null
            ? 'RESERVATION.ERRORS.SLOT_UNAVAILABLE'
            : SLOT_UNAVAILABLE_MESSAGES[error.reason],
      };
    case 'ONLINE_PAYMENT_DISABLED':
      return { messageId: 'RESERVATION.ERRORS.ONLINE_PAYMENT_DISABLED' };
    case 'BOOKING_LIMIT_DOCTOR':
    case 'BOOKING_LIMIT_TOTAL':
      return { messageId: `RESERVATION.ERRORS.${error.code}`, values: { limit: error.limit } };
    case 'RATE_LIMITED':
      return { messageId: 'RESERVATION.ERRORS.RATE_LIMITED' };
    // Decision 054: the server's teleconsultation refusals, in the reader's language.
    case 'REMOTE_NEEDS_PRIOR_VISIT':
      return { messageId: 'REMOTE.NEEDS_PRIOR_VISIT' };
    case 'TELECONSULTATION_DISABLED':
      return { messageId: 'REMOTE.DISABLED' };
    default:
      return { messageId: 'ERRORS.RDV_FAILED' };
  }
}

/**
 * docs/decisions/034, for any way of booking (the reservation page, a waiting-list offer): the patient
 * already holds as many upcoming rdvs as the doctor or the platform allows, or tried too often.
 */
export function fairUseFailure(error: unknown): BookingMessage | undefined {
  const refusal = bookingErrorOf(error);
  return refusal.code === 'BOOKING_LIMIT_DOCTOR' ||
    refusal.code === 'BOOKING_LIMIT_TOTAL' ||
    refusal.code === 'RATE_LIMITED'
    ? bookingMessage(refusal)
    : undefined;
}

/** What to tell the patient when `POST /rdvs` fails, and whether the slot is lost. */
export function bookingFailure(error: unknown): BookingFailure {
  const refusal = bookingErrorOf(error);
  return { ...bookingMessage(refusal), slotLost: isSlotLostError(refusal) };
}
