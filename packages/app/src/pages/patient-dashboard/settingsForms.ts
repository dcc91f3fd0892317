import type { components, User } from '@tabib/sdk';

import type { FormDefinition } from '../../forms/useForm';
import {
  collectErrors,
  currentPassword,
  NAME_MAX_LENGTH,
  newPassword,
  optionalBirthDate,
  optionalHttpUrl,
  optionalPhone,
  passwordConfirmation,
  requiredText,
  type FieldErrors,
} from '../../forms/validation';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  /** '' when not given, else requirements §3 Patient `sexe` (M or F). */
  sexe: string;
  /** YYYY-MM-DD or ''. */
  birthDate: string;
  photoUrl: string;
}

export type ProfileField = keyof ProfileValues;

export const PROFILE_LABELS: Record<ProfileField, string> = {
  firstName: 'AUTH.FIELDS.FIRST_NAME',
  lastName: 'AUTH.FIELDS.LAST_NAME',
  phone: 'PATIENT.SETTINGS.PHONE',
  sexe: 'PATIENT.SETTINGS.SEXE',
  birthDate: 'PATIENT.SETTINGS.BIRTH_DATE',
  photoUrl: 'PATIENT.SETTINGS.PHOTO_URL',
};

export function profileValuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    sexe: user.sexe ?? '',
    birthDate: user.birthDate ?? '',
    photoUrl: user.photoUrl ?? '',
  };
}

/** spec/openapi.yaml ProfileInput: names 1–80, Phone pattern, a past birth date, an http(s) photo. */
export function validateProfile(values: ProfileValues, today: string): FieldErrors<ProfileField> {
  return collectErrors({
    firstName: requiredText(values.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(values.lastName, NAME_MAX_LENGTH),
    phone: optionalPhone(values.phone),
    sexe: undefined,
    birthDate: optionalBirthDate(values.birthDate, today),
    photoUrl: optionalHttpUrl(values.photoUrl),
  });
}

/**
 * The `PUT /users/me` body. ProfileInput has no null for phone, sexe and birth date, so a blank one
 * is left out (unchanged); a blank photo address removes the photo (`photoUrl: null`).
 */
export function profileBody(values: ProfileValues): components['schemas']['ProfileInput'] {
  const phone = values.phone.trim();
  const photoUrl = values.photoUrl.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(phone === '' ? {} : { phone }),
    ...(values.sexe === 'M' || values.sexe === 'F' ? { sexe: values.sexe } : {}),
    ...(values.birthDate === '' ? {} : { birthDate: values.birthDate }),
    photoUrl: photoUrl === '' ? null : photoUrl,
  };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordValues;

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PASSWORD_LABELS: Record<PasswordField, string> = {
  currentPassword: 'PATIENT.SETTINGS.CURRENT_PASSWORD',
  newPassword: 'PATIENT.SETTINGS.NEW_PASSWORD',
  confirmPassword: 'PATIENT.SETTINGS.CONFIRM_NEW_PASSWORD',
};

/** spec/openapi.yaml PasswordChangeInput: the current password, a new one of 8–200, confirmed. */
export function validatePasswordChange(values: PasswordValues): FieldErrors<PasswordField> {
  return collectErrors({
    currentPassword: currentPassword(values.currentPassword),
    newPassword: newPassword(values.newPassword),
    confirmPassword: passwordConfirmation(values.newPassword, values.confirmPassword),
  });
}

export const PASSWORD_CHANGE_FORM: FormDefinition<PasswordValues> = {
  initialValues: EMPTY_PASSWORDS,
  labels: PASSWORD_LABELS,
  validate: validatePasswordChange,
};
