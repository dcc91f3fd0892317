import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ApiError,
  type BookingError,
  loginUrlFor,
  useBookingFlow,
  useDoctorProfile,
  useLocale,
  useReportError,
  useSlotPicker,
  useToasts,
  type VisitOption,
} from '@tabib/hooks';
import type { Doctor } from '@tabib/sdk';
import { SlotPicker, formatFee, formatTunisInstant, formatTunisTime } from '@tabib/ui';

import { useVisitTypeName } from '../../i18n/catalogNames';
import { cityName, doctorName, specialtyName } from '../../i18n/localizedNames';
import { ForWhomChoice } from '../../relatives/ForWhomChoice';
import { bookingMessage } from './bookingErrors';
import {
  parseReservationParams,
  registerUrlFor,
  reservationSearch,
  type ReservationParams,
  type ReservationParamsProblem,
} from './reservationParams';
import { PaymentModeChoice } from './PaymentModeChoice';
import {
  NO_REMOTE_CONSENT,
  RemoteConsentFieldset,
  remoteConsentGiven,
  RemotePriorVisitNotice,
  useRemoteEligibility,
} from './RemoteBooking';
import './booking.css';

const PROBLEM_MESSAGES: Record<ReservationParamsProblem, string> = {
  MISSING_DOCTOR: 'RESERVATION.INVALID.MISSING_DOCTOR',
  INVALID_DOCTOR: 'RESERVATION.INVALID.INVALID_DOCTOR',
  INVALID_SLOT: 'RESERVATION.INVALID.INVALID_SLOT',
};

/** /reservation?doctor=<id>&slot=<instant>: confirm an rdv the doctor profile offered (requirements §2). */
export default function ReservationPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const parsed = parseReservationParams(search);
  return (
    <div className="booking-page">
      <h1>{intl.formatMessage({ id: 'RESERVATION.TITLE' })}</h1>
      {parsed.ok ? (
        <Reservation params={parsed.params} />
      ) : (
        <BackToSearch messageId={PROBLEM_MESSAGES[parsed.problem]} />
      )}
    </div>
  );
}

function BackToSearch({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <div className="booking-panel" role="alert">
      <p>{intl.formatMessage({ id: messageId })}</p>
      <Link to="/search-doctors">{intl.formatMessage({ id: 'RESERVATION.SEARCH_LINK' })}</Link>
    </div>
  );
}

function Reservation({ params }: { params: ReservationParams }) {
  const intl = useIntl();
  const doctor = useDoctorProfile(params.doctor, { meta: { errorToast: false } });
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
      <BackToSearch
        messageId={notFound ? 'RESERVATION.INVALID.DOCTOR_NOT_FOUND' : 'RESERVATION.DOCTOR_LOAD_FAILED'}
      />
    );
  }
  // Another doctor is another booking: its flow starts again.
  return <ReservationForm key={doctor.data._id} doctor={doctor.data} params={params} />;
}

