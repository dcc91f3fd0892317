import type { components } from '@tabib/sdk';

export type BookingAllowance = components['schemas']['BookingAllowance'];

export interface AllowanceNotice {
  /** The booking page's own refusal (translation id), said before a slot is picked. */
  messageId: string;
  values: { limit: number };
  /** The doctor's limit counts each person apart (docs/decisions/041-relatives.md): a relative may still be booked. */
  relativesMayBook: boolean;
}

/**
 * docs/decisions/034: what a doctor's page says to a patient who already holds as many upcoming rdvs as
 * the platform or this doctor accepts — the refusal `POST /rdvs` would give — or null when they may book.
 */
export function allowanceNotice({ withDoctor, overall }: BookingAllowance): AllowanceNotice | null {
  if (overall.upcoming >= overall.limit) {
    return {
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_TOTAL',
      values: { limit: overall.limit },
      relativesMayBook: false,
    };
  }
  if (withDoctor.upcoming >= withDoctor.limit) {
    return {
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_DOCTOR',
      values: { limit: withDoctor.limit },
      relativesMayBook: true,
    };
  }
  return null;
}
