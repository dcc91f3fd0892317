import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCreateWorkingHours, useToasts, useUpdateWorkingHours, useWorkingHours } from '@tabib/hooks';
import type { WorkingHours } from '@tabib/sdk';
import { formatWeekday } from '@tabib/ui';

import { errorMessageId } from '../../../forms/errorMessage';
import { ErrorSummary, type ErrorSummaryItem } from '../../../forms/ErrorSummary';
import { NumberField } from '../../../forms/Field';
import type { FieldError } from '../../../forms/validation';
import { WEEK_FROM_MONDAY } from '../../doctor/profileSchedule';
import { RemoteVisitTypes } from './RemoteVisitTypes';
import { RowListEditor, type RowListSpec } from './RowListEditor';
import {
  hoursDraftOf,
  hoursErrorCount,
  hoursInputOf,
  INTERVALS_PER_DAY_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  validateHoursDraft,
  VISIT_NAME_MAX_LENGTH,
  type HoursDraft,
  type HoursErrors,
} from './workingHoursEditor';

// spec/openapi.yaml createWorkingHours/updateWorkingHours: 422 INVALID_SCHEDULE, 409 ALREADY_EXISTS.
const HOURS_ERRORS: Readonly<Record<string, string>> = {
  INVALID_SCHEDULE: 'DOCTOR_SETTINGS.HOURS.SERVER_INVALID',
  // Decision 054.
  REMOTE_CERTIFICATE: 'DOCTOR_SETTINGS.HOURS.REMOTE_CERTIFICATE',
  TELECONSULTATION_DISABLED: 'REMOTE.DISABLED',
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
};

/** Visit types (name, length, price in TND), offered to patients when they book. */
export const VISIT_TYPE_LIST: RowListSpec<'name' | 'nameEn' | 'nameAr' | 'durationMinutes' | 'price'> = {
  idPrefix: 'wh-v',
  columns: [
    { field: 'name', label: 'DOCTOR_SETTINGS.HOURS.VISIT_NAME' },
    {
      field: 'nameEn',
      idSuffix: 'name-en',
      label: 'DOCTOR_SETTINGS.HOURS.VISIT_NAME_EN',
      inputProps: { lang: 'en', dir: 'ltr', maxLength: VISIT_NAME_MAX_LENGTH },
    },
    {
      field: 'nameAr',
      idSuffix: 'name-ar',
      label: 'DOCTOR_SETTINGS.HOURS.VISIT_NAME_AR',
      inputProps: { lang: 'ar', dir: 'rtl', maxLength: VISIT_NAME_MAX_LENGTH },
    },
    {
      field: 'durationMinutes',
      idSuffix: 'duration',
      label: 'DOCTOR_SETTINGS.HOURS.VISIT_DURATION',
      inputProps: { type: 'number', inputMode: 'numeric' },
    },
    { field: 'price', label: 'DOCTOR_SETTINGS.HOURS.VISIT_PRICE', inputProps: { inputMode: 'decimal' } },
  ],
  messages: {
    title: 'DOCTOR_SETTINGS.HOURS.VISIT_TYPES_TITLE',
    empty: 'DOCTOR_SETTINGS.HOURS.NO_VISIT_TYPES',
    add: 'DOCTOR_SETTINGS.HOURS.ADD_VISIT_TYPE',
    remove: 'DOCTOR_SETTINGS.HOURS.REMOVE_VISIT_TYPE',
  },
};

/** Dated absences (holidays, days off): no slot is offered on those days. */
const ABSENCE_LIST: RowListSpec<'from' | 'to' | 'reason'> = {
  idPrefix: 'wh-a',
  columns: [
    { field: 'from', label: 'DOCTOR_SETTINGS.HOURS.ABSENCE_FROM', inputProps: { type: 'date' } },
    { field: 'to', label: 'DOCTOR_SETTINGS.HOURS.ABSENCE_TO', inputProps: { type: 'date' } },
    { field: 'reason', label: 'DOCTOR_SETTINGS.HOURS.ABSENCE_REASON', inputProps: { maxLength: 200 } },
  ],
  messages: {
    title: 'DOCTOR_SETTINGS.HOURS.ABSENCES_TITLE',
    empty: 'DOCTOR_SETTINGS.HOURS.NO_ABSENCES',
    add: 'DOCTOR_SETTINGS.HOURS.ADD_ABSENCE',
    remove: 'DOCTOR_SETTINGS.HOURS.REMOVE_ABSENCE',
  },
};