function ReservationForm({ doctor, params }: { doctor: Doctor; params: ReservationParams }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [remoteConsent, setRemoteConsent] = useState(NO_REMOTE_CONSENT);
  const [consentAsked, setConsentAsked] = useState(false);
  const flow = useBookingFlow({
    remoteConsent,
    doctorId: doctor._id,
    slot: params.slot,
    visit: params.visit,
    paymentMode: params.paymentMode,
    onBooked: (rdv) => {
      if (rdv.paymentMode === 'online') return;
      toasts.success(intl.formatMessage({ id: 'SUCCESS.RDV_BOOKED' }));
      void navigate('/patient-dashboard');
    },
  });
  const { state } = flow;
  const { draft } = state;
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerId = useId();
  const failureId = useId();

  // What the patient chose stays in the URL, so nothing is lost on the way through the login page or on a reload.
  const search = reservationSearch({ doctor: doctor._id, ...draft });
  useEffect(() => {
    if (search !== location.search) void navigate({ pathname: location.pathname, search }, { replace: true });
  }, [search, location.search, location.pathname, navigate]);

  const failed = state.step === 'failed' ? state : null;
  // docs/decisions/015: the slot tried is already the patient's (an online rdv left unpaid).
  const held = failed?.error.code === 'SLOT_HELD_BY_YOU' ? failed.error : null;
  // Decision 054: the server refused a teleconsultation (the page had not said so before the form, or
  // things changed): said as the notice before the form, with the in-person alternative.
  const refusedRemote = failed?.error.code === 'REMOTE_NEEDS_PRIOR_VISIT';
  const failure = failed && !held && !refusedRemote ? bookingMessage(failed.error) : null;
  // The slot just lost keeps the calendar on its day, where the patient was looking.
  const lostSlot = failed?.lostSlot ?? null;
  const showPicker = pickerOpen || draft.slot === null;
  const visit = flow.visit;
  const currentUrl = `${location.pathname}${location.search}`;
  // Decision 054: a teleconsultation's refusal is said before the form, as the server would say it.
  const remote = visit?.remote === true;
  const allowed = useRemoteEligibility(doctor._id, draft.relativeId, remote && flow.access === 'patient');
  const eligibility = refusedRemote ? 'needs-prior-visit' : allowed;
  const inPerson = flow.visitOptions.find((option) => !option.remote);
  const relative = flow.relatives.find((r) => r._id === draft.relativeId);

  return (
    <form
      className="booking-form"
      aria-describedby={failure ? failureId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (remote && !remoteConsentGiven(remoteConsent)) {
          setConsentAsked(true);
          return;
        }
        flow.submit();
      }}
    >
      <section className="booking-panel" aria-labelledby={`${pickerId}-doctor`}>
        <h2 id={`${pickerId}-doctor`}>{intl.formatMessage({ id: 'RESERVATION.DOCTOR' })}</h2>
        <p className="booking-doctor__name">
          <Link to={`/doctor-profile?id=${encodeURIComponent(doctor._id)}`}>
            {doctorName(doctor.name, locale)}
          </Link>
        </p>
        <p className="booking-doctor__specialty">{specialtyName(doctor.doctorSpecialty, locale)}</p>
        <p className="booking-doctor__address">
          {/* The address is written in French: isolate it so Arabic text does not reorder it. */}
          <bdi>{doctor.address}</bdi> · <bdi>{cityName(doctor.city, locale)}</bdi>
        </p>
      </section>

      {remote && eligibility === 'needs-prior-visit' ? (
        <RemotePriorVisitNotice
          relativeName={relative ? relative.name : null}
          onInPerson={inPerson ? () => flow.chooseVisit(inPerson.choice) : undefined}
        />
      ) : null}

      <section className="booking-panel" aria-labelledby={`${pickerId}-slot`}>
        <h2 id={`${pickerId}-slot`}>{intl.formatMessage({ id: 'RESERVATION.SLOT' })}</h2>
        {failure !== null && (
          <p id={failureId} className="booking-alert" role="alert">
            {intl.formatMessage({ id: failure.messageId }, failure.values)}
          </p>
        )}
        {draft.slot === null ? (
          <p>{intl.formatMessage({ id: 'RESERVATION.NO_SLOT' })}</p>
        ) : (
          <p className="booking-slot">
            <time dateTime={draft.slot}>{formatTunisInstant(draft.slot, intl.locale, 'fullDateTime24')}</time>
            <button
              type="button"
              className="booking-link-button"
              aria-expanded={showPicker}
              aria-controls={pickerId}
              onClick={() => setPickerOpen((open) => !open)}
            >
              {intl.formatMessage({ id: 'RESERVATION.CHANGE_SLOT' })}
            </button>
          </p>
        )}
        {showPicker && (
          <SlotChooser
            id={pickerId}
            doctor={doctor._id}
            visitType={visit?.choice.kind === 'visitType' ? visit.choice.id : undefined}
            value={draft.slot ?? lostSlot}
            onChange={(slot) => {
              setPickerOpen(false);
              flow.chooseSlot(slot);
            }}
          />
        )}
      </section>

      <fieldset className="booking-panel booking-choices">
        <legend>{intl.formatMessage({ id: 'RESERVATION.VISIT_TYPE' })}</legend>
        {flow.optionsReady ? (
          flow.visitOptions.map((option) => (
            <label key={option.value} className="booking-choice">
              <input
                type="radio"
                name="visit"
                value={option.value}
                checked={option.value === visit?.value}
                onChange={() => flow.chooseVisit(option.choice)}
              />
              <VisitOptionLabel option={option} />
            </label>
          ))
        ) : (
          <p className="app-status" role="status">
            {intl.formatMessage({ id: 'APP.LOADING' })}
          </p>
        )}
      </fieldset>

      <PaymentModeChoice
        onlineAllowed={flow.onlineAllowed}
        value={flow.paymentMode}
        onChange={flow.choosePayment}
      >
        <p>
          {intl.formatMessage({
            id: doctor.acceptsOnlinePayment ? 'RESERVATION.PAYMENT.FREE' : 'RESERVATION.PAYMENT.ONSITE_ONLY',
          })}
        </p>
      </PaymentModeChoice>

      {flow.access === 'patient' ? (
        <ForWhomChoice className="booking-panel" value={draft.relativeId} onChange={flow.choosePatient} />
      ) : null}

      {remote ? (
        <RemoteConsentFieldset
          value={remoteConsent}
          onChange={setRemoteConsent}
          showRequired={consentAsked}
        />
      ) : null}

      <div className="booking-panel booking-confirm">
        <p className="booking-total">
          {intl.formatMessage(
            { id: 'RESERVATION.TOTAL' },
            { price: formatFee(visit?.price ?? doctor.fee, locale) },
          )}
        </p>
        {state.step === 'payment-failed' ? (
          <UnpaidRdv busy={flow.busy} onRetry={flow.payAgain} />
        ) : held !== null ? (
          <HeldSlotActions held={held} busy={flow.busy} onPay={flow.payAgain} onCancel={flow.cancelHeld} />
        ) : flow.access === 'checking' ? (
          <p className="app-status" role="status">
            {intl.formatMessage({ id: 'APP.CHECKING_SESSION' })}
          </p>
        ) : flow.access === 'guest' ? (
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
        ) : flow.access === 'not-a-patient' ? (
          <p role="note">{intl.formatMessage({ id: 'RESERVATION.PATIENTS_ONLY' })}</p>
        ) : (
          <button
            type="submit"
            className="booking-button"
            disabled={!flow.canSubmit || (remote && eligibility === 'needs-prior-visit')}
            aria-busy={flow.busy}
          >
            {intl.formatMessage({
              id: flow.paymentMode === 'online' ? 'RESERVATION.CONFIRM_AND_PAY' : 'RESERVATION.CONFIRM',
            })}
          </button>
        )}
      </div>
    </form>
  );
}

