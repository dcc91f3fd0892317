import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiError, useDoctorProfile, useLocale } from '@tabib/hooks';
import { formatTunisInstant } from '@tabib/ui';

import { isBookedInWindow, postToSite } from '../../embed/frame';
import { cityName, specialtyName } from '../../i18n/localizedNames';
import DoctorSlotPicker from '../doctor/DoctorSlotPicker';
// The frame's button to open the booking window is the booking pages' (`booking-button`): its style
// must come with the frame, which never loads the booking pages themselves.
import '../booking/booking.css';

/** The booking window's size: a phone's, where Tabib's pages are laid out in one column. */
const WINDOW_FEATURES = 'popup,width=480,height=760';

/**
 * One doctor in the booking widget's frame (docs/decisions/046-embed.md). Public only — the doctor and
 * their free slots; the patient signs in, books and pays in a window of Tabib's own (`/embed/book`),
 * which tells this frame what was booked. The frame tells the site (its `origin` parameter).
 */
export function EmbedDoctor({ doctorId: id }: { doctorId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const site = search.get('origin');
  const doctor = useDoctorProfile(id, { meta: { errorToast: false } });
  const [slot, setSlot] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ rdvId: string; date: string } | null>(null);
  const [blocked, setBlocked] = useState(false);
  const bookingWindow = useRef<Window | null>(null);

  const ready = doctor.isSuccess;
  useEffect(() => {
    if (ready) postToSite(site, { type: 'tabib:ready', doctorId: id });
  }, [ready, site, id]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the window this frame opened, on Tabib's own origin.
      if (event.origin !== window.location.origin || event.source !== bookingWindow.current) return;
      if (!isBookedInWindow(event.data) || event.data.doctorId !== id) return;
      const { rdvId, date, payment } = event.data;
      setBooked({ rdvId, date });
      postToSite(site, { type: 'tabib:booked', doctorId: id, rdvId, date, payment });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [id, site]);

  if (doctor.isPending) {
    return (
      <p className="app-status" role="status">
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  if (doctor.isError) {
    const notFound = doctor.error instanceof ApiError && doctor.error.status === 404;
    return (
      <p role="alert">
        {intl.formatMessage({
          id: notFound ? 'RESERVATION.INVALID.DOCTOR_NOT_FOUND' : 'RESERVATION.DOCTOR_LOAD_FAILED',
        })}
      </p>
    );
  }

  const openWindow = (chosen: string) => {
    const url = `/embed/book?doctor=${encodeURIComponent(id)}&slot=${encodeURIComponent(chosen)}&lng=${locale}`;
    bookingWindow.current = window.open(url, 'tabib-booking', WINDOW_FEATURES);
    setBlocked(bookingWindow.current === null);
  };

  return (
    <>
      <h1>{doctor.data.name}</h1>
      <p>
        {specialtyName(doctor.data.doctorSpecialty, locale)} · <bdi>{cityName(doctor.data.city, locale)}</bdi>
      </p>
      {booked !== null ? (
        <p role="status" className="embed-done">
          {intl.formatMessage(
            { id: 'EMBED.BOOKED' },
            { date: formatTunisInstant(booked.date, intl.locale, 'fullDateTime24') },
          )}
        </p>
      ) : (
        <>
          <h2>{intl.formatMessage({ id: 'EMBED.CHOOSE_SLOT' })}</h2>
          <DoctorSlotPicker
            doctorId={id}
            onChoose={(chosen) => {
              setSlot(chosen);
              postToSite(site, { type: 'tabib:slot-selected', doctorId: id, date: chosen });
            }}
          />
          {slot !== null && (
            <div className="embed-choice">
              <p>
                <time dateTime={slot}>{formatTunisInstant(slot, intl.locale, 'fullDateTime24')}</time>
              </p>
              <button type="button" className="booking-button" onClick={() => openWindow(slot)}>
                {intl.formatMessage({ id: 'EMBED.BOOK_SLOT' })}
              </button>
            </div>
          )}
          {blocked && <p role="alert">{intl.formatMessage({ id: 'EMBED.WINDOW_BLOCKED' })}</p>}
          <p className="embed-note">{intl.formatMessage({ id: 'EMBED.WINDOW_NOTE' })}</p>
        </>
      )}
    </>
  );
}
