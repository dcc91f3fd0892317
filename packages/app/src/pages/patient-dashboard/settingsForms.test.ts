import { describe, expect, it } from 'vitest';

import { profileBody, validatePasswordChange, validateProfile, type ProfileValues } from './settingsForms';

const profile: ProfileValues = {
  firstName: 'Sami',
  lastName: 'Trabelsi',
  phone: '+216 98 123 456',
  sexe: 'M',
  birthDate: '1988-03-02',
  photoUrl: 'https://example.tn/sami.jpg',
};

describe('profile form (ProfileInput)', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(profile, '2026-11-22')).toEqual({});
  });

  it('requires the names and checks phone, birth date and photo address', () => {
    const errors = validateProfile(
      { ...profile, firstName: '', phone: '12', birthDate: '2030-01-01', photoUrl: 'ftp://x' },
      '2026-11-22',
    );
    expect(errors).toEqual({
      firstName: { id: 'FORMS.VALIDATION.REQUIRED' },
      phone: { id: 'FORMS.VALIDATION.PHONE' },
      birthDate: { id: 'FORMS.VALIDATION.DATE_IN_FUTURE' },
      photoUrl: { id: 'FORMS.VALIDATION.URL' },
    });
  });

  it('sends every given field, trimmed', () => {
    expect(profileBody({ ...profile, firstName: ' Sami ' })).toEqual({
      firstName: 'Sami',
      lastName: 'Trabelsi',
      phone: '+216 98 123 456',
      sexe: 'M',
      birthDate: '1988-03-02',
      photoUrl: 'https://example.tn/sami.jpg',
    });
  });

  it('leaves out blank phone, sexe and birth date, and removes a blank photo', () => {
    expect(profileBody({ ...profile, phone: ' ', sexe: '', birthDate: '', photoUrl: '' })).toEqual({
      firstName: 'Sami',
      lastName: 'Trabelsi',
      photoUrl: null,
    });
  });
});

describe('password change (PasswordChangeInput)', () => {
  it('requires the current password and a confirmed new one of at least 8 characters', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: { id: 'FORMS.VALIDATION.REQUIRED' },
      newPassword: { id: 'FORMS.VALIDATION.PASSWORD_MIN', values: { min: 8 } },
      confirmPassword: { id: 'FORMS.VALIDATION.PASSWORD_MISMATCH' },
    });
    expect(
      validatePasswordChange({
        currentPassword: 'Tabib-Demo-2026',
        newPassword: 'Tabib-New-2026',
        confirmPassword: 'Tabib-New-2026',
      }),
    ).toEqual({});
  });
});