function VisitOptionLabel({ option }: { option: VisitOption }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const visitTypeName = useVisitTypeName();
  const name =
    option.name === null
      ? intl.formatMessage({ id: 'RESERVATION.CONSULTATION' })
      : visitTypeName(option.name, option.names);
  return (
    <span className="booking-choice__text">
      <bdi>{name}</bdi>
      {option.remote && (
        <span className="booking-choice__detail" data-remote="">
          {intl.formatMessage({ id: 'REMOTE.LABEL' })}
        </span>
      )}
      {option.durationMinutes !== null && (
        <span className="booking-choice__detail">
          {intl.formatMessage({ id: 'RESERVATION.DURATION' }, { minutes: option.durationMinutes })}
        </span>
      )}
      <span className="booking-choice__price">{formatFee(option.price, locale)}</span>
    </span>
  );
}

interface SlotChooserProps {
  id: string;
  doctor: string;
  visitType: string | undefined;
  value: string | null;
  onChange: (slot: string) => void;
}

/** The doctor's free slots of the month the calendar shows (GET /doctors/{id}/slots, at most 31 days). */
function SlotChooser({ id, doctor, visitType, value, onChange }: SlotChooserProps) {
  // Asked once the calendar says which month it opened on (the chosen slot's), not before.
  const [shown, setShown] = useState(false);
  const picker = useSlotPicker({ doctorId: doctor, enabled: shown, ...(visitType && { visitType }) });
  return (
    <div id={id} className="booking-slot-picker">
      <SlotPicker
        slots={picker.slots}
        value={value}
        onChange={onChange}
        onVisibleRangeChange={(range) => {
          setShown(true);
          picker.setRange(range);
        }}
        loading={!shown || picker.loading}
      />
    </div>
  );
}

function UnpaidRdv({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <>
      <p role="alert">{intl.formatMessage({ id: 'RESERVATION.BOOKED_UNPAID' })}</p>
      <p className="booking-actions">
        <button type="button" className="booking-button" disabled={busy} onClick={onRetry}>
          {intl.formatMessage({ id: 'PAYMENT.RETRY' })}
        </button>
        <Link to="/patient-dashboard">{intl.formatMessage({ id: 'PAYMENT.DASHBOARD_LINK' })}</Link>
      </p>
    </>
  );
}

/**
 * The slot is already the patient's (409 `SLOT_HELD_BY_YOU`): an rdv held for its online payment until
 * `holdUntil`, to pay now or to cancel (then the slot may be booked again, e.g. paid at the practice);
 * or an rdv they booked before, in their rdvs.
 */
function HeldSlotActions({
  held,
  busy,
  onPay,
  onCancel,
}: {
  held: Extract<BookingError, { code: 'SLOT_HELD_BY_YOU' }>;
  busy: boolean;
  onPay: () => void;
  onCancel: (reason: string) => Promise<void>;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const toasts = useToasts();
  const report = useReportError();
  const text = (id: string) => intl.formatMessage({ id });
  if (held.holdUntil === null) {
    return (
      <>
        <p role="alert">{text('RESERVATION.ALREADY_YOURS')}</p>
        <p className="booking-actions">
          <Link to="/patient-dashboard">{text('PAYMENT.DASHBOARD_LINK')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p role="alert">
        {intl.formatMessage(
          { id: 'RESERVATION.HELD_BY_YOU' },
          {
            time: (
              <time key="time" dateTime={held.holdUntil}>
                {formatTunisTime(held.holdUntil, locale)}
              </time>
            ),
          },
        )}
      </p>
      <p className="booking-actions">
        <button type="button" className="booking-button" disabled={busy} onClick={onPay}>
          {text('RESERVATION.PAY_NOW')}
        </button>
        <button
          type="button"
          className="booking-button booking-button--secondary"
          disabled={busy}
          onClick={() =>
            onCancel(text('RESERVATION.CANCEL_HELD_REASON')).then(
              () => toasts.success(text('SUCCESS.RDV_CANCELLED')),
              (error: unknown) => report(error, { message: 'ERRORS.RDV_FAILED' }),
            )
          }
        >
          {text('RESERVATION.CANCEL_HELD')}
        </button>
      </p>
    </>
  );
}
