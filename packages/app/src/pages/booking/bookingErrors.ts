import { ApiError } from '@tabib/hooks';

/** The reasons `bookRdv` gives with 422 `SLOT_UNAVAILABLE` (spec/openapi.yaml, decision 008). */
const SLOT_UNAVAILABLE_REASONS = {
  SLOT_IN_PAST: 'RESERVATION.ERRORS.SLOT_IN_PAST',
  SLOT_OUT_OF_HOURS: 'RESERVATION.ERRORS.SLOT_OUT_OF_HOURS',
  SLOT_NOT_ON_GRID: 'RESERVATION.ERRORS.SLOT_NOT_ON_GRID',
  SLOT_IN_ABSENCE: 'RESERVATION.ERRORS.SLOT_IN_ABSENCE',
} as const;

export interface BookingFailure {
  /** The message to show (a translation id), and its values. */
  messageId: string;
  values?: Record<string, number>;
  /** The slot can no longer be booked: drop it and show fresh slots so the patient picks another. */
  slotLost: boolean;
}

/** The patient's own rdv at the slot they tried to book again, and the end of its payment hold, if any. */
export interface HeldSlot {
  rdv: string;
  holdUntil: string | null;
}

/**
 * 409 `SLOT_HELD_BY_YOU` (docs/decisions/015): the slot is the patient's already — an online rdv they
 * left unpaid, to pay or cancel, or an rdv they simply booked before.
 */
export function heldSlotOf(error: unknown): HeldSlot | undefined {
  if (!(error instanceof ApiError && error.status === 409 && error.code === 'SLOT_HELD_BY_YOU'))
    return undefined;
  const { rdv, holdUntil } = (error.details ?? {}) as { rdv?: unknown; holdUntil?: unknown };
  if (typeof rdv !== 'string') return undefined;
  return { rdv, holdUntil: typeof holdUntil === 'string' ? holdUntil : null };
}

function reasonOf(details: unknown): unknown {
  return typeof details === 'object' && details !== null
    ? (details as { reason?: unknown }).reason
    : undefined;
}

function limitOf(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const { limit } = details as { limit?: unknown };
  return typeof limit === 'number' ? limit : undefined;
}

/**
 * docs/decisions/034, for any way of booking (the reservation page, a waiting-list offer): the patient
 * already holds as many upcoming rdvs as the doctor or the platform allows, or tried too often.
 */
export function fairUseFailure(error: unknown): Pick<BookingFailure, 'messageId' | 'values'> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const limit = limitOf(error.details);
  if (error.status === 409 && error.code === 'BOOKING_LIMIT_DOCTOR' && limit !== undefined) {
    return { messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_DOCTOR', values: { limit } };
  }
  if (error.status === 409 && error.code === 'BOOKING_LIMIT_TOTAL' && limit !== undefined) {
    return { messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_TOTAL', values: { limit } };
  }
  if (error.status === 429) return { messageId: 'RESERVATION.ERRORS.RATE_LIMITED' };
  return undefined;
}

/**
 * What to tell the patient when `POST /rdvs` fails. Slot conflicts get their own message (the slot was
 * taken meanwhile, or is not bookable and why); anything else is requirements §8 'Failed to process appointment'.
 */
export function bookingFailure(error: unknown): BookingFailure {
  if (error instanceof ApiError) {
    if (error.status === 409 && error.code === 'SLOT_TAKEN') {
      return { messageId: 'RESERVATION.ERRORS.SLOT_TAKEN', slotLost: true };
    }
    if (error.status === 422 && error.code === 'SLOT_UNAVAILABLE') {
      const reason = reasonOf(error.details);
      const messageId =
        typeof reason === 'string' && reason in SLOT_UNAVAILABLE_REASONS
          ? SLOT_UNAVAILABLE_REASONS[reason as keyof typeof SLOT_UNAVAILABLE_REASONS]
          : 'RESERVATION.ERRORS.SLOT_UNAVAILABLE';
      return { messageId, slotLost: true };
    }
    if (error.status === 422 && error.code === 'ONLINE_PAYMENT_DISABLED') {
      return { messageId: 'RESERVATION.ERRORS.ONLINE_PAYMENT_DISABLED', slotLost: false };
    }
    const fairUse = fairUseFailure(error);
    if (fairUse) return { ...fairUse, slotLost: false };
  }
  return { messageId: 'ERRORS.APPOINTMENT_FAILED', slotLost: false };
}
