import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  ApiError,
  PAYMENT_POLL_LIMIT_MS,
  canRetryPayment,
  loginUrlFor,
  paymentOutcome,
  paymentPollInterval,
  useLocale,
  useRdv,
  usePayment,
  useSession,
  useToasts,
} from '@tabib/hooks';
import type { Payment } from '@tabib/sdk';
import { formatFee, formatTunisInstant, formatTunisTime } from '@tabib/ui';

import { doctorName } from '../../i18n/localizedNames';
import { paymentAwaitedUntil } from '../../payments/paymentText';
import { usePayRdv } from '../../payments/usePayRdv';
import { isId } from './reservationParams';
import './booking.css';

/**
 * /payment?paymentId=<id>[&cancelled=1]: where the payment provider (Paymee or the local sandbox) sends
 * the patient back. The provider's notification decides (docs/design.md "Payments"), so the page asks the
 * server until the payment is no longer pending.
 */
export default function PaymentPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const location = useLocation();
  const { status } = useSession();
  const paymentId = search.get('paymentId') ?? '';
  const cancelled = search.get('cancelled') === '1';

  let content;
  if (!isId(paymentId)) {
    content = <PaymentMessage messageId="PAYMENT.INVALID" />;
  } else if (status === 'loading') {
    content = (
      <p className="app-status" role="status">
        {intl.formatMessage({ id: 'APP.CHECKING_SESSION' })}
      </p>
    );
  } else if (status === 'guest') {
    // Payments are the patient's own: sign in first, then come back to this very page.
    content = (
      <div className="booking-panel">
        <p>{intl.formatMessage({ id: 'PAYMENT.LOGIN_REQUIRED' })}</p>
        <p className="booking-actions">
          <Link className="booking-button" to={loginUrlFor(`${location.pathname}${location.search}`)}>
            {intl.formatMessage({ id: 'RESERVATION.LOGIN' })}
          </Link>
        </p>
      </div>
    );
  } else {
    content = <PaymentProgress paymentId={paymentId} cancelled={cancelled} />;
  }

  return (
    <div className="booking-page">
      <h1>{intl.formatMessage({ id: 'PAYMENT.TITLE' })}</h1>
      {content}
    </div>
  );
}

function PaymentMessage({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <div className="booking-panel" role="alert">
      <p>{intl.formatMessage({ id: messageId })}</p>
      <DashboardLink />
    </div>
  );
}

function DashboardLink() {
  const intl = useIntl();
  return <Link to="/patient-dashboard">{intl.formatMessage({ id: 'PAYMENT.DASHBOARD_LINK' })}</Link>;
}

function PaymentProgress({ paymentId, cancelled }: { paymentId: string; cancelled: boolean }) {
  const intl = useIntl();
  const toasts = useToasts();
  const [timedOut, setTimedOut] = useState(false);
  const payment = usePayment(paymentId, {
    // requirements §2: polling runs in the background, so it does not run the loading bar every 2 s.
    background: true,
    // A failed load or poll is the page's message (PAYMENT.LOAD_FAILED).
    meta: { errorToast: false },
    refetchInterval: (query) => paymentPollInterval(query.state.data?.status, { cancelled, timedOut }),
  });
  const outcome = payment.data ? paymentOutcome(payment.data.status, { cancelled, timedOut }) : null;

  // Waiting is bounded: after the limit the page stops asking and says so (a "check again" restarts it).
  useEffect(() => {
    if (outcome !== 'waiting') return;
    const timer = window.setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const toasted = useRef(false);
  useEffect(() => {
    if (outcome !== 'paid' || toasted.current) return;
    toasted.current = true;
    toasts.success(intl.formatMessage({ id: 'SUCCESS.PAYMENT_PROCESSED' }));
  }, [outcome, toasts, intl]);

  if (payment.isPending) {
    return (
      <p className="app-status" role="status">
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  if (payment.isError) {
    const unknown = payment.error instanceof ApiError && [403, 404].includes(payment.error.status);
    return <PaymentMessage messageId={unknown ? 'PAYMENT.NOT_FOUND' : 'PAYMENT.LOAD_FAILED'} />;
  }
  switch (outcome) {
    case 'paid':
      return <PaidPayment payment={payment.data} />;
    case 'failed':
      return <FailedPayment payment={payment.data} />;
    case 'timedOut':
      return (
        <div className="booking-panel">
          <p role="alert">{intl.formatMessage({ id: 'PAYMENT.TIMED_OUT' })}</p>
          <p className="booking-actions">
            <button
              type="button"
              className="booking-button"
              onClick={() => {
                setTimedOut(false);
                void payment.refetch();
              }}
            >
              {intl.formatMessage({ id: 'PAYMENT.CHECK_AGAIN' })}
            </button>
            <DashboardLink />
          </p>
        </div>
      );
    default:
      return (
        <div className="booking-panel booking-waiting" role="status">
          <span className="booking-spinner" aria-hidden="true" />
          <p>{intl.formatMessage({ id: 'PAYMENT.WAITING' })}</p>
        </div>
      );
  }
}

function PaidPayment({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const rdv = useRdv(payment.rdv);
  return (
    <div className="booking-panel">
      <p className="booking-success" role="status">
        {intl.formatMessage({ id: 'SUCCESS.PAYMENT_PROCESSED' })}
      </p>
      <dl className="booking-summary">
        <dt>{intl.formatMessage({ id: 'PAYMENT.AMOUNT' })}</dt>
        <dd>{formatFee(payment.amount, locale)}</dd>
        {rdv.data && (
          <>
            <dt>{intl.formatMessage({ id: 'RESERVATION.DOCTOR' })}</dt>
            <dd>{doctorName(rdv.data.doctor.name, locale)}</dd>
            <dt>{intl.formatMessage({ id: 'RESERVATION.SLOT' })}</dt>
            <dd>
              <time dateTime={rdv.data.date}>
                {formatTunisInstant(rdv.data.date, intl.locale, 'fullDateTime24')}
              </time>
            </dd>
          </>
        )}
      </dl>
      <DashboardLink />
    </div>
  );
}

function FailedPayment({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const rdv = useRdv(payment.rdv);
  const pay = usePayRdv();
  // docs/decisions/015: until when the slot still waits for a payment.
  const holdUntil = rdv.data ? paymentAwaitedUntil(rdv.data.payment, new Date()) : null;

  const retry = () => pay.pay(payment.rdv, () => void rdv.refetch());

  return (
    <div className="booking-panel">
      <p className="booking-alert" role="alert">
        {intl.formatMessage({ id: 'ERRORS.PAYMENT_FAILED' })}
      </p>
      {rdv.data && !canRetryPayment(rdv.data) && rdv.data.paymentStatus !== 'paid' && (
        <p>{intl.formatMessage({ id: 'PAYMENT.SLOT_RELEASED' })}</p>
      )}
      {rdv.data && canRetryPayment(rdv.data) && holdUntil !== null && (
        <p>
          {intl.formatMessage(
            { id: 'RESERVATION.HELD_BY_YOU' },
            {
              time: (
                <time key="time" dateTime={holdUntil}>
                  {formatTunisTime(holdUntil, locale)}
                </time>
              ),
            },
          )}
        </p>
      )}
      <p className="booking-actions">
        {rdv.data && canRetryPayment(rdv.data) && (
          <button
            type="button"
            className="booking-button"
            disabled={pay.busy}
            aria-busy={pay.busy}
            onClick={retry}
          >
            {intl.formatMessage({ id: 'PAYMENT.RETRY' })}
          </button>
        )}
        <DashboardLink />
      </p>
    </div>
  );
}
