import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ApiError,
  loginUrlFor,
  bookingVisit,
  chosenVisitOption,
  useBookRdv,
  useCancelRdv,
  useDoctorProfile,
  useDoctorSlots,
  useLocale,
  useServices,
  useSession,
  useToasts,
  useWorkingHours,
  visitOptions,
  type VisitOption,
} from '@tabib/hooks';
import type { Doctor, Rdv } from '@tabib/sdk';
import { SlotPicker, formatFee, formatTunisInstant, formatTunisTime, type VisibleRange } from '@tabib/ui';

import { useVisitTypeName } from '../../i18n/catalogNames';
import { cityName, specialtyName } from '../../i18n/localizedNames';
import { ForWhomChoice } from '../../relatives/ForWhomChoice';
import { usePayRdv } from '../../payments/usePayRdv';
import { type BookingFailure, bookingFailure, type HeldSlot, heldSlotOf } from './bookingErrors';
import {
  parseReservationParams,
  registerUrlFor,
  reservationSearch,
  type PaymentMode,
  type ReservationParams,
  type ReservationParamsProblem,
} from './reservationParams';
import { PaymentModeChoice } from './PaymentModeChoice';
import './booking.css';

/** A doctor's services fit on one page (requirements §9: lists of 50). */
const SERVICES_LIMIT = 50;

const PROBLEM_MESSAGES: Record<ReservationParamsProblem, string> = {
  MISSING_DOCTOR: 'RESERVATION.INVALID.MISSING_DOCTOR',
  INVALID_DOCTOR: 'RESERVATION.INVALID.INVALID_DOCTOR',
  INVALID_SLOT: 'RESERVATION.INVALID.INVALID_SLOT',
};

/** /reservation?doctor=<id>&slot=<instant>: confirm an appointment the doctor profile offered (requirements §2). */
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
  const doctor = useDoctorProfile(params.doctor);
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
  return <ReservationForm doctor={doctor.data} params={params} />;
}

