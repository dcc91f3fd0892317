import { ApiError } from '@tabib/hooks';
import { describe, expect, it } from 'vitest';

import { errorMessageId } from '../../forms/errorMessage';
import {
  AUTH_ERROR_FALLBACK,
  AUTH_ERROR_MESSAGES,
  EMPTY_REGISTRATION,
  registrationBody,
  validateLogin,
  validateRegistration,
  validateSecretaryAccount,
  EMPTY_SECRETARY_ACCOUNT,
} from './authForms';

describe('login form', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: { id: 'FORMS.VALIDATION.REQUIRED' },
      password: { id: 'FORMS.VALIDATION.REQUIRED' },
    });
  });

  it('checks the e-mail format', () => {
    expect(validateLogin({ email: 'patient@tabib', password: 'x' })).toEqual({
      email: { id: 'FORMS.VALIDATION.EMAIL' },
    });
    expect(validateLogin({ email: 'a b@tabib.test', password: 'x' }).email?.id).toBe(
      'FORMS.VALIDATION.EMAIL',
    );
  });

  it('accepts any non-empty password and an e-mail with spaces around it', () => {
    expect(validateLogin({ email: ' patient@tabib.test ', password: 'x' })).toEqual({});
  });
});

describe('registration form (RegisterInput)', () => {
  const valid = {
    firstName: 'Amira',
    lastName: 'Ben Salah',
    email: 'amira@example.tn',
    phone: '',
    password: 'Tabib-2026',
    confirmPassword: 'Tabib-2026',
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every empty field in form order', () => {
    const errors = validateRegistration(EMPTY_REGISTRATION);
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'email', 'password', 'confirmPassword']);
    expect(errors.firstName).toEqual({ id: 'FORMS.VALIDATION.REQUIRED' });
  });

  it('needs at least 8 characters of password, as the server', () => {
    const errors = validateRegistration({ ...valid, password: '1234567', confirmPassword: '1234567' });
    expect(errors).toEqual({ password: { id: 'FORMS.VALIDATION.PASSWORD_MIN', values: { min: 8 } } });
    expect(validateRegistration({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'Tabib-2027' })).toEqual({
      confirmPassword: { id: 'FORMS.VALIDATION.PASSWORD_MISMATCH' },
    });
  });

  it('limits names to 80 characters and refuses blank ones', () => {
    expect(validateRegistration({ ...valid, lastName: 'x'.repeat(81) }).lastName).toEqual({
      id: 'FORMS.VALIDATION.TOO_LONG',
      values: { max: 80 },
    });
    expect(validateRegistration({ ...valid, firstName: '   ' }).firstName?.id).toBe(
      'FORMS.VALIDATION.REQUIRED',
    );
  });

  it('sends a patient registration with trimmed names and e-mail', () => {
    expect(registrationBody({ ...valid, firstName: ' Amira ', email: ' amira@example.tn ' })).toEqual({
      role: 'patient',
      firstName: 'Amira',
      lastName: 'Ben Salah',
      email: 'amira@example.tn',
      password: 'Tabib-2026',
    });
  });

  it('takes an optional Tunisian phone, sent as typed (the server stores it in E.164)', () => {
    expect(validateRegistration({ ...valid, phone: '12 345 678' })).toEqual({
      phone: { id: 'FORMS.VALIDATION.PHONE' },
    });
    expect(validateRegistration({ ...valid, phone: '20 123 456' })).toEqual({});
    expect(registrationBody({ ...valid, phone: ' 20 123 456 ' })).toMatchObject({ phone: '20 123 456' });
  });
});

describe('auth errors shown to the user', () => {
  const message = (error: unknown) => errorMessageId(error, AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK);

  it('maps the server codes', () => {
    expect(message(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe('AUTH.ERRORS.INVALID_CREDENTIALS');
    expect(message(new ApiError(409, 'EMAIL_TAKEN', 'x'))).toBe('AUTH.ERRORS.EMAIL_TAKEN');
    expect(message(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe('AUTH.ERRORS.TOO_MANY_ATTEMPTS');
    expect(message(new ApiError(403, 'ACCOUNT_BLOCKED', 'x'))).toBe('AUTH.ERRORS.ACCOUNT_BLOCKED');
  });

  it('falls back for other answers and says "network" when none came', () => {
    expect(message(new ApiError(500, 'INTERNAL', 'x'))).toBe('AUTH.ERRORS.UNEXPECTED');
    expect(message(new TypeError('Failed to fetch'))).toBe('ERRORS.NETWORK');
  });
});

describe("validateSecretaryAccount — spec SecretaryInvitationAccept (the e-mail is the invitation's)", () => {
  it('asks the names and a confirmed password of 8 characters or more, in form order', () => {
    expect(Object.keys(validateSecretaryAccount(EMPTY_SECRETARY_ACCOUNT))).toEqual([
      'firstName',
      'lastName',
      'password',
      'confirmPassword',
    ]);
    const account = {
      firstName: 'Nadia',
      lastName: 'Sfar',
      password: 'Secretaire-2026',
      confirmPassword: 'Secretaire-2026',
    };
    expect(validateSecretaryAccount(account)).toEqual({});
    expect(validateSecretaryAccount({ ...account, confirmPassword: 'other' })).toEqual({
      confirmPassword: { id: 'FORMS.VALIDATION.PASSWORD_MISMATCH' },
    });
  });
});
