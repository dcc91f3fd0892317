import { ApiError } from '../query/keys';

/** The reasons `POST /rdvs` gives with 422 `SLOT_UNAVAILABLE`. */
export const SLOT_UNAVAILABLE_REASONS = [
  'SLOT_IN_PAST',
  'SLOT_OUT_OF_HOURS',
  'SLOT_NOT_ON_GRID',
  'SLOT_IN_ABSENCE',
] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

/**
 * Why a booking failed, as a value a UI can switch on (`error.code`), read from the API's error codes.
 * Each case carries what the UI needs to say it: the limit reached, the rdv already held and until when.
 */
export type BookingError =
  /** 409 `SLOT_TAKEN`: another patient took the slot meanwhile; pick another one. */
  | { code: 'SLOT_TAKEN' }
  /** 422 `SLOT_UNAVAILABLE`: past, out of hours, off the grid or in an absence (`reason`, `null` if unknown). */
  | { code: 'SLOT_UNAVAILABLE'; reason: SlotUnavailableReason | null }
  /**
   * 409 `SLOT_HELD_BY_YOU`: the slot is this patient's already. With `holdUntil`, an rdv left unpaid
   * that holds the slot until then (pay it now, or cancel it); without, an rdv booked before.
   */
  | { code: 'SLOT_HELD_BY_YOU'; rdv: string; holdUntil: string | null }
  /** 409: the patient already holds as many upcoming rdvs as this doctor allows. */
  | { code: 'BOOKING_LIMIT_DOCTOR'; limit: number }
  /** 409: the patient already holds as many upcoming rdvs as the platform allows over all doctors. */
  | { code: 'BOOKING_LIMIT_TOTAL'; limit: number }
  /** 429: too many booking attempts in a short time. */
  | { code: 'RATE_LIMITED' }
  /** 422: the doctor does not take online payment (any more). */
  | { code: 'ONLINE_PAYMENT_DISABLED' }
  /**
   * 409: a teleconsultation for someone this doctor never examined at the practice (the patient, or
   * the relative booked for); `inPersonVisitTypes`, the doctor's visit types at the practice, are the
   * alternative.
   */
  | { code: 'REMOTE_NEEDS_PRIOR_VISIT'; inPersonVisitTypes: string[] }
  /** 409: teleconsultation is not offered on this server (any more). */
  | { code: 'TELECONSULTATION_DISABLED' }
  /** Nobody is signed in (no session, or 401): sign in first. */
  | { code: 'NOT_SIGNED_IN' }
  /** 403: the signed-in user is not a patient; only patients book. */
  | { code: 'NOT_A_PATIENT' }
  /** 400 or 404: the request names something that does not exist (a removed relative, an unknown visit type). */
  | { code: 'VALIDATION'; status: 400 | 404; message: string }
  /** Anything else (a network failure, a 5xx). */
  | { code: 'UNKNOWN'; status: number | null };

export type BookingErrorCode = BookingError['code'];

/**
 * Why paying a booked rdv could not start (`POST /payments/checkout`); the rdv stays booked and
 * holds its slot until its payment hold ends.
 */
export type PaymentError =
  /** 502: the card provider refused or failed; trying again may work. */
  | { code: 'PROVIDER_ERROR' }
  /** 422: the payment hold ended; the rdv was cancelled and the slot freed. */
  | { code: 'RDV_NOT_PAYABLE' }
  /** 409: the rdv is paid already. */
  | { code: 'ALREADY_PAID' }
  /** The provider gave no page to go to. */
  | { code: 'NO_PAYMENT_URL' }
  | { code: 'UNKNOWN'; status: number | null };

function detailsOf(error: ApiError): Record<string, unknown> {
  return typeof error.details === 'object' && error.details !== null
    ? (error.details as Record<string, unknown>)
    : {};
}

const isReason = (value: unknown): value is SlotUnavailableReason =>
  (SLOT_UNAVAILABLE_REASONS as readonly unknown[]).includes(value);

/** The `BookingError` of a failed `POST /rdvs` (or of any failure on the way: a network error is `UNKNOWN`). */
export function bookingErrorOf(error: unknown): BookingError {
  if (!(error instanceof ApiError)) return { code: 'UNKNOWN', status: null };
  const details = detailsOf(error);
  const { status, code } = error;
  if (status === 409 && code === 'SLOT_TAKEN') return { code };
  if (status === 422 && code === 'SLOT_UNAVAILABLE')
    return { code, reason: isReason(details.reason) ? details.reason : null };
  if (status === 409 && code === 'SLOT_HELD_BY_YOU' && typeof details.rdv === 'string')
    return {
      code,
      rdv: details.rdv,
      holdUntil: typeof details.holdUntil === 'string' ? details.holdUntil : null,
    };
  if (
    status === 409 &&
    (code === 'BOOKING_LIMIT_DOCTOR' || code === 'BOOKING_LIMIT_TOTAL') &&
    typeof details.limit === 'number'
  )
    return { code, limit: details.limit };
  if (status === 429) return { code: 'RATE_LIMITED' };
  if (status === 422 && code === 'ONLINE_PAYMENT_DISABLED') return { code };
  if (status === 409 && code === 'REMOTE_NEEDS_PRIOR_VISIT') {
    const ids = Array.isArray(details.inPersonVisitTypes) ? details.inPersonVisitTypes : [];
    return { code, inPersonVisitTypes: ids.filter((id): id is string => typeof id === 'string') };
  }
  if (status === 409 && code === 'TELECONSULTATION_DISABLED') return { code };
  if (status === 401) return { code: 'NOT_SIGNED_IN' };
  if (status === 403) return { code: 'NOT_A_PATIENT' };
  if (status === 400 || status === 404) return { code: 'VALIDATION', status, message: error.message };
  return { code: 'UNKNOWN', status };
}

/** The slot can no longer be booked: drop it, and show fresh slots so the patient picks another. */
export function isSlotLostError(error: BookingError): boolean {
  return error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE';
}

/** The `PaymentError` of a failed `POST /payments/checkout`. */
export function paymentErrorOf(error: unknown): PaymentError {
  if (!(error instanceof ApiError)) return { code: 'UNKNOWN', status: null };
  const { status, code } = error;
  if (status === 502 && code === 'PROVIDER_ERROR') return { code };
  if (status === 422 && code === 'RDV_NOT_PAYABLE') return { code };
  if (status === 409 && code === 'ALREADY_PAID') return { code };
  return { code: 'UNKNOWN', status };
}
