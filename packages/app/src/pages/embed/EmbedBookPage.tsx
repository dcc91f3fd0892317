import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginUrlFor, useBookingFlow, useDoctorProfile, useSession } from '@tabib/hooks';
import type { Doctor } from '@tabib/sdk';
import { formatTunisInstant } from '@tabib/ui';

import type { BookedInWindow } from '../../embed/frame';
import { ForWhomChoice } from '../../relatives/ForWhomChoice';
import { bookingMessage } from '../booking/bookingErrors';
import { parseReservationParams, registerUrlFor, type VisitChoice } from '../booking/reservationParams';
import { PaymentModeChoice } from '../booking/PaymentModeChoice';
import '../booking/booking.css';

/**
 * /embed/book?doctor=<id>&slot=<instant>: the window of Tabib's own that the widget's frame opens
 * (docs/decisions/046-embed.md). Being first-party, the patient's Tabib session works here whatever
 * the browser does with third-party cookies: a signed-in patient only confirms, anyone else signs in
 * or registers first. The booked rdv's id and time go to the frame that opened the window.
 */
export default function EmbedBookPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const parsed = parseReservationParams(search);
  if (!parsed.ok || parsed.params.slot === null) {
    return <p role="alert">{intl.formatMessage({ id: 'RESERVATION.INVALID.INVALID_SLOT' })}</p>;
  }
  const { doctor, slot, visit } = parsed.params;
  return <EmbedBooking doctorId={doctor} slot={slot} visit={visit} />;
}

interface BookingProps {
  slot: string;
  visit: VisitChoice;
}

function EmbedBooking({ doctorId, slot, visit }: BookingProps & { doctorId: string }) {
  const intl = useIntl();
  const doctor = useDoctorProfile(doctorId, { meta: { errorToast: false } });
  const { status, role } = useSession();
  const location = useLocation();
  const currentUrl = `${location.pathname}${location.search}`;

  let body;
  if (doctor.isPending || status === 'loading') {
    body = (
      <p className="app-status" role="status">
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  } else if (doctor.isError) {
    body = <p role="alert">{intl.formatMessage({ id: 'RESERVATION.DOCTOR_LOAD_FAILED' })}</p>;
  } else if (status === 'guest') {
    body = (
      <>
        <p>{intl.formatMessage({ id: 'RESERVATION.LOGIN_REQUIRED' })}</p>
        <p className="booking-actions">
          <Link className="booking-button" to={loginUrlFor(currentUrl)}>
            {intl.formatMessage({ id: 'RESERVATION.LOGIN' })}
          </Link>
          <Link className="booking-button booking-button--secondary" to={registerUrlFor(currentUrl)}>
            {intl.formatMessage({ id: 'RESERVATION.REGISTER' })}
          </Link>
        </p>
      </>
    );
  } else if (role !== 'patient') {
    body = <p role="note">{intl.formatMessage({ id: 'RESERVATION.PATIENTS_ONLY' })}</p>;
  } else {
    body = <Confirm doctor={doctor.data} slot={slot} visit={visit} />;
  }

  return (
    <div className="booking-page">
      <h1>{intl.formatMessage({ id: 'RESERVATION.TITLE' })}</h1>
      {doctor.isSuccess && (
        <p className="booking-doctor__name">
          {doctor.data.name} —{' '}
          <time dateTime={slot}>{formatTunisInstant(slot, intl.locale, 'fullDateTime24')}</time>
        </p>
      )}
      {body}
    </div>
  );
}

function Confirm({ doctor, slot, visit }: BookingProps & { doctor: Doctor }) {
  const intl = useIntl();
  // The visit the address names, else the doctor's first, and the payment rules of the reservation page.
  const flow = useBookingFlow({
    doctorId: doctor._id,
    slot,
    visit,
    onBooked: (rdv) => {
      const message: BookedInWindow = {
        type: 'tabib-window:booked',
        doctorId: doctor._id,
        rdvId: rdv._id,
        date: rdv.date,
        payment: rdv.paymentMode,
      };
      // Only to a frame of Tabib's own origin: the frame decides what the site may know. Sent
      // before the payment page, which takes this window away from the frame that opened it.
      window.opener?.postMessage(message, window.location.origin);
    },
  });
  const { state } = flow;

  if (state.step === 'confirmed') {
    return (
      <>
        <p role="status">
          {intl.formatMessage(
            { id: 'EMBED.BOOKED' },
            { date: formatTunisInstant(state.rdv.date, intl.locale, 'fullDateTime24') },
          )}
        </p>
        <p className="booking-actions">
          <button type="button" className="booking-button" onClick={() => window.close()}>
            {intl.formatMessage({ id: 'EMBED.CLOSE_WINDOW' })}
          </button>
        </p>
      </>
    );
  }

  const failure =
    state.step === 'payment-failed'
      ? { messageId: 'RESERVATION.BOOKED_UNPAID' }
      : state.step === 'failed'
        ? bookingMessage(state.error)
        : null;

  return (
    <form
      className="booking-form"
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit();
      }}
    >
      <ForWhomChoice className="booking-panel" value={state.draft.relativeId} onChange={flow.choosePatient} />
      {failure !== null && (
        <p className="booking-alert" role="alert">
          {intl.formatMessage({ id: failure.messageId }, failure.values)}
        </p>
      )}
      <PaymentModeChoice
        onlineAllowed={flow.onlineAllowed}
        value={flow.paymentMode}
        onChange={flow.choosePayment}
      >
        <p>{intl.formatMessage({ id: 'RESERVATION.PAYMENT.ONSITE' })}</p>
      </PaymentModeChoice>
      <p className="booking-actions">
        <button type="submit" className="booking-button" disabled={!flow.canSubmit} aria-busy={flow.busy}>
          {intl.formatMessage({
            id: flow.paymentMode === 'online' ? 'RESERVATION.CONFIRM_AND_PAY' : 'RESERVATION.CONFIRM',
          })}
        </button>
      </p>
    </form>
  );
}
