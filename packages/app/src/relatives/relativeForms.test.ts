import { describe, expect, it } from 'vitest';

import { EMPTY_RELATIVE, relativeBody, validateRelative } from './relativeForms';

const today = '2026-03-02';
const ahmed = {
  firstName: ' Ahmed ',
  lastName: 'Ben Ali',
  birthDate: '2019-09-14',
  sexe: 'M',
  relation: 'child',
};

describe('validateRelative: spec RelativeInput', () => {
  it('requires every field', () => {
    expect(validateRelative(EMPTY_RELATIVE, today)).toEqual({
      firstName: { id: 'FORMS.VALIDATION.REQUIRED' },
      lastName: { id: 'FORMS.VALIDATION.REQUIRED' },
      birthDate: { id: 'FORMS.VALIDATION.REQUIRED' },
      sexe: { id: 'FORMS.VALIDATION.REQUIRED' },
      relation: { id: 'FORMS.VALIDATION.REQUIRED' },
    });
  });

  it('refuses blank names, names over 80 characters and a birth date to come; today is fine', () => {
    expect(validateRelative({ ...ahmed, firstName: '   ' }, today)).toEqual({
      firstName: { id: 'FORMS.VALIDATION.REQUIRED' },
    });
    expect(validateRelative({ ...ahmed, lastName: 'x'.repeat(81) }, today)).toEqual({
      lastName: { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: 80 } },
    });
    expect(validateRelative({ ...ahmed, birthDate: '2026-03-03' }, today)).toEqual({
      birthDate: { id: 'FORMS.VALIDATION.DATE_IN_FUTURE' },
    });
    expect(validateRelative({ ...ahmed, birthDate: today }, today)).toEqual({});
  });
});

describe('relativeBody', () => {
  it('sends the names without surrounding spaces', () => {
    expect(relativeBody(ahmed)).toEqual({
      firstName: 'Ahmed',
      lastName: 'Ben Ali',
      birthDate: '2019-09-14',
      sexe: 'M',
      relation: 'child',
    });
  });
});
