import type { Doctor, Rdv, Relative } from '@tabib/contract';
import { useReducer, useRef } from 'react';

import { useDoctorProfile } from '../api/doctors/useDoctorProfile';
import { useCheckoutPayment } from '../api/payments/useCheckoutPayment';
import { useBookRdv } from '../api/rdvs/useBookRdv';
import { useCancelRdv } from '../api/rdvs/useCancelRdv';
import { useRelatives } from '../api/relatives/useRelatives';
import { useServices } from '../api/services/useServices';
import { useWorkingHours } from '../api/workingHours/useWorkingHours';
import { useSession } from '../session/useSession';
import { bookingErrorOf, type PaymentError, paymentErrorOf } from './bookingErrors';
import {
  type BookingChoiceStep,
  type BookingFlowStart,
  type BookingFlowState,
  bookingFlowReducer,
  initialBookingFlowState,
  type PaymentMode,
} from './bookingFlow';
import {
  bookingVisit,
  chosenVisitOption,
  type VisitChoice,
  type VisitOption,
  visitOptions,
} from './visitOptions';

/** A doctor's services fit on one page (lists hold 50 at most). */
const SERVICES_LIMIT = 50;

export interface UseBookingFlowOptions extends BookingFlowStart {
  /** The doctor booked with. */
  doctorId: string;
  /** The rdv is booked; called before its payment starts (the page is about to be left for the provider's). */
  onBooked?: (rdv: Rdv) => void;
  /** Sends the browser to the payment provider's page; by default `window.location.assign(url)`. */
  onPaymentUrl?: (url: string) => void;
  /** The payment of a booked rdv could not start (the rdv stays booked until its payment hold ends). */
  onPaymentFailed?: (error: PaymentError) => void;
  /** The patient's two consents, sent with a teleconsultation (a `remote` visit); the server wants both. */
  remoteConsent?: { consultation: boolean; dataProcessing: boolean };
}

/** Who is booking: only a signed-in patient may; `checking` while the session is being read. */
export type BookingAccess = 'checking' | 'guest' | 'patient' | 'not-a-patient';

export interface BookingFlow {
  /** Where the booking stands, with the draft of what was chosen. */
  state: BookingFlowState;
  /** The doctor, once loaded. */
  doctor: Doctor | undefined;
  /** The visits the doctor offers, priced; until `optionsReady`, only the plain consultation (none before the doctor loads). */
  visitOptions: VisitOption[];
  optionsReady: boolean;
  /** The visit that will be booked: the one chosen, or the doctor's first option. */
  visit: VisitOption | undefined;
  /** Online payment needs a doctor who takes it and something to pay. */
  onlineAllowed: boolean;
  /** The mode that will be sent: the one chosen, or on site where online is not allowed. */
  paymentMode: PaymentMode;
  /** The signed-in patient's relatives, whom they may book for. */
  relatives: Relative[];
  access: BookingAccess;
  /** A slot is chosen, the visits are loaded and nothing is on its way. */
  canSubmit: boolean;
  /** A booking, payment or cancellation is on its way (or the browser is leaving for the payment page). */
  busy: boolean;
  chooseSlot: (slot: string) => void;
  chooseVisit: (visit: VisitChoice) => void;
  /** `null`: the patient themselves. */
  choosePatient: (relativeId: string | null) => void;
  choosePayment: (paymentMode: PaymentMode) => void;
  goTo: (step: BookingChoiceStep) => void;
  /** Books the draft (`POST /rdvs`); an online booking then starts its payment. */
  submit: () => void;
  /** Pays the rdv the patient already holds (`SLOT_HELD_BY_YOU`), or tries a failed payment again. */
  payAgain: () => void;
  /** Cancels the rdv the patient already holds (`SLOT_HELD_BY_YOU`), freeing its slot to book again. */
  cancelHeld: (reason: string) => Promise<void>;
}

function accessOf({ status, role }: { status: string; role: string }): BookingAccess {
  if (status === 'loading') return 'checking';
  if (status === 'guest') return 'guest';
  return role === 'patient' ? 'patient' : 'not-a-patient';
}

const isChoosingOrFailed = (state: BookingFlowState) =>
  state.step.startsWith('choose-') || state.step === 'failed';

/**
 * The booking of an rdv with one doctor, for any UI: the slot, the visit, for whom and how to pay, then
 * `POST /rdvs` and, for online payment, `POST /payments/checkout` and the provider's page. Refusals
 * come back typed: `state.error` of the `failed` and `payment-failed` steps.
 */
