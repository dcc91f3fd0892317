import type { components, Specialty } from '@tabib/sdk';

import type { FormDefinition } from '../../forms/useForm';
import { REQUIRED, collectErrors, type FieldError, type FieldErrors } from '../../forms/validation';

// spec/openapi.yaml SpecialtyInput.
export const SPECIALTY_NAME_MIN_LENGTH = 2;
export const SPECIALTY_NAME_MAX_LENGTH = 100;
export const SPECIALTY_FREQ_MAX = 1_000_000;

export interface SpecialtyValues {
  fr: string;
  en: string;
  ar: string;
  /** As typed. */
  freq: string;
}

export const EMPTY_SPECIALTY: SpecialtyValues = { fr: '', en: '', ar: '', freq: '0' };

const SPECIALTY_LABELS: Record<keyof SpecialtyValues, string> = {
  fr: 'ADMIN.SPECIALTIES.FIELDS.FR',
  en: 'ADMIN.SPECIALTIES.FIELDS.EN',
  ar: 'ADMIN.SPECIALTIES.FIELDS.AR',
  freq: 'ADMIN.SPECIALTIES.FIELDS.FREQ',
};

export function specialtyValuesOf(specialty: Specialty): SpecialtyValues {
  return { ...specialty.names, freq: String(specialty.freq) };
}

function nameError(value: string): FieldError | undefined {
  const length = value.trim().length;
  if (length === 0) return REQUIRED;
  return length < SPECIALTY_NAME_MIN_LENGTH || length > SPECIALTY_NAME_MAX_LENGTH
    ? {
        id: 'ADMIN.SPECIALTIES.VALIDATION.NAME_LENGTH',
        values: { min: SPECIALTY_NAME_MIN_LENGTH, max: SPECIALTY_NAME_MAX_LENGTH },
      }
    : undefined;
}

function freqError(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED;
  return /^\d+$/.test(trimmed) && Number(trimmed) <= SPECIALTY_FREQ_MAX
    ? undefined
    : { id: 'ADMIN.SPECIALTIES.VALIDATION.FREQ', values: { max: SPECIALTY_FREQ_MAX } };
}

export function validateSpecialty(values: SpecialtyValues): FieldErrors<keyof SpecialtyValues> {
  return collectErrors({
    fr: nameError(values.fr),
    en: nameError(values.en),
    ar: nameError(values.ar),
    freq: freqError(values.freq),
  });
}

/** A specialty's form, empty for a new one; editing starts from `specialtyValuesOf`. */
export const SPECIALTY_FORM: FormDefinition<SpecialtyValues> = {
  initialValues: EMPTY_SPECIALTY,
  labels: SPECIALTY_LABELS,
  validate: validateSpecialty,
};

/** The `POST /doctorSpecialties` body of valid values. */
export function specialtyInput(values: SpecialtyValues): components['schemas']['SpecialtyInput'] {
  return {
    names: { fr: values.fr.trim(), en: values.en.trim(), ar: values.ar.trim() },
    freq: Number(values.freq.trim()),
  };
}

/**
 * The `PUT /doctorSpecialties/{id}` body: only what differs from the saved specialty, so the audit
 * log's before/after shows the real change; `null` when nothing changed.
 */
export function specialtyChanges(
  saved: Specialty,
  values: SpecialtyValues,
): components['schemas']['SpecialtyUpdateInput'] | null {
  const input = specialtyInput(values);
  const names = Object.fromEntries(
    (['fr', 'en', 'ar'] as const)
      .filter((language) => input.names[language] !== saved.names[language])
      .map((language) => [language, input.names[language]]),
  );
  const changes = {
    ...(Object.keys(names).length > 0 ? { names } : {}),
    ...(input.freq !== saved.freq ? { freq: input.freq } : {}),
  };
  return Object.keys(changes).length > 0 ? changes : null;
}