/** requirements §6 "edit working hours": the doctor's (or, for a secretary or admin, that doctor's) week. */
export function WorkingHoursSection({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const hours = useWorkingHours(doctorId, { meta: { errorToast: false } });
  return (
    <section className="dp-card" aria-labelledby="dp-hours-title">
      <h2 id="dp-hours-title" className="dp-section-title">
        {intl.formatMessage({ id: 'DOCTOR_SETTINGS.HOURS.TITLE' })}
      </h2>
      {hours.isPending ? (
        <p className="dp-status">{intl.formatMessage({ id: 'DOCTOR_STATS.LOADING' })}</p>
      ) : hours.isError ? (
        <p role="alert">
          {intl.formatMessage(
            { id: 'ERRORS.LOAD_FAILED' },
            { item: intl.formatMessage({ id: 'DOCTOR_SETTINGS.HOURS.ITEM' }) },
          )}
        </p>
      ) : (
        // A new record from the server (another tab, a save) starts the editor over.
        <HoursEditor key={hours.data?.updatedAt ?? 'new'} doctorId={doctorId} saved={hours.data} />
      )}
    </section>
  );
}

function HoursEditor({ doctorId, saved }: { doctorId: string; saved: WorkingHours | null }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toasts = useToasts();
  // The editor says why a save failed, on top.
  const create = useCreateWorkingHours({ meta: { errorToast: false } });
  const update = useUpdateWorkingHours({ meta: { errorToast: false } });
  const [draft, setDraft] = useState<HoursDraft>(() => hoursDraftOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const errors: HoursErrors = submitted
    ? validateHoursDraft(draft)
    : { days: {}, visitTypes: {}, absences: {} };
  const message = (error: FieldError | undefined) =>
    error ? intl.formatMessage({ id: error.id }, error.values) : undefined;
  const dayName = (day: number) => formatWeekday(day, intl.locale);

  // Each item names its control ("Début, plage 2 (lundi) : …"), so two errors of one day differ.
  const item = (fieldId: string, field: string, error: FieldError | undefined): ErrorSummaryItem => ({
    fieldId,
    text: intl.formatMessage({ id: 'FORMS.SUMMARY_ITEM' }, { field, error: message(error) }),
  });
  const summaryItems: ErrorSummaryItem[] = [
    ...(serverError ? [{ text: serverError }] : []),
    ...(errors.slotMinutes
      ? [item('wh-slot', text('DOCTOR_SETTINGS.HOURS.SLOT_MINUTES'), errors.slotMinutes)]
      : []),
    ...WEEK_FROM_MONDAY.flatMap((day) =>
      Object.entries(errors.days[day] ?? {}).map(([index, error]) =>
        item(
          `wh-d${day}-i${index}-start`,
          text('DOCTOR_SETTINGS.HOURS.START', { day: dayName(day), n: Number(index) + 1 }),
          error,
        ),
      ),
    ),
    ...Object.entries(errors.visitTypes).map(([index, error]) =>
      item(`wh-v${index}-name`, text('DOCTOR_SETTINGS.HOURS.VISIT_NAME', { n: Number(index) + 1 }), error),
    ),
    ...Object.entries(errors.absences).map(([index, error]) =>
      item(`wh-a${index}-from`, text('DOCTOR_SETTINGS.HOURS.ABSENCE_FROM', { n: Number(index) + 1 }), error),
    ),
  ];

  const setDay = (
    day: number,
    change: (intervals: HoursDraft['days'][number]) => HoursDraft['days'][number],
  ) =>
    setDraft((current) => ({
      ...current,
      days: current.days.map((intervals, index) => (index === day ? change(intervals) : intervals)),
    }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setServerError(null);
    if (hoursErrorCount(validateHoursDraft(draft)) > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    const body = hoursInputOf(draft, doctorId);
    try {
      if (saved) await update.mutateAsync({ id: saved._id, hours: body });
      else await create.mutateAsync(body);
      toasts.success(text('DOCTOR_SETTINGS.HOURS.SAVED'));
    } catch (error) {
      // What was typed stays in the editor; the reason is shown on top.
      setServerError(text(errorMessageId(error, HOURS_ERRORS, 'ERRORS.SAVE_FAILED')));
      setFailedSubmits((count) => count + 1);
    }
  };

  return (
    <form className="form-stack" noValidate onSubmit={onSubmit}>
      <ErrorSummary
        title={text('FORMS.ERROR_SUMMARY_TITLE')}
        items={summaryItems}
        focusKey={failedSubmits}
        headingLevel={3}
      />
      <NumberField
        id="wh-slot"
        min={SLOT_MINUTES_MIN}
        max={SLOT_MINUTES_MAX}
        label={text('DOCTOR_SETTINGS.HOURS.SLOT_MINUTES')}
        hint={text('DOCTOR_SETTINGS.HOURS.SLOT_HINT', { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX })}
        value={draft.slotMinutes}
        error={message(errors.slotMinutes)}
        onChange={(event) => setDraft({ ...draft, slotMinutes: event.target.value })}
      />

      <h3 className="dp-subtitle">{text('DOCTOR_SETTINGS.HOURS.WEEK_TITLE')}</h3>
      <div className="dp-week">
        {WEEK_FROM_MONDAY.map((day) => {
          const intervals = draft.days[day] ?? [];
          const name = dayName(day);
          return (
            <fieldset key={day} className="dp-day">
              <legend className="dp-day__name">{name}</legend>
              {intervals.length === 0 ? (
                <p className="dp-status">{text('DOCTOR_SETTINGS.HOURS.CLOSED')}</p>
              ) : null}
              {intervals.map((interval, index) => {
                const error = message(errors.days[day]?.[index]);
                const errorId = `wh-d${day}-i${index}-error`;
                const position = { day: name, n: index + 1 };
                const changeTime = (end: 'start' | 'end', value: string) =>
                  setDay(day, (list) =>
                    list.map((item, i) => (i === index ? { ...item, [end]: value } : item)),
                  );
                return (
                  <div key={index} className="dp-interval" data-invalid={error ? '' : undefined}>
                    <IntervalTimeField
                      id={`wh-d${day}-i${index}-start`}
                      label={text('DOCTOR_SETTINGS.HOURS.START', position)}
                      value={interval.start}
                      errorId={error ? errorId : undefined}
                      onChange={(value) => changeTime('start', value)}
                    />
                    <IntervalTimeField
                      label={text('DOCTOR_SETTINGS.HOURS.END', position)}
                      value={interval.end}
                      errorId={error ? errorId : undefined}
                      onChange={(value) => changeTime('end', value)}
                    />
                    <button
                      type="button"
                      className="form-button"
                      onClick={() => setDay(day, (list) => list.filter((_, i) => i !== index))}
                    >
                      {text('DOCTOR_SETTINGS.HOURS.REMOVE_INTERVAL', position)}
                    </button>
                    {error ? (
                      <p id={errorId} className="form-field__error">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              {intervals.length < INTERVALS_PER_DAY_MAX ? (
                <button
                  type="button"
                  className="form-button"
                  onClick={() =>
                    setDay(day, (list) => [
                      ...list,
                      list.length === 0 ? { start: '08:00', end: '12:00' } : { start: '14:00', end: '18:00' },
                    ])
                  }
                >
                  {text('DOCTOR_SETTINGS.HOURS.ADD_INTERVAL', { day: name })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
      </div>

      <RowListEditor
        {...VISIT_TYPE_LIST}
        rows={draft.visitTypes}
        update={(change) => setDraft((current) => ({ ...current, visitTypes: change(current.visitTypes) }))}
        errors={errors.visitTypes}
        emptyRow={() => ({
          name: '',
          nameEn: '',
          nameAr: '',
          durationMinutes: draft.slotMinutes,
          price: '',
          remote: false,
          remoteDays: Array.from({ length: 7 }, () => []),
        })}
      />
      <RemoteVisitTypes
        visitTypes={draft.visitTypes}
        update={(index, change) =>
          setDraft((current) => ({
            ...current,
            visitTypes: current.visitTypes.map((type, i) => (i === index ? change(type) : type)),
          }))
        }
      />
      <RowListEditor
        {...ABSENCE_LIST}
        rows={draft.absences}
        update={(change) => setDraft((current) => ({ ...current, absences: change(current.absences) }))}
        errors={errors.absences}
        emptyRow={() => ({ from: '', to: '', reason: '' })}
      />

      <div className="form-actions">
        <button type="submit" className="form-button" data-tone="primary" aria-disabled={pending}>
          {text('DOCTOR_SETTINGS.HOURS.SAVE')}
        </button>
      </div>
    </form>
  );
}

interface IntervalTimeFieldProps {
  /** Only the start has an id: the error summary links to it. */
  id?: string;
  label: string;
  value: string;
  /** The interval's error, which describes both of its times. */
  errorId: string | undefined;
  onChange: (value: string) => void;
}

/** The start or end of an interval, labelled by the day and the interval's number. */
function IntervalTimeField({ id, label, value, errorId, onChange }: IntervalTimeFieldProps) {
  return (
    <label className="dp-interval__field">
      <span>{label}</span>
      <input
        id={id}
        type="time"
        className="form-field__control"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
