import { describe, expect, it } from 'vitest';

import { optionalBirthDate, optionalHttpUrl, optionalPhone, phone } from './validation';

describe('phone (spec Phone: a Tunisian number, docs/decisions/040), optional', () => {
  it.each(['', '+216 71 123 456', '71123456', '71-123-456', '00216 98 765 432'])('accepts %j', (value) => {
    expect(optionalPhone(value)).toBeUndefined();
  });

  it.each(['7112345', '12 345 678', '+33612345678', '+216 71 123 456 789 0'])('refuses %j', (value) => {
    expect(optionalPhone(value)).toEqual({ id: 'FORMS.VALIDATION.PHONE' });
  });
});

describe('phone, required', () => {
  it('asks for one when empty, else applies the same rule', () => {
    expect(phone(' ')).toEqual({ id: 'FORMS.VALIDATION.REQUIRED' });
    expect(phone('20 123 456')).toBeUndefined();
    expect(phone('60 123 456')).toEqual({ id: 'FORMS.VALIDATION.PHONE' });
  });
});

describe('birth date, optional', () => {
  it('accepts a past day and empty', () => {
    expect(optionalBirthDate('1990-05-14', '2026-11-22')).toBeUndefined();
    expect(optionalBirthDate('', '2026-11-22')).toBeUndefined();
  });

  it('refuses a future day and a malformed one', () => {
    expect(optionalBirthDate('2026-11-23', '2026-11-22')).toEqual({ id: 'FORMS.VALIDATION.DATE_IN_FUTURE' });
    expect(optionalBirthDate('14/05/1990', '2026-11-22')).toEqual({ id: 'FORMS.VALIDATION.DATE' });
  });
});

describe('photo address, optional', () => {
  it('accepts http(s) and empty', () => {
    expect(optionalHttpUrl('https://example.tn/me.jpg')).toBeUndefined();
    expect(optionalHttpUrl('')).toBeUndefined();
  });

  it('refuses other schemes and non-addresses', () => {
    expect(optionalHttpUrl('javascript:alert(1)')).toEqual({ id: 'FORMS.VALIDATION.URL' });
    expect(optionalHttpUrl('me.jpg')).toEqual({ id: 'FORMS.VALIDATION.URL' });
  });
});