function ReservationForm({ doctor, params }: { doctor: Doctor; params: ReservationParams }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { status: sessionStatus, role } = useSession();
  const workingHours = useWorkingHours(doctor._id);
  const services = useServices({ benefactor: doctor._id, limit: SERVICES_LIMIT });
  const book = useBookRdv();
  const payment = usePayRdv();
  const submitting = useRef(false);
  const [failure, setFailure] = useState<Pick<BookingFailure, 'messageId' | 'values'> | null>(null);
  // The slot just lost keeps the calendar on its day, where the patient was looking.
  const [lostSlot, setLostSlot] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [unpaidRdv, setUnpaidRdv] = useState<Rdv | null>(null);
  // docs/decisions/015: the slot tried is already the patient's (an online rdv left unpaid).
  const [heldSlot, setHeldSlot] = useState<HeldSlot | null>(null);
  // docs/decisions/041-relatives.md: who the rdv is for; null: the signed-in patient.
  const [relativeId, setRelativeId] = useState<string | null>(null);
  const pickerId = useId();
  const failureId = useId();

  const setParams = (next: ReservationParams) =>
    void navigate({ pathname: location.pathname, search: reservationSearch(next) }, { replace: true });

  const optionsReady = workingHours.isSuccess && services.isSuccess;
  const options = visitOptions(doctor, workingHours.data?.visitTypes ?? [], services.data?.results ?? []);
  const visit = chosenVisitOption(options, params.visit);
  // decision 008: online payment needs a doctor who accepts it and something to pay (else RDV_NOT_PAYABLE).
  const onlineAllowed = doctor.acceptsOnlinePayment && visit.price > 0;
  const paymentMode: PaymentMode = onlineAllowed ? params.paymentMode : 'onsite';
  const showPicker = pickerOpen || params.slot === null;

  const startPayment = (rdv: Rdv) => payment.pay(rdv._id, () => setUnpaidRdv(rdv));

  const confirm = () => {
    // The button is disabled while pending; the ref also stops a second click landing before that render.
    if (params.slot === null || submitting.current) return;
    submitting.current = true;
    setFailure(null);
    book.mutate(
      {
        doctor: doctor._id,
        date: params.slot,
        paymentMode,
        ...bookingVisit(visit.choice),
        ...(relativeId !== null && { relativeId }),
      },
      {
        onSuccess: (rdv) => {
          if (paymentMode === 'online') {
            startPayment(rdv);
            return;
          }
          toasts.success(intl.formatMessage({ id: 'SUCCESS.APPOINTMENT_BOOKED' }));
          void navigate('/patient-dashboard');
        },
        onError: (error) => {
          const held = heldSlotOf(error);
          if (held) {
            setHeldSlot(held);
            return;
          }
          const { messageId, values, slotLost } = bookingFailure(error);
          setFailure({ messageId, ...(values && { values }) });
          if (slotLost) {
            // The slot is gone: drop it from the URL and show fresh slots right here.
            setLostSlot(params.slot);
            setParams({ ...params, slot: null });
            // useBookRdv has already asked for the doctor's fresh slots.
            setPickerOpen(true);
          }
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  const busy = book.isPending || payment.busy;
  const currentUrl = `${location.pathname}${location.search}`;

  return (
    <form
      className="booking-form"
      aria-describedby={failure ? failureId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <section className="booking-panel" aria-labelledby={`${pickerId}-doctor`}>
        <h2 id={`${pickerId}-doctor`}>{intl.formatMessage({ id: 'RESERVATION.DOCTOR' })}</h2>
        <p className="booking-doctor__name">
          <Link to={`/doctor-profile?id=${encodeURIComponent(doctor._id)}`}>{doctor.name}</Link>
        </p>
        <p className="booking-doctor__specialty">{specialtyName(doctor.doctorSpecialty, locale)}</p>
        <p className="booking-doctor__address">
          {/* The address is written in French: isolate it so Arabic text does not reorder it. */}
          <bdi>{doctor.address}</bdi> · <bdi>{cityName(doctor.city, locale)}</bdi>
        </p>
      </section>

      <section className="booking-panel" aria-labelledby={`${pickerId}-slot`}>
        <h2 id={`${pickerId}-slot`}>{intl.formatMessage({ id: 'RESERVATION.SLOT' })}</h2>
        {failure !== null && (
          <p id={failureId} className="booking-alert" role="alert">
            {intl.formatMessage({ id: failure.messageId }, failure.values)}
          </p>
        )}
        {params.slot === null ? (
          <p>{intl.formatMessage({ id: 'RESERVATION.NO_SLOT' })}</p>
        ) : (
          <p className="booking-slot">
            <time dateTime={params.slot}>
              {formatTunisInstant(params.slot, intl.locale, 'fullDateTime24')}
            </time>
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
            visitType={visit.choice.kind === 'visitType' ? visit.choice.id : undefined}
            value={params.slot ?? lostSlot}
            onChange={(slot) => {
              setFailure(null);
              setHeldSlot(null);
              setPickerOpen(false);
              setParams({ ...params, slot });
            }}
          />
        )}
      </section>

      <fieldset className="booking-panel booking-choices">
        <legend>{intl.formatMessage({ id: 'RESERVATION.VISIT_TYPE' })}</legend>
        {optionsReady ? (
          options.map((option) => (
            <label key={option.value} className="booking-choice">
              <input
                type="radio"
                name="visit"
                value={option.value}
                checked={option.value === visit.value}
                onChange={() => setParams({ ...params, visit: option.choice })}
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
        onlineAllowed={onlineAllowed}
        value={paymentMode}
        onChange={(mode) => setParams({ ...params, paymentMode: mode })}
      >
        <p>
          {intl.formatMessage({
            id: doctor.acceptsOnlinePayment ? 'RESERVATION.PAYMENT.FREE' : 'RESERVATION.PAYMENT.ONSITE_ONLY',
          })}
        </p>
      </PaymentModeChoice>

      {sessionStatus === 'authenticated' && role === 'patient' ? (
        <ForWhomChoice className="booking-panel" value={relativeId} onChange={setRelativeId} />
      ) : null}

      <div className="booking-panel booking-confirm">
        <p className="booking-total">
          {intl.formatMessage({ id: 'RESERVATION.TOTAL' }, { price: formatFee(visit.price, locale) })}
        </p>
        {unpaidRdv !== null ? (
          <UnpaidRdv busy={busy} onRetry={() => startPayment(unpaidRdv)} />
        ) : heldSlot !== null ? (
          <HeldSlotActions
            held={heldSlot}
            busy={busy}
            onPay={() => payment.pay(heldSlot.rdv)}
            onCancelled={() => setHeldSlot(null)}
          />
        ) : sessionStatus === 'loading' ? (
          <p className="app-status" role="status">
            {intl.formatMessage({ id: 'APP.CHECKING_SESSION' })}
          </p>
        ) : sessionStatus === 'guest' ? (
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
        ) : role !== 'patient' ? (
          <p role="note">{intl.formatMessage({ id: 'RESERVATION.PATIENTS_ONLY' })}</p>
        ) : (
          <button
            type="submit"
            className="booking-button"
            disabled={busy || params.slot === null || !optionsReady}
            aria-busy={busy}
          >
            {intl.formatMessage({
              id: paymentMode === 'online' ? 'RESERVATION.CONFIRM_AND_PAY' : 'RESERVATION.CONFIRM',
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
  const [range, setRange] = useState<VisibleRange | null>(null);
  const slots = useDoctorSlots(
    { doctor, from: range?.start ?? '', to: range?.end ?? '', ...(visitType ? { visitType } : {}) },
    { enabled: range !== null },
  );
  return (
    <div id={id} className="booking-slot-picker">
      <SlotPicker
        slots={slots.data?.slots ?? []}
        value={value}
        onChange={onChange}
        onVisibleRangeChange={setRange}
        loading={range === null || slots.isPending}
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
 * or an rdv they booked before, in their appointments.
 */
function HeldSlotActions({
  held,
  busy,
  onPay,
  onCancelled,
}: {
  held: HeldSlot;
  busy: boolean;
  onPay: () => void;
  onCancelled: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const toasts = useToasts();
  const cancel = useCancelRdv();
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
        <button type="button" className="booking-button" disabled={busy || cancel.isPending} onClick={onPay}>
          {text('RESERVATION.PAY_NOW')}
        </button>
        <button
          type="button"
          className="booking-button booking-button--secondary"
          disabled={busy || cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { id: held.rdv, reason: text('RESERVATION.CANCEL_HELD_REASON') },
              {
                onSuccess: () => {
                  toasts.success(text('SUCCESS.APPOINTMENT_CANCELLED'));
                  onCancelled();
                },
                onError: () => toasts.error(text('ERRORS.APPOINTMENT_FAILED')),
              },
            )
          }
        >
          {text('RESERVATION.CANCEL_HELD')}
        </button>
      </p>
    </>
  );
}
