import { describe, expect, it } from 'vitest';

import { ApiError } from '@tabib/hooks';

import {
  emptyPracticeRdv,
  fromVisitChoice,
  patientLookup,
  practiceBookingMessageId,
  practiceRdvBody,
  validatePracticeRdv,
  visitChoice,
} from './practiceRdvForm';

const slot = '2026-12-02T08:00:00.000Z';

describe('the practice rdv form (PracticeRdvInput)', () => {
  it('an existing patient needs to be chosen, and a slot', () => {
    expect(validatePracticeRdv(emptyPracticeRdv(null))).toEqual({
      patientId: { id: 'DOCTOR_DASHBOARD.PRACTICE_RDV.CHOOSE_PATIENT' },
      slot: { id: 'PATIENT.RDVS.CHOOSE_SLOT' },
    });
    expect(validatePracticeRdv({ ...emptyPracticeRdv(slot), patientId: 'p-1' })).toEqual({});
  });

  it('a new patient needs a name and a Tunisian phone', () => {
    const walkIn = { ...emptyPracticeRdv(slot), mode: 'new' as const };
    expect(validatePracticeRdv({ ...walkIn, firstName: 'Hela', phone: '12 345 678' })).toEqual({
      lastName: { id: 'FORMS.VALIDATION.REQUIRED' },
      phone: { id: 'FORMS.VALIDATION.PHONE' },
    });
    expect(
      validatePracticeRdv({ ...walkIn, firstName: 'Hela', lastName: 'Mansour', phone: '20 123 456' }),
    ).toEqual({});
  });

  it('a note is at most 500 characters', () => {
    expect(
      validatePracticeRdv({ ...emptyPracticeRdv(slot), patientId: 'p-1', note: 'x'.repeat(501) }),
    ).toEqual({
      note: { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: 500 } },
    });
  });

  it('builds the body: the found patient by _id, a walk-in by trimmed name and phone', () => {
    expect(
      practiceRdvBody('d-1', {
        ...emptyPracticeRdv(slot),
        patientId: 'p-1',
        visitType: 'v-1',
        note: ' Appel ',
      }),
    ).toEqual({ doctor: 'd-1', date: slot, visitType: 'v-1', reason: 'Appel', patient: { _id: 'p-1' } });
    expect(
      practiceRdvBody('d-1', {
        ...emptyPracticeRdv(slot),
        mode: 'new',
        firstName: ' Hela ',
        lastName: 'Mansour',
        phone: ' 20 123 456 ',
      }),
    ).toEqual({
      doctor: 'd-1',
      date: slot,
      patient: { firstName: 'Hela', lastName: 'Mansour', phone: '20 123 456' },
    });
  });

  it('books a visit type, else a service, else the default consultation', () => {
    const found = { ...emptyPracticeRdv(slot), patientId: 'p-1' };
    expect(practiceRdvBody('d-1', { ...found, ...fromVisitChoice('service:s-1') })).toEqual({
      doctor: 'd-1',
      date: slot,
      service: 's-1',
      patient: { _id: 'p-1' },
    });
    expect(fromVisitChoice('visit:v-1')).toEqual({ visitType: 'v-1', service: '' });
    expect(fromVisitChoice('')).toEqual({ visitType: '', service: '' });
    expect(visitChoice({ visitType: '', service: 's-1' })).toBe('service:s-1');
    expect(visitChoice({ visitType: '', service: '' })).toBe('');
  });

  it('looks a patient up by e-mail when there is an @, else by phone', () => {
    expect(patientLookup(' amel@example.tn ')).toEqual({ query: { email: 'amel@example.tn' } });
    expect(patientLookup('20 123 456')).toEqual({ query: { phone: '20 123 456' } });
    expect(patientLookup('12 345 678')).toEqual({ query: null, error: { id: 'FORMS.VALIDATION.PHONE' } });
    expect(patientLookup('amel@')).toEqual({ query: null, error: { id: 'FORMS.VALIDATION.EMAIL' } });
  });
});

describe('practiceBookingMessageId: a refused slot says why', () => {
  it('422 SLOT_UNAVAILABLE gives its reason, not "taken"', () => {
    const refused = (reason: string) =>
      practiceBookingMessageId(
        new ApiError(422, 'SLOT_UNAVAILABLE', 'This slot cannot be booked.', { reason }),
      );
    expect(refused('SLOT_NOT_ON_GRID')).toBe('RESERVATION.ERRORS.SLOT_NOT_ON_GRID');
    expect(refused('SLOT_OUT_OF_HOURS')).toBe('RESERVATION.ERRORS.SLOT_OUT_OF_HOURS');
  });

  it('409 SLOT_TAKEN: taken meanwhile', () => {
    expect(practiceBookingMessageId(new ApiError(409, 'SLOT_TAKEN', 'Taken'))).toBe(
      'PATIENT.RDVS.SLOT_TAKEN',
    );
  });
});
