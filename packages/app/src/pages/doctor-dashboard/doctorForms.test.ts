import { describe, expect, it } from 'vitest';

import { doctorProfileBody, serviceBody, validateDoctorProfile, validateService } from './doctorForms';

const profile = {
  firstName: ' Karim ',
  lastName: 'Ben Salah',
  phone: '',
  address: 'Avenue de la Liberté, Tunis',
  bio: '  ',
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
      fee: 65_500,
      cancellationCutoffHours: 24,
      maxUpcomingRdvsPerPatient: 3,
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
    expect(serviceBody({ name: 'ECG', description: '', price: '40', durationMinutes: '15' })).toEqual({
      name: 'ECG',
      description: null,
      price: 40_000,
      durationMinutes: 15,
    });
  });

  it('requires a name and a price, and a duration of 5 to 480 minutes', () => {
    expect(validateService({ name: '', description: '', price: '', durationMinutes: '4' })).toEqual({
      name: { id: 'FORMS.VALIDATION.REQUIRED' },
      price: { id: 'FORMS.VALIDATION.REQUIRED' },
      durationMinutes: { id: 'DOCTOR_SETTINGS.ERROR_WHOLE_NUMBER', values: { min: 5, max: 480 } },
    });
  });
});
