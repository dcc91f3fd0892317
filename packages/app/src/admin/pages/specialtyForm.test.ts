import { describe, expect, it } from 'vitest';

import { specialtyChanges, specialtyInput, validateSpecialty } from './specialtyForm';

const saved = {
  _id: '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d',
  name: 'Cardiologie',
  names: { fr: 'Cardiologie', en: 'Cardiology', ar: 'أمراض القلب' },
  freq: 120,
};
const valid = { fr: ' Cardiologie ', en: 'Cardiology', ar: 'أمراض القلب', freq: '120' };

describe('SpecialtyInput: names of 2 to 100 characters, a frequency that is a whole number ≥ 0', () => {
  it('accepts valid values', () => {
    expect(validateSpecialty(valid)).toEqual({});
  });

  it('requires every name and the frequency', () => {
    expect(validateSpecialty({ fr: ' ', en: '', ar: '', freq: '' })).toEqual({
      fr: { id: 'FORMS.VALIDATION.REQUIRED' },
      en: { id: 'FORMS.VALIDATION.REQUIRED' },
      ar: { id: 'FORMS.VALIDATION.REQUIRED' },
      freq: { id: 'FORMS.VALIDATION.REQUIRED' },
    });
  });

  it('refuses a name of 1 or 101 characters', () => {
    const lengthError = { id: 'ADMIN.SPECIALTIES.VALIDATION.NAME_LENGTH', values: { min: 2, max: 100 } };
    expect(validateSpecialty({ ...valid, fr: 'C', ar: 'ق'.repeat(101) })).toEqual({
      fr: lengthError,
      ar: lengthError,
    });
    expect(validateSpecialty({ ...valid, en: 'ENT', ar: 'ق'.repeat(100) })).toEqual({});
  });

  it.each(['-1', '1.5', '12a', '1000001'])('refuses the frequency %s', (freq) => {
    expect(validateSpecialty({ ...valid, freq })).toEqual({
      freq: { id: 'ADMIN.SPECIALTIES.VALIDATION.FREQ', values: { max: 1_000_000 } },
    });
  });

  it('accepts a frequency of 0', () => {
    expect(validateSpecialty({ ...valid, freq: '0' })).toEqual({});
  });
});

describe('the bodies sent', () => {
  it('creates with trimmed names and the frequency as a number', () => {
    expect(specialtyInput({ ...valid, en: ' Cardiology ', freq: ' 7 ' })).toEqual({
      names: { fr: 'Cardiologie', en: 'Cardiology', ar: 'أمراض القلب' },
      freq: 7,
    });
  });

  it('updates only the names and frequency that changed', () => {
    expect(specialtyChanges(saved, { ...valid, en: 'Heart medicine' })).toEqual({
      names: { en: 'Heart medicine' },
    });
    expect(specialtyChanges(saved, { ...valid, freq: '121' })).toEqual({ freq: 121 });
    expect(specialtyChanges(saved, { ...valid, fr: 'Cardio', freq: '0' })).toEqual({
      names: { fr: 'Cardio' },
      freq: 0,
    });
  });

  it('has nothing to send when nothing changed', () => {
    expect(specialtyChanges(saved, valid)).toBeNull();
  });
});
