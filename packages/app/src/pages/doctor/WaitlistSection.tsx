import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import {
  useJoinWaitlist,
  useLeaveWaitlist,
  useSession,
  useToasts,
  useWaitlist,
  useWaitlistSettings,
} from '@tabib/hooks';

import { errorMessageId } from '../../forms/errorMessage';
import '../../forms/forms.css';
import { useWaitlistTimes, useWeekdayNames, WEEKDAYS } from './weekdays';

const DEFAULT_DAYS = [1, 2, 3, 4, 5];

/**
 * "No slot suits you?": a patient waits for this doctor on the days and hours they can come
 * (docs/decisions/029-waitlist.md); a freed slot that fits is offered to them by e-mail and on
 * their dashboard. Shown only while the doctor takes a waiting list; guests are asked to sign in.
 */
export function WaitlistSection({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { role } = useSession();
  const location = useLocation();
  const settings = useWaitlistSettings(doctorId);
  const titleId = useId();
  if (settings.data?.enabled !== true || (role !== 'guest' && role !== 'patient')) return null;

  return (
    <section className="doctor-profile__section doctor-profile__waitlist" aria-labelledby={titleId}>
      <h2 id={titleId} className="doctor-profile__section-title">
        {text('WAITLIST.TITLE')}
      </h2>
      <p className="doctor-profile__hint">{text('WAITLIST.INTRO')}</p>
      {role === 'guest' ? (
        <Link
          className="form-button"
          to={`/auth/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`}
        >
          {text('WAITLIST.SIGN_IN')}
        </Link>
      ) : (
        <PatientWaitlist doctorId={doctorId} />
      )}
    </section>
  );
}

function PatientWaitlist({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const dayNames = useWeekdayNames();
  const waitlistTimes = useWaitlistTimes();
  const entries = useWaitlist();
  // A refused join is said in the form.
  const join = useJoinWaitlist({ meta: { errorToast: false } });
  const leave = useLeaveWaitlist({ meta: { errorToast: { message: 'ERRORS.SAVE_FAILED' } } });
  const entry = entries.data?.results.find((candidate) => candidate.doctor._id === doctorId);
  const [days, setDays] = useState<number[]>(entry?.weekdays ?? DEFAULT_DAYS);
  const [from, setFrom] = useState(entry?.from ?? '08:00');
  const [to, setTo] = useState(entry?.to ?? '18:00');
  const [messageId, setMessageId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const ids = { message: useId() };

  if (entries.isPending) {
    return (
      <p className="doctor-profile__status" role="status">
        {text('APP.LOADING')}
      </p>
    );
  }

  if (entry && !editing) {
    return (
      <div className="doctor-profile__waitlist-entry">
        <p role="status">{intl.formatMessage({ id: 'WAITLIST.WAITING' }, waitlistTimes(entry))}</p>
        <div className="form-actions">
          <button type="button" className="form-button" onClick={() => setEditing(true)}>
            {text('WAITLIST.EDIT')}
          </button>
          <button
            type="button"
            className="form-button"
            data-tone="danger"
            aria-disabled={leave.isPending}
            onClick={() =>
              leave.mutate(entry._id, { onSuccess: () => toasts.success(text('WAITLIST.LEFT')) })
            }
          >
            {text('WAITLIST.LEAVE')}
          </button>
        </div>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    if (days.length === 0) return setMessageId('WAITLIST.ERROR_DAYS');
    if (to <= from) return setMessageId('WAITLIST.ERROR_HOURS');
    setMessageId(null);
    try {
      await join.mutateAsync({ doctor: doctorId, weekdays: days, from, to });
      setEditing(false);
      toasts.success(text('WAITLIST.JOINED'));
    } catch (error) {
      setMessageId(errorMessageId(error, { WAITLIST_CLOSED: 'WAITLIST.CLOSED' }, 'ERRORS.SAVE_FAILED'));
    }
  };

  return (
    <form className="doctor-profile__waitlist-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {messageId ? (
        <p id={ids.message} className="form-message" role="alert">
          {intl.formatMessage({ id: messageId }, { item: text('WAITLIST.ITEM') })}
        </p>
      ) : null}
      <fieldset className="doctor-profile__waitlist-days">
        <legend>{text('WAITLIST.DAYS')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className="doctor-profile__waitlist-day">
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(event) =>
                setDays(event.target.checked ? [...days, day].sort() : days.filter((d) => d !== day))
              }
            />
            <span>{dayNames[day]}</span>
          </label>
        ))}
      </fieldset>
      <div className="doctor-profile__waitlist-hours">
        <TimeField label={text('WAITLIST.FROM')} value={from} onChange={setFrom} />
        <TimeField label={text('WAITLIST.TO')} value={to} onChange={setTo} />
      </div>
      <div className="form-actions">
        <button type="submit" className="form-button" data-tone="primary" aria-disabled={join.isPending}>
          {text(entry ? 'WAITLIST.SAVE' : 'WAITLIST.JOIN')}
        </button>
      </div>
    </form>
  );
}

/** A labelled time of day in quarter hours (the window of a waiting entry). */
function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__control"
        type="time"
        step={900}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
