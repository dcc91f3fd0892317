import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useBookingAllowance } from '@tabib/hooks';

/*
 * Decision 054: what the booking page adds for a teleconsultation — who may book it, said before the
 * form, and the patient's two explicit consents. The server checks both again when booking.
 */

export interface RemoteConsentValue {
  consultation: boolean;
  dataProcessing: boolean;
}

export const NO_REMOTE_CONSENT: RemoteConsentValue = { consultation: false, dataProcessing: false };

export const remoteConsentGiven = (consent: RemoteConsentValue) =>
  consent.consultation && consent.dataProcessing;

/**
 * Whether the person the rdv is for (`relativeId`, else the patient) may book the doctor's remote visit
 * types: `unknown` until the booking allowance is read, or when it is not asked (`enabled` false).
 */
export function useRemoteEligibility(
  doctorId: string,
  relativeId: string | null,
  enabled: boolean,
): 'unknown' | 'eligible' | 'needs-prior-visit' {
  // A hint: without it, the answer to the booking itself says a prior visit is needed.
  const allowance = useBookingAllowance(doctorId, { enabled, meta: { errorToast: false } });
  const who = allowance.data?.teleconsultation;
  if (!enabled || who === undefined) return 'unknown';
  const eligible = relativeId === null ? who.patient : who.relatives.includes(relativeId);
  return eligible ? 'eligible' : 'needs-prior-visit';
}

export interface RemotePriorVisitNoticeProps {
  /** The relative's name when the rdv is for one. */
  relativeName: string | null;
  /** Chooses the doctor's first visit at the practice instead; absent when they offer none. */
  onInPerson: (() => void) | undefined;
}

/** Said before the form: a teleconsultation needs a visit at the practice first, and the way to book one. */
export function RemotePriorVisitNotice({ relativeName, onInPerson }: RemotePriorVisitNoticeProps) {
  const intl = useIntl();
  return (
    <div className="booking-panel booking-alert" role="alert" data-remote-refusal="">
      <p>
        {relativeName === null
          ? intl.formatMessage({ id: 'REMOTE.NEEDS_PRIOR_VISIT' })
          : intl.formatMessage({ id: 'REMOTE.NEEDS_PRIOR_VISIT_RELATIVE' }, { name: relativeName })}
      </p>
      {onInPerson ? (
        <button type="button" className="booking-button booking-button--secondary" onClick={onInPerson}>
          {intl.formatMessage({ id: 'REMOTE.IN_PERSON_ALTERNATIVE' })}
        </button>
      ) : null}
    </div>
  );
}

export interface RemoteConsentFieldsetProps {
  value: RemoteConsentValue;
  onChange: (value: RemoteConsentValue) => void;
  /** Shown once the patient tried to book without both consents. */
  showRequired: boolean;
}

/** The two consents of a teleconsultation, never ticked in advance. */
export function RemoteConsentFieldset({ value, onChange, showRequired }: RemoteConsentFieldsetProps) {
  const intl = useIntl();
  const errorId = useId();
  const missing = showRequired && !remoteConsentGiven(value);
  const box = (field: keyof RemoteConsentValue, messageId: string) => (
    <label className="booking-choice">
      <input
        type="checkbox"
        name={`remote-consent-${field}`}
        checked={value[field]}
        required
        aria-invalid={missing && !value[field] ? true : undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => onChange({ ...value, [field]: event.target.checked })}
      />
      <span className="booking-choice__text">{intl.formatMessage({ id: messageId })}</span>
    </label>
  );
  return (
    <fieldset className="booking-panel booking-choices">
      <legend>{intl.formatMessage({ id: 'REMOTE.CONSENT.LEGEND' })}</legend>
      {box('consultation', 'REMOTE.CONSENT.CONSULTATION')}
      {box('dataProcessing', 'REMOTE.CONSENT.DATA_PROCESSING')}
      <p>{intl.formatMessage({ id: 'REMOTE.PAID_ONLINE' })}</p>
      {missing ? (
        <p id={errorId} className="form-field__error">
          {intl.formatMessage({ id: 'REMOTE.CONSENT.REQUIRED' })}
        </p>
      ) : null}
    </fieldset>
  );
}
