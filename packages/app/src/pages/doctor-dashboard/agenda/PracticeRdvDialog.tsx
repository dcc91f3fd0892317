import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ApiError,
  useCreatePracticeRdv,
  useDoctorSlots,
  usePracticePatients,
  useServices,
  useToasts,
  useWorkingHours,
} from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';
import { SlotPicker, formatTunisInstant, type VisibleRange } from '@tabib/ui';

import { PhoneNumber } from '../../../components/PhoneNumber';
import { useVisitTypeName } from '../../../i18n/catalogNames';
import { ConfirmActions } from '../../../forms/ConfirmActions';
import { Dialog } from '../../../forms/Dialog';
import './PracticeRdvDialog.css';
import { SelectField, TextAreaField, TextField } from '../../../forms/Field';
import type { FieldError } from '../../../forms/validation';
import { slotsAreStale } from '../../patient-dashboard/rdvRules';
import {
  emptyPracticeRdv,
  fromVisitChoice,
  NOTE_MAX_LENGTH,
  patientLookup,
  practiceBookingMessageId,
  practiceRdvBody,
  validatePracticeRdv,
  visitChoice,
  type PracticeRdvField,
  type PracticeRdvValues,
} from './practiceRdvForm';

// spec/openapi.yaml Limit: one page holds every service a practice offers.
const SERVICES_LIMIT = 100;

export interface PracticeRdvDialogProps {
  open: boolean;
  doctorId: string;
  /** A free slot chosen beforehand (the time grid's free cell), as an ISO instant; else one is picked here. */
  presetStart?: string | null;
  onClose: () => void;
  /** Called with the booked rdv, before the dialog closes. */
  onBooked?: (rdv: Rdv) => void;
}

/**
 * "Nouveau rendez-vous": the doctor or their secretary books a free slot for a patient who phoned or
 * walked in — one of the practice's patients found by exact phone or e-mail, or a new one given by name
 * and phone (spec `POST /practice/rdvs`, docs/decisions/040).
 */
