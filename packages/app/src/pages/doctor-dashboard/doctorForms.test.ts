import { describe, expect, it } from 'vitest';

import {
  doctorProfileBody,
  EMPTY_SERVICE,
  serviceBody,
  serviceValuesOf,
  validateDoctorProfile,
  validateService,
} from './doctorForms';

const profile = {
  firstName: ' Karim ',
  lastName: 'Ben Salah',
  phone: '',
  address: 'Avenue de la Liberté, Tunis',
  bio: '  ',
  bioEn: '',
  bioAr: '',
  fee: '65,5',
  cancellationCutoffHours: '24',
  maxUpcomingRdvsPerPatient: '3',
};

describe('doctor profile — spec/openapi.yaml DoctorProfileInput', () => {
  it('sends the fee in millimes, a blank bio as null, and leaves a blank phone out', () => {
    expect(validateDoctorProfile(profile)).toEqual({});
    expect(doctorProfileBody(profile)).toEqual({
      firstName: 'Karim',
      lastName: 'Ben Salah',
      address: 'Avenue de la Liberté, Tunis',
      bio: null,
      bios: { en: null, ar: null },
      fee: 65_500,
      cancellationCutoffHours: 24,
      maxUpcomingRdvsPerPatient: 3,
    });
  });

  // decision 043: blank clears a language's bio; French is not sent, so one set elsewhere is kept.
  it('sends the bios for English and Arabic readers, trimmed, each at most 4000 characters', () => {
    const values = { ...profile, bioEn: ' Cardiologist in Tunis. ', bioAr: 'طبيب قلب في تونس.' };
    expect(doctorProfileBody(values).bios).toEqual({ en: 'Cardiologist in Tunis.', ar: 'طبيب قلب في تونس.' });
    expect(validateDoctorProfile({ ...values, bioAr: 'ه'.repeat(4001) })).toEqual({
      bioAr: { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: 4000 } },
    });
  });

  it('refuses a cutoff above 168 hours, a fee that is not an amount and 0 or 101 upcoming rdvs per patient', () => {
    expect(
      validateDoctorProfile({
        ...profile,
        fee: '12.3456',
        cancellationCutoffHours: '169',
        maxUpcomingRdvsPerPatient: '0',
      }),
    ).toEqual({
      fee: { id: 'DOCTOR_SETTINGS.ERROR_PRICE' },
      cancellationCutoffHours: { id: 'DOCTOR_SETTINGS.ERROR_WHOLE_NUMBER', values: { min: 0, max: 168 } },
      maxUpcomingRdvsPerPatient: { id: 'DOCTOR_SETTINGS.ERROR_WHOLE_NUMBER', values: { min: 1, max: 100 } },
    });
    expect(validateDoctorProfile({ ...profile, maxUpcomingRdvsPerPatient: '101' })).toEqual({
      maxUpcomingRdvsPerPatient: { id: 'DOCTOR_SETTINGS.ERROR_WHOLE_NUMBER', values: { min: 1, max: 100 } },
    });
  });
});

describe('service — spec/openapi.yaml ServiceInput', () => {
  it('builds the body with the price in millimes', () => {
    expect(
      serviceBody({
        name: 'ECG',
        nameEn: '',
        nameAr: '',
        description: '',
        price: '40',
        durationMinutes: '15',
      }),
    ).toEqual({
      name: 'ECG',
      names: { en: null, ar: null },
      description: null,
      price: 40_000,
      durationMinutes: 15,
    });
  });

  // decision 043: blank clears a language's name; French is not sent, so one set elsewhere is kept.
  it('sends the names for English and Arabic readers, trimmed', () => {
    const values = {
      ...EMPTY_SERVICE,
      name: 'Échographie cardiaque',
      nameEn: ' Echocardiogram ',
      nameAr: 'تصوير القلب بالصدى',
      price: '120',
    };
    expect(serviceBody(values).names).toEqual({ en: 'Echocardiogram', ar: 'تصوير القلب بالصدى' });
    expect(validateService({ ...values, nameAr: 'ت'.repeat(121) })).toEqual({
      nameAr: { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: 120 } },
    });
  });

  it('reads a saved service’s names back into the form', () => {
    const service = {
      _id: 's1',
      benefactor: 'd1',
      name: 'Échographie cardiaque',
      names: { en: 'Echocardiogram', fr: 'Échocardiographie' },
      description: null,
      price: 120_000,
      durationMinutes: 30,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(serviceValuesOf(service)).toEqual({
      name: 'Échographie cardiaque',
      nameEn: 'Echocardiogram',
      nameAr: '',
      description: '',
      price: '120',
      durationMinutes: '30',
    });
  });

  it('requires a name and a price, and a duration of 5 to 480 minutes', () => {
    expect(validateService({ ...EMPTY_SERVICE, durationMinutes: '4' })).toEqual({
      name: { id: 'FORMS.VALIDATION.REQUIRED' },
      price: { id: 'FORMS.VALIDATION.REQUIRED' },
      durationMinutes: { id: 'DOCTOR_SETTINGS.ERROR_WHOLE_NUMBER', values: { min: 5, max: 480 } },
    });
  });
});
