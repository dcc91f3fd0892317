import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, useAcceptWaitlistOffer, useReportError, useToasts, useWaitlistOffers } from '@tabib/hooks';
import { formatTunisInstant } from '@tabib/ui';

import { doctorName } from '../../i18n/localizedNames';
import { fairUseFailure } from '../booking/bookingErrors';

/** How an accepted offer can fail, in the patient's words. */
const OFFER_ERRORS: Readonly<Record<string, string>> = {
  SLOT_TAKEN: 'WAITLIST.OFFER_TAKEN',
  OFFER_CLOSED: 'WAITLIST.OFFER_CLOSED',
};

/**
 * Slots freed for the patient by a doctor's waiting list (docs/decisions/029-waitlist.md), each
 * bookable with one button until its offer ends; the first of the patients offered a slot gets it.
 * Nothing is shown while there is no open offer.
 */
export function WaitlistOffers() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const report = useReportError();
  // A section left out when it cannot load: the rdvs below say a failed load.
  const offers = useWaitlistOffers({ meta: { errorToast: false } });
  // Its message comes from the refusal's details (the fair-use limit and its count), so this page
  // reports it through the owner itself.
  const accept = useAcceptWaitlistOffer({ meta: { errorToast: false } });
  const headingId = useId();
  const results = offers.data?.results ?? [];
  if (results.length === 0) return null;

  const book = async (id: string) => {
    if (accept.isPending) return;
    try {
      await accept.mutateAsync(id);
      toasts.success(text('WAITLIST.OFFER_BOOKED'));
    } catch (error) {
      const offerMessage = error instanceof ApiError ? OFFER_ERRORS[error.code] : undefined;
      const failure = offerMessage ? { messageId: offerMessage } : fairUseFailure(error);
      report(error, { message: failure?.messageId ?? 'ERRORS.RDV_FAILED', values: failure?.values });
    }
  };

  return (
    <section className="pd-section pd-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="pd-section-title">
        {text('WAITLIST.OFFERS_TITLE')}
      </h2>
      <ul className="pd-list">
        {results.map((offer) => (
          <li key={offer._id} className="pd-offer">
            <p className="pd-offer__what">
              {intl.formatMessage(
                { id: 'WAITLIST.OFFER' },
                {
                  doctor: <bdi>{doctorName(offer.doctor.name, intl.locale)}</bdi>,
                  date: formatTunisInstant(offer.slotStart, intl.locale, 'fullDateTime24'),
                },
              )}
            </p>
            <p className="pd-offer__until">
              {intl.formatMessage(
                { id: 'WAITLIST.OFFER_EXPIRES' },
                {
                  time: formatTunisInstant(offer.expiresAt, intl.locale, 'time24'),
                },
              )}
            </p>
            <button
              type="button"
              className="form-button"
              data-tone="primary"
              aria-disabled={accept.isPending}
              onClick={() => void book(offer._id)}
            >
              {text('WAITLIST.BOOK_OFFER')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