export function PracticeRdvDialog({
  open,
  doctorId,
  presetStart = null,
  onClose,
  onBooked,
}: PracticeRdvDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.TITLE' })}
      description={<p>{intl.formatMessage({ id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.DESCRIPTION' })}</p>}
    >
      <PracticeRdvForm
        key={presetStart ?? 'free'}
        doctorId={doctorId}
        presetStart={presetStart}
        onClose={onClose}
        onBooked={onBooked}
      />
    </Dialog>
  );
}

function PracticeRdvForm({
  doctorId,
  presetStart,
  onClose,
  onBooked,
}: Required<Pick<PracticeRdvDialogProps, 'doctorId' | 'onClose'>> &
  Pick<PracticeRdvDialogProps, 'onBooked'> & {
    presetStart: string | null;
  }) {
  const intl = useIntl();
  const visitTypeName = useVisitTypeName();
  const toasts = useToasts();
  const id = useId();
  // A refusal is said in the dialog, above its actions.
  const create = useCreatePracticeRdv({ meta: { errorToast: false } });
  const workingHours = useWorkingHours(doctorId);
  const [values, setValues] = useState<PracticeRdvValues>(() => emptyPracticeRdv(presetStart));
  const [errors, setErrors] = useState<Partial<Record<PracticeRdvField, FieldError>>>({});
  const [messageId, setMessageId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState<{ email: string } | { phone: string } | null>(null);
  const [lookupError, setLookupError] = useState<FieldError | null>(null);
  const [pickSlot, setPickSlot] = useState(presetStart === null);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const found = usePracticePatients({ doctor: doctorId, ...lookup }, { enabled: lookup !== null });
  const slots = useDoctorSlots(
    {
      doctor: doctorId,
      from: range?.start ?? '',
      to: range?.end ?? '',
      ...(values.visitType !== '' && { visitType: values.visitType }),
    },
    { enabled: pickSlot && range !== null },
  );
  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  const errorText = (error: FieldError | undefined | null) =>
    error ? intl.formatMessage({ id: error.id }, error.values) : undefined;
  const set = (change: Partial<PracticeRdvValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setMessageId(null);
  };
  const visitTypes = workingHours.data?.visitTypes ?? [];
  const services = useServices({ benefactor: doctorId, limit: SERVICES_LIMIT }).data?.results ?? [];

  const search = () => {
    const result = patientLookup(typed);
    setLookupError(result.error ?? null);
    setLookup(result.query);
    set({ patientId: null });
  };

  const submit = async () => {
    if (create.isPending) return;
    const failures = validatePracticeRdv(values);
    setErrors(failures);
    if (Object.keys(failures).length > 0) return;
    try {
      const rdv = await create.mutateAsync(practiceRdvBody(doctorId, values));
      toasts.success(text('DOCTOR_DASHBOARD.PRACTICE_RDV.BOOKED'));
      onBooked?.(rdv);
      onClose();
    } catch (error) {
      setMessageId(practiceBookingMessageId(error));
      // The slot went meanwhile: offer the ones free now, keeping the message that says so.
      if (error instanceof ApiError && slotsAreStale(error.code)) {
        setValues((current) => ({ ...current, slot: null }));
        setPickSlot(true);
      }
    }
  };

  const dateTime = (instant: string) => formatTunisInstant(instant, intl.locale, 'fullDateTime');

  return (
    <form
      className="form-stack dd-practice-rdv"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {messageId ? (
        <p className="form-message" role="alert">
          {text(messageId)}
        </p>
      ) : null}
      <fieldset className="dd-fieldset">
        <legend>{text('DOCTOR_DASHBOARD.PRACTICE_RDV.PATIENT')}</legend>
        <div className="dd-practice-rdv__modes">
          {(['existing', 'new'] as const).map((mode) => (
            <label key={mode} className="dd-choice">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={values.mode === mode}
                onChange={() => {
                  set({ mode });
                  setErrors({});
                }}
              />
              {text(`DOCTOR_DASHBOARD.PRACTICE_RDV.MODE_${mode.toUpperCase()}`)}
            </label>
          ))}
        </div>
        {values.mode === 'existing' ? (
          <>
            <div className="dd-practice-rdv__search">
              <TextField
                id={`${id}-lookup`}
                label={text('DOCTOR_DASHBOARD.PRACTICE_RDV.LOOKUP')}
                hint={text('DOCTOR_DASHBOARD.PRACTICE_RDV.LOOKUP_HINT')}
                error={errorText(lookupError)}
                value={typed}
                dir="ltr"
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    search();
                  }
                }}
              />
              <button type="button" className="form-button" onClick={search}>
                {text('DOCTOR_DASHBOARD.PRACTICE_RDV.SEARCH')}
              </button>
            </div>
            {lookup !== null && found.data ? (
              found.data.results.length === 0 ? (
                <p className="dd-status" role="status">
                  {text('DOCTOR_DASHBOARD.PRACTICE_RDV.NOT_FOUND')}
                </p>
              ) : (
                <fieldset
                  className="dd-fieldset"
                  aria-invalid={errors.patientId ? true : undefined}
                  aria-describedby={errors.patientId ? `${id}-patient-error` : undefined}
                >
                  <legend>{text('DOCTOR_DASHBOARD.PRACTICE_RDV.FOUND')}</legend>
                  {found.data.results.map((patient) => (
                    <label key={patient._id} className="dd-choice">
                      <input
                        type="radio"
                        name={`${id}-patient`}
                        value={patient._id}
                        checked={values.patientId === patient._id}
                        onChange={() => set({ patientId: patient._id })}
                      />
                      {patient.name}
                      {patient.phone ? (
                        <>
                          {' · '}
                          <PhoneNumber phone={patient.phone} call={false} />
                        </>
                      ) : null}
                      {patient.email ? (
                        <>
                          {' · '}
                          <bdi dir="ltr">{patient.email}</bdi>
                        </>
                      ) : null}
                    </label>
                  ))}
                </fieldset>
              )
            ) : null}
            {errors.patientId ? (
              <p id={`${id}-patient-error`} className="form-field__error">
                {errorText(errors.patientId)}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <TextField
              id={`${id}-first-name`}
              label={text('AUTH.FIELDS.FIRST_NAME')}
              value={values.firstName}
              error={errorText(errors.firstName)}
              autoComplete="off"
              required
              onChange={(event) => set({ firstName: event.target.value })}
            />
            <TextField
              id={`${id}-last-name`}
              label={text('AUTH.FIELDS.LAST_NAME')}
              value={values.lastName}
              error={errorText(errors.lastName)}
              autoComplete="off"
              required
              onChange={(event) => set({ lastName: event.target.value })}
            />
            <TextField
              id={`${id}-phone`}
              label={text('AUTH.FIELDS.PHONE')}
              hint={text('DOCTOR_DASHBOARD.PRACTICE_RDV.PHONE_HINT')}
              value={values.phone}
              error={errorText(errors.phone)}
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="off"
              required
              onChange={(event) => set({ phone: event.target.value })}
            />
          </>
        )}
      </fieldset>
      <SelectField
        id={`${id}-visit-type`}
        label={text('DOCTOR_DASHBOARD.PRACTICE_RDV.VISIT_TYPE')}
        value={visitChoice(values)}
        onChange={(event) => set(fromVisitChoice(event.target.value))}
      >
        <option value="">{text('RESERVATION.STANDARD_VISIT')}</option>
        {visitTypes.map((visitType) => (
          <option key={visitType._id} value={`visit:${visitType._id}`}>
            {intl.formatMessage(
              { id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.VISIT_OPTION' },
              { name: visitTypeName(visitType.name, visitType.names), minutes: visitType.durationMinutes },
            )}
          </option>
        ))}
        {services.length > 0 ? (
          <optgroup label={text('DOCTOR_DASHBOARD.PRACTICE_RDV.SERVICES')}>
            {services.map((service) => (
              <option key={service._id} value={`service:${service._id}`}>
                {intl.formatMessage(
                  { id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.VISIT_OPTION' },
                  { name: visitTypeName(service.name, service.names), minutes: service.durationMinutes },
                )}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
      {pickSlot ? (
        <div>
          <SlotPicker
            slots={slots.data?.slots ?? []}
            value={values.slot}
            onChange={(slot) => set({ slot })}
            onVisibleRangeChange={setRange}
            loading={range === null || slots.isFetching}
          />
          {errors.slot ? <p className="form-field__error">{errorText(errors.slot)}</p> : null}
        </div>
      ) : (
        <p className="dd-practice-rdv__slot">
          {intl.formatMessage(
            { id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.AT' },
            { date: values.slot === null ? '' : dateTime(values.slot) },
          )}{' '}
          <button type="button" className="form-button" onClick={() => setPickSlot(true)}>
            {text('DOCTOR_DASHBOARD.PRACTICE_RDV.OTHER_SLOT')}
          </button>
        </p>
      )}
      <TextAreaField
        id={`${id}-note`}
        label={text('DOCTOR_DASHBOARD.PRACTICE_RDV.NOTE')}
        value={values.note}
        error={errorText(errors.note)}
        maxLength={NOTE_MAX_LENGTH}
        rows={2}
        onChange={(event) => set({ note: event.target.value })}
      />
      <ConfirmActions
        confirmLabel={text('DOCTOR_DASHBOARD.PRACTICE_RDV.SUBMIT')}
        pending={create.isPending}
        tone="primary"
        onCancel={onClose}
      />
    </form>
  );
}

/** The agenda's "Nouveau rendez-vous" button and its dialog (doctor and secretary only: spec x-roles). */
export function NewPracticeRdvButton({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="form-button" data-tone="primary" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.NEW' })}
      </button>
      <PracticeRdvDialog open={open} doctorId={doctorId} onClose={() => setOpen(false)} />
    </>
  );
}
