import { normalizeTunisianPhone } from '@tabib/sdk';

/**
 * Client-side checks of the forms, mirroring the request schemas of spec/openapi.yaml so a user is
 * told before the server refuses (requirements §5 "Form validation: not shown" — decided here). Each check
 * returns the translated message to show, as an id and its values, or `undefined` when the value is fine.
 */
export interface FieldError {
  id: string;
  values?: Record<string, number>;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

// spec/openapi.yaml RegisterInput, PasswordChangeInput, ProfileInput, Email, Phone.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PHOTO_URL_MAX_LENGTH = 2048;
// One '@', a dot in the domain, no spaces: what a person mistypes; the server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const error = (id: string, values?: Record<string, number>): FieldError =>
  values === undefined ? { id } : { id, values };

export const REQUIRED = error('FORMS.VALIDATION.REQUIRED');

export function requiredText(value: string, maxLength: number): FieldError | undefined {
  if (value.trim() === '') return REQUIRED;
  if (value.trim().length > maxLength) return error('FORMS.VALIDATION.TOO_LONG', { max: maxLength });
  return undefined;
}

export function email(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED;
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) {
    return error('FORMS.VALIDATION.EMAIL');
  }
  return undefined;
}

/** A password being signed in with: any non-empty value (old accounts may predate the rules). */
export function currentPassword(value: string): FieldError | undefined {
  return value === '' ? REQUIRED : undefined;
}

/** A password being chosen: 8 to 200 characters, as the server enforces. */
export function newPassword(value: string): FieldError | undefined {
  if (value === '') return REQUIRED;
  if (value.length < PASSWORD_MIN_LENGTH) {
    return error('FORMS.VALIDATION.PASSWORD_MIN', { min: PASSWORD_MIN_LENGTH });
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return error('FORMS.VALIDATION.TOO_LONG', { max: PASSWORD_MAX_LENGTH });
  }
  return undefined;
}

export function passwordConfirmation(password: string, confirmation: string): FieldError | undefined {
  if (confirmation === '') return REQUIRED;
  return confirmation === password ? undefined : error('FORMS.VALIDATION.PASSWORD_MISMATCH');
}

/** A Tunisian number, by the rule the server stores it with (docs/decisions/040). */
export function phone(value: string): FieldError | undefined {
  if (value.trim() === '') return REQUIRED;
  return normalizeTunisianPhone(value) === null ? error('FORMS.VALIDATION.PHONE') : undefined;
}

/** Optional: empty is fine; otherwise a Tunisian number. */
export function optionalPhone(value: string): FieldError | undefined {
  return value.trim() === '' ? undefined : phone(value);
}

/** Optional: empty is fine; otherwise a past day written YYYY-MM-DD (what `<input type="date">` gives). */
export function optionalBirthDate(value: string, today: string): FieldError | undefined {
  if (value === '') return undefined;
  if (!ISO_DATE_PATTERN.test(value) || Number.isNaN(Date.parse(value))) {
    return error('FORMS.VALIDATION.DATE');
  }
  return value > today ? error('FORMS.VALIDATION.DATE_IN_FUTURE') : undefined;
}

/** Optional: empty is fine; otherwise an absolute http(s) address. */
export function optionalHttpUrl(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > PHOTO_URL_MAX_LENGTH) {
    return error('FORMS.VALIDATION.TOO_LONG', { max: PHOTO_URL_MAX_LENGTH });
  }
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'http:' || protocol === 'https:' ? undefined : error('FORMS.VALIDATION.URL');
  } catch {
    return error('FORMS.VALIDATION.URL');
  }
}

/** Keeps only the fields that failed, in the order given (the order of the error summary). */
export function collectErrors<Field extends string>(
  checks: Record<Field, FieldError | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const failure = checks[field];
    if (failure) errors[field] = failure;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
