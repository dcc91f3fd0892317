import type { components } from '@tabib/sdk';

import {
  collectErrors,
  currentPassword,
  email,
  NAME_MAX_LENGTH,
  newPassword,
  passwordConfirmation,
  requiredText,
  type FieldErrors,
} from '../../forms/validation';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationValues;

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };
export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export const LOGIN_LABELS: Record<LoginField, string> = {
  email: 'AUTH.FIELDS.EMAIL',
  password: 'AUTH.FIELDS.PASSWORD',
};

export const REGISTRATION_LABELS: Record<RegistrationField, string> = {
  firstName: 'AUTH.FIELDS.FIRST_NAME',
  lastName: 'AUTH.FIELDS.LAST_NAME',
  email: 'AUTH.FIELDS.EMAIL',
  password: 'AUTH.FIELDS.PASSWORD',
  confirmPassword: 'AUTH.FIELDS.CONFIRM_PASSWORD',
};

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return collectErrors({ email: email(values.email), password: currentPassword(values.password) });
}

/** spec/openapi.yaml RegisterInput: names 1–80 characters, an e-mail, a password of 8–200, confirmed. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  return collectErrors({
    firstName: requiredText(values.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(values.lastName, NAME_MAX_LENGTH),
    email: email(values.email),
    password: newPassword(values.password),
    confirmPassword: passwordConfirmation(values.password, values.confirmPassword),
  });
}

/** The `POST /auth/register` body of a patient: trimmed names and e-mail, the password as typed. */
export function registrationBody(values: RegistrationValues): components['schemas']['RegisterInput'] {
  return {
    role: 'patient',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

/** spec §8 and the auth operations' answers, as messages a person can act on. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'AUTH.ERRORS.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'AUTH.ERRORS.EMAIL_TAKEN',
  RATE_LIMITED: 'AUTH.ERRORS.TOO_MANY_ATTEMPTS',
  ACCOUNT_BLOCKED: 'AUTH.ERRORS.ACCOUNT_BLOCKED',
  VALIDATION_FAILED: 'AUTH.ERRORS.INVALID_INPUT',
};

export const AUTH_ERROR_FALLBACK = 'AUTH.ERRORS.UNEXPECTED';
