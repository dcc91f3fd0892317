import { ApiError } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

import {
  collectErrors,
  email,
  NAME_MAX_LENGTH,
  phone,
  requiredText,
  type FieldError,
  type FieldErrors,
} from '../../../forms/validation';
import { errorMessageId } from '../../../forms/errorMessage';
import { bookingFailure } from '../../booking/bookingErrors';
import { RDV_ERROR_FALLBACK, RDV_ERROR_MESSAGES } from '../../patient-dashboard/rdvRules';

/*
 * The "Nouveau rendez-vous" form of the practice (spec `POST /practice/rdvs`, docs/decisions/040): one of
 * the practice's patients, found by exact phone or e-mail, or a new one given by name and phone.
 */

export const NOTE_MAX_LENGTH = 500;

export type PracticePatientMode = 'existing' | 'new';

export interface PracticeRdvValues {
  mode: PracticePatientMode;
  /** The found patient chosen (`existing`). */
  patientId: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  /** A visit type `_id`, or ''. */
  visitType: string;
  /** A service `_id`, or ''; with neither, the doctor's default consultation (one slot at their fee). */
  service: string;
  /** The slot's start, an ISO instant. */
  slot: string | null;
  note: string;
}

export type PracticeRdvField = 'patientId' | 'firstName' | 'lastName' | 'phone' | 'slot' | 'note';

export const emptyPracticeRdv = (slot: string | null): PracticeRdvValues => ({
  mode: 'existing',
  patientId: null,
  firstName: '',
  lastName: '',
  phone: '',
  visitType: '',
  service: '',
  slot,
  note: '',
});

const CHOOSE_PATIENT: FieldError = { id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.CHOOSE_PATIENT' };
const CHOOSE_SLOT: FieldError = { id: 'PATIENT.RDVS.CHOOSE_SLOT' };

export function validatePracticeRdv(values: PracticeRdvValues): FieldErrors<PracticeRdvField> {
  const note =
    values.note.trim().length > NOTE_MAX_LENGTH
      ? { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: NOTE_MAX_LENGTH } }
      : undefined;
  const slot = values.slot === null ? CHOOSE_SLOT : undefined;
  if (values.mode === 'existing') {
    return collectErrors({ patientId: values.patientId === null ? CHOOSE_PATIENT : undefined, slot, note });
  }
  return collectErrors({
    firstName: requiredText(values.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(values.lastName, NAME_MAX_LENGTH),
    phone: phone(values.phone),
    slot,
    note,
  });
}

/** The `POST /practice/rdvs` body of valid values. */
export function practiceRdvBody(
  doctorId: string,
  values: PracticeRdvValues,
): components['schemas']['PracticeRdvInput'] {
  return {
    doctor: doctorId,
    date: values.slot as string,
    ...(values.visitType !== '' && { visitType: values.visitType }),
    ...(values.visitType === '' && values.service !== '' && { service: values.service }),
    ...(values.note.trim() !== '' && { reason: values.note.trim() }),
    patient:
      values.mode === 'existing'
        ? { _id: values.patientId as string }
        : {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phone: values.phone.trim(),
          },
  };
}

/** The visit select's value: `visit:<id>`, `service:<id>` or '' (the default consultation). */
export function visitChoice(values: Pick<PracticeRdvValues, 'visitType' | 'service'>): string {
  if (values.visitType !== '') return `visit:${values.visitType}`;
  return values.service === '' ? '' : `service:${values.service}`;
}

export function fromVisitChoice(choice: string): Pick<PracticeRdvValues, 'visitType' | 'service'> {
  const [kind, id = ''] = choice.split(':');
  return { visitType: kind === 'visit' ? id : '', service: kind === 'service' ? id : '' };
}

/**
 * What the practice typed to find a patient, as the lookup's query: an e-mail when it has an '@', else a
 * phone; null (with the message to show) when it is neither.
 */
export function patientLookup(
  typed: string,
): { query: { email: string } | { phone: string }; error?: undefined } | { query: null; error: FieldError } {
  const value = typed.trim();
  if (value.includes('@')) {
    const failure = email(value);
    return failure ? { query: null, error: failure } : { query: { email: value } };
  }
  const failure = phone(value);
  return failure ? { query: null, error: failure } : { query: { phone: value } };
}

/**
 * What the dialog says when `POST /practice/rdvs` refuses: a slot the server will not book says why (the
 * reason of 422 `SLOT_UNAVAILABLE`, as on the patient's booking page), anything else as any change of an
 * rdv (409 `SLOT_TAKEN`: taken meanwhile).
 */
export function practiceBookingMessageId(error: unknown): string {
  if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') return bookingFailure(error).messageId;
  return errorMessageId(error, RDV_ERROR_MESSAGES, RDV_ERROR_FALLBACK);
}
