import type { components } from '@tabib/sdk';

import type { FormDefinition } from '../../forms/useForm';
import {
  collectErrors,
  currentPassword,
  email,
  NAME_MAX_LENGTH,
  newPassword,
  optionalPhone,
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
  /** Optional (docs/decisions/040): the e-mail is how an account signs in and is told of its rdvs. */
  phone: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationValues;

const EMPTY_LOGIN: LoginValues = { email: '', password: '' };
export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

const LOGIN_LABELS: Record<LoginField, string> = {
  email: 'AUTH.FIELDS.EMAIL',
  password: 'AUTH.FIELDS.PASSWORD',
};

const REGISTRATION_LABELS: Record<RegistrationField, string> = {
  firstName: 'AUTH.FIELDS.FIRST_NAME',
  lastName: 'AUTH.FIELDS.LAST_NAME',
  email: 'AUTH.FIELDS.EMAIL',
  phone: 'AUTH.FIELDS.PHONE',
  password: 'AUTH.FIELDS.PASSWORD',
  confirmPassword: 'AUTH.FIELDS.CONFIRM_PASSWORD',
};

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return collectErrors({ email: email(values.email), password: currentPassword(values.password) });
}

/** The sign-in form, of the patients' and doctors' pages and of the back office. */
export const LOGIN_FORM: FormDefinition<LoginValues> = {
  initialValues: EMPTY_LOGIN,
  labels: LOGIN_LABELS,
  validate: validateLogin,
};

/** Names of 1–80 characters and a new password of 8–200, confirmed: what every new account gives. */
function accountErrors(values: Omit<RegistrationValues, 'email' | 'phone'>) {
  return {
    firstName: requiredText(values.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(values.lastName, NAME_MAX_LENGTH),
    password: newPassword(values.password),
    confirmPassword: passwordConfirmation(values.password, values.confirmPassword),
  };
}

/** spec/openapi.yaml RegisterInput: names, an e-mail, maybe a phone, a confirmed password. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  const { firstName, lastName, password, confirmPassword } = accountErrors(values);
  return collectErrors({
    firstName,
    lastName,
    email: email(values.email),
    phone: optionalPhone(values.phone),
    password,
    confirmPassword,
  });
}

export const REGISTRATION_FORM: FormDefinition<RegistrationValues> = {
  initialValues: EMPTY_REGISTRATION,
  labels: REGISTRATION_LABELS,
  validate: validateRegistration,
};

/** The `POST /auth/register` body of a patient: trimmed names and e-mail, the password as typed. */
export function registrationBody(values: RegistrationValues): components['schemas']['RegisterInput'] {
  return {
    role: 'patient',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() !== '' && { phone: values.phone.trim() }),
    password: values.password,
  };
}

/** An invited secretary's account (spec SecretaryInvitationAccept): the e-mail is the invitation's. */
export type SecretaryAccountValues = Omit<RegistrationValues, 'email' | 'phone'>;
export type SecretaryAccountField = keyof SecretaryAccountValues;

export const EMPTY_SECRETARY_ACCOUNT: SecretaryAccountValues = {
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

const SECRETARY_ACCOUNT_LABELS: Record<SecretaryAccountField, string> = {
  firstName: REGISTRATION_LABELS.firstName,
  lastName: REGISTRATION_LABELS.lastName,
  password: REGISTRATION_LABELS.password,
  confirmPassword: REGISTRATION_LABELS.confirmPassword,
};

export function validateSecretaryAccount(values: SecretaryAccountValues): FieldErrors<SecretaryAccountField> {
  return collectErrors(accountErrors(values));
}

export const SECRETARY_ACCOUNT_FORM: FormDefinition<SecretaryAccountValues> = {
  initialValues: EMPTY_SECRETARY_ACCOUNT,
  labels: SECRETARY_ACCOUNT_LABELS,
  validate: validateSecretaryAccount,
};

/** requirements §8 and the auth operations' answers, as messages a person can act on. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'AUTH.ERRORS.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'AUTH.ERRORS.EMAIL_TAKEN',
  RATE_LIMITED: 'AUTH.ERRORS.TOO_MANY_ATTEMPTS',
  ACCOUNT_BLOCKED: 'AUTH.ERRORS.ACCOUNT_BLOCKED',
  VALIDATION_FAILED: 'AUTH.ERRORS.INVALID_INPUT',
  INVITATION_NOT_FOUND: 'SECRETARY_INVITATION.NOT_FOUND',
  INVITATION_EXPIRED: 'SECRETARY_INVITATION.EXPIRED',
};

export const AUTH_ERROR_FALLBACK = 'AUTH.ERRORS.UNEXPECTED';