export function useBookingFlow({
  doctorId,
  onBooked,
  onPaymentUrl,
  onPaymentFailed,
  remoteConsent,
  ...start
}: UseBookingFlowOptions): BookingFlow {
  const [state, dispatch] = useReducer(bookingFlowReducer, start, initialBookingFlowState);
  const session = useSession();
  const access = accessOf(session);
  // The pages of the flow show a doctor that cannot be loaded (an error or not-found page).
  const doctor = useDoctorProfile(doctorId, { meta: { errorToast: false } });
  const workingHours = useWorkingHours(doctorId);
  const services = useServices({ benefactor: doctorId, limit: SERVICES_LIMIT });
  const relatives = useRelatives({ enabled: access === 'patient' });
  // A refused booking is the `failed` step, which the page says; a failed checkout leaves the
  // `payment-failed` step and a toast; `cancelHeld` rejects, and its caller says why.
  const book = useBookRdv({ meta: { errorToast: false } });
  const checkout = useCheckoutPayment({ meta: { errorToast: { message: 'ERRORS.PAYMENT_FAILED' } } });
  const cancel = useCancelRdv({ meta: { errorToast: false } });
  // The state changes on the next render: this stops a second click landing before it.
  const inFlight = useRef(false);

  const optionsReady = doctor.isSuccess && workingHours.isSuccess && services.isSuccess;
  // Until the visit types and services arrive, the plain consultation at the doctor's fee stands in.
  const options = doctor.data
    ? visitOptions(doctor.data, workingHours.data?.visitTypes ?? [], services.data?.results ?? [])
    : [];
  const visit = options.length > 0 ? chosenVisitOption(options, state.draft.visit) : undefined;
  const onlineAllowed = doctor.data?.acceptsOnlinePayment === true && visit !== undefined && visit.price > 0;
  // A teleconsultation is paid online when booked; the server refuses it paid at the practice.
  const paymentMode: PaymentMode = visit?.remote
    ? 'online'
    : onlineAllowed
      ? state.draft.paymentMode
      : 'onsite';
  const busy = state.step === 'submitting' || state.step === 'paying' || cancel.isPending;
  const canSubmit = isChoosingOrFailed(state) && state.draft.slot !== null && optionsReady && !busy;

  const pay = (rdvId: string) =>
    checkout.mutate(rdvId, {
      onSuccess: (payment) => {
        if (payment.paymentUrl === null) {
          dispatch({ type: 'checkoutFailed', error: { code: 'NO_PAYMENT_URL' } });
          onPaymentFailed?.({ code: 'NO_PAYMENT_URL' });
          return;
        }
        dispatch({ type: 'checkoutStarted', paymentUrl: payment.paymentUrl });
        (onPaymentUrl ?? ((url: string) => window.location.assign(url)))(payment.paymentUrl);
      },
      onError: (cause) => {
        const error = paymentErrorOf(cause);
        dispatch({ type: 'checkoutFailed', error });
        onPaymentFailed?.(error);
      },
    });

  const submit = () => {
    if (inFlight.current || !canSubmit || visit === undefined || state.draft.slot === null) return;
    dispatch({ type: 'submit' });
    if (access !== 'patient') {
      // Nothing to send: the server would refuse it the same way.
      dispatch({
        type: 'bookingFailed',
        error: { code: access === 'not-a-patient' ? 'NOT_A_PATIENT' : 'NOT_SIGNED_IN' },
      });
      return;
    }
    inFlight.current = true;
    const mode = paymentMode;
    book.mutate(
      {
        doctor: doctorId,
        date: state.draft.slot,
        paymentMode: mode,
        ...bookingVisit(visit.choice),
        ...(state.draft.relativeId !== null && { relativeId: state.draft.relativeId }),
        ...(visit.remote && remoteConsent !== undefined && { remoteConsent }),
      },
      {
        onSuccess: (rdv) => {
          dispatch({ type: 'booked', rdv, paymentMode: mode });
          onBooked?.(rdv);
          if (mode === 'online') pay(rdv._id);
        },
        onError: (error) => dispatch({ type: 'bookingFailed', error: bookingErrorOf(error) }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const payAgain = () => {
    const rdvId =
      state.step === 'payment-failed'
        ? state.rdvId
        : state.step === 'failed' && state.error.code === 'SLOT_HELD_BY_YOU' && state.error.holdUntil !== null
          ? state.error.rdv
          : null;
    if (rdvId === null || checkout.isPending) return;
    dispatch({ type: 'payAgain' });
    pay(rdvId);
  };

  const cancelHeld = async (reason: string) => {
    if (state.step !== 'failed' || state.error.code !== 'SLOT_HELD_BY_YOU') return;
    await cancel.mutateAsync({ id: state.error.rdv, reason });
    dispatch({ type: 'heldCancelled' });
  };

  return {
    state,
    doctor: doctor.data,
    visitOptions: options,
    optionsReady,
    visit,
    onlineAllowed,
    paymentMode,
    relatives: relatives.data?.results ?? [],
    access,
    canSubmit,
    busy,
    chooseSlot: (slot) => dispatch({ type: 'chooseSlot', slot }),
    chooseVisit: (choice) => dispatch({ type: 'chooseVisit', visit: choice }),
    choosePatient: (relativeId) => dispatch({ type: 'choosePatient', relativeId }),
    choosePayment: (mode) => dispatch({ type: 'choosePayment', paymentMode: mode }),
    goTo: (step) => dispatch({ type: 'goTo', step }),
    submit,
    payAgain,
    cancelHeld,
  };
}
