import type { components, Relative } from '@tabib/sdk';

import {
  collectErrors,
  NAME_MAX_LENGTH,
  optionalBirthDate,
  REQUIRED,
  requiredText,
  type FieldErrors,
} from '../forms/validation';

/** The relations of spec `RelativeRelation`, in the order the form offers them. */
export const RELATIONS = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;

export interface RelativeValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** '' until chosen, else M or F. */
  sexe: string;
  /** '' until chosen, else one of `RELATIONS`. */
  relation: string;
}

export type RelativeField = keyof RelativeValues;

export const EMPTY_RELATIVE: RelativeValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  sexe: '',
  relation: '',
};

export const RELATIVE_LABELS: Record<RelativeField, string> = {
  firstName: 'AUTH.FIELDS.FIRST_NAME',
  lastName: 'AUTH.FIELDS.LAST_NAME',
  birthDate: 'PATIENT.SETTINGS.BIRTH_DATE',
  sexe: 'PATIENT.SETTINGS.SEXE',
  relation: 'RELATIVES.RELATION',
};

export function relativeValuesOf(relative: Relative): RelativeValues {
  return {
    firstName: relative.firstName,
    lastName: relative.lastName,
    birthDate: relative.birthDate,
    sexe: relative.sexe,
    relation: relative.relation,
  };
}

/** spec `RelativeInput`: names 1–80 and not blank, a birth date that has come, a sex and a relation. */
export function validateRelative(values: RelativeValues, today: string): FieldErrors<RelativeField> {
  return collectErrors({
    firstName: requiredText(values.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(values.lastName, NAME_MAX_LENGTH),
    birthDate: values.birthDate === '' ? REQUIRED : optionalBirthDate(values.birthDate, today),
    sexe: values.sexe === '' ? REQUIRED : undefined,
    relation: values.relation === '' ? REQUIRED : undefined,
  });
}

/** The body of `POST /users/me/relatives` (and `PATCH`) from valid values. */
export function relativeBody(values: RelativeValues): components['schemas']['RelativeInput'] {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate,
    sexe: values.sexe as Relative['sexe'],
    relation: values.relation as Relative['relation'],
  };
}
