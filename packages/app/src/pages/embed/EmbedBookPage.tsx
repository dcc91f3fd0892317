import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  bookingVisit,
  chosenVisitOption,
  loginUrlFor,
  useBookRdv,
  useCheckoutPayment,
  useDoctorProfile,
  useServices,
  useSession,
  useWorkingHours,
  visitOptions,
} from '@tabib/hooks';
import type { Doctor, Rdv } from '@tabib/sdk';
import { formatTunisInstant } from '@tabib/ui';

import type { BookedInWindow } from '../../embed/frame';
import { ForWhomChoice } from '../../relatives/ForWhomChoice';
import { type BookingFailure, bookingFailure } from '../booking/bookingErrors';
import {
  parseReservationParams,
  registerUrlFor,
  type PaymentMode,
  type VisitChoice,
} from '../booking/reservationParams';
import { PaymentModeChoice } from '../booking/PaymentModeChoice';
import '../booking/booking.css';

/** A doctor's services fit on one page (lists of 50). */
const SERVICES_LIMIT = 50;

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
  const doctor = useDoctorProfile(doctorId);
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

function Confirm({ doctor, slot, visit: choice }: BookingProps & { doctor: Doctor }) {
  const intl = useIntl();
  const workingHours = useWorkingHours(doctor._id);
  const services = useServices({ benefactor: doctor._id, limit: SERVICES_LIMIT });
  const book = useBookRdv();
  const checkout = useCheckoutPayment();
  const submitting = useRef(false);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>('onsite');
  const [relativeId, setRelativeId] = useState<string | null>(null);
  const [failure, setFailure] = useState<Pick<BookingFailure, 'messageId' | 'values'> | null>(null);
  const [booked, setBooked] = useState<Rdv | null>(null);
  const ready = workingHours.isSuccess && services.isSuccess;
  // The visit the address names, else the doctor's first, as on the reservation page.
  const visit = chosenVisitOption(
    visitOptions(doctor, workingHours.data?.visitTypes ?? [], services.data?.results ?? []),
    choice,
  );
  // As on the reservation page: online payment needs a doctor who accepts it and something to pay.
  const onlineAllowed = doctor.acceptsOnlinePayment && visit.price > 0;
  const mode: PaymentMode = onlineAllowed ? paymentMode : 'onsite';

  if (booked !== null) {
    return (
      <>
        <p role="status">
          {intl.formatMessage(
            { id: 'EMBED.BOOKED' },
            { date: formatTunisInstant(booked.date, intl.locale, 'fullDateTime24') },
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

  const confirm = () => {
    if (submitting.current) return;
    submitting.current = true;
    setFailure(null);
    book.mutate(
      {
        doctor: doctor._id,
        date: slot,
        paymentMode: mode,
        ...bookingVisit(visit.choice),
        ...(relativeId !== null && { relativeId }),
      },
      {
        onSuccess: (rdv) => {
          const message: BookedInWindow = {
            type: 'tabib-window:booked',
            doctorId: doctor._id,
            rdvId: rdv._id,
            date: rdv.date,
            payment: mode,
          };
          // Only to a frame of Tabib's own origin: the frame decides what the site may know. Sent
          // before the payment page, which takes this window away from the frame that opened it.
          window.opener?.postMessage(message, window.location.origin);
          if (mode === 'onsite') {
            setBooked(rdv);
            return;
          }
          checkout.mutate(rdv._id, {
            onSuccess: (payment) => {
              if (payment.paymentUrl === null) setFailure({ messageId: 'RESERVATION.BOOKED_UNPAID' });
              else window.location.assign(payment.paymentUrl);
            },
            onError: () => setFailure({ messageId: 'RESERVATION.BOOKED_UNPAID' }),
          });
        },
        onError: (error) => setFailure(bookingFailure(error)),
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <form
      className="booking-form"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <ForWhomChoice className="booking-panel" value={relativeId} onChange={setRelativeId} />
      {failure !== null && (
        <p className="booking-alert" role="alert">
          {intl.formatMessage({ id: failure.messageId }, failure.values)}
        </p>
      )}
      <PaymentModeChoice onlineAllowed={onlineAllowed} value={mode} onChange={setPaymentMode}>
        <p>{intl.formatMessage({ id: 'RESERVATION.PAYMENT.ONSITE' })}</p>
      </PaymentModeChoice>
      <p className="booking-actions">
        <button
          type="submit"
          className="booking-button"
          disabled={!ready || book.isPending || checkout.isPending}
          aria-busy={book.isPending || checkout.isPending}
        >
          {intl.formatMessage({
            id: mode === 'online' ? 'RESERVATION.CONFIRM_AND_PAY' : 'RESERVATION.CONFIRM',
          })}
        </button>
      </p>
    </form>
  );
}
