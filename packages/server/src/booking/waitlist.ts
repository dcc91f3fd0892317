import type { Kysely } from 'kysely';
import type { RdvReadRow } from './rdvs-data.js';
import { findOffer, markOfferAccepted, markOfferTaken } from './waitlist-data.js';
import type { Database } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { type BookingLimits, bookRdv } from './booking.js';

/**
 * docs/decisions/029-waitlist.md: a waiting patient accepts an offered slot. The booking is the
 * ordinary one (same rules, same unique index), so of several patients offered one slot exactly one
 * books it; the others get 409 `SLOT_TAKEN` and their offers close.
 */
export async function acceptWaitlistOffer(
  db: Kysely<Database>,
  offerId: string,
  patientId: string,
  now: Date,
  limits: BookingLimits,
): Promise<RdvReadRow> {
  const offer = await findOffer(db, offerId);
  if (offer === undefined) throw new DomainError('NOT_FOUND', 'Offer not found.', 404);
  if (offer.patient_id !== patientId) {
    throw new DomainError('FORBIDDEN', 'You are not authorized to perform this action.', 403);
  }
  // Another patient offered the same slot booked it first: say so as the booking would.
  if (offer.status === 'taken') throw new DomainError('SLOT_TAKEN', 'This slot has just been booked.', 409);
  if (offer.status !== 'open' || offer.expires_at <= now) {
    throw new DomainError('OFFER_CLOSED', 'This offer is no longer open.', 409);
  }
  let rdv: RdvReadRow;
  try {
    rdv = await bookRdv(db, { patientId, doctorId: offer.doctor_id, date: offer.slot_start }, now, limits);
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE')) {
      await markOfferTaken(db, offer.id);
    }
    throw error;
  }
  await markOfferAccepted(db, offer, rdv.id, now);
  return rdv;
}
