import { describe, expect, it } from 'vitest';

import {
  dayIntervalErrors,
  emptyHoursDraft,
  hoursDraftOf,
  hoursErrorCount,
  hoursInputOf,
  millimesOf,
  validateHoursDraft,
} from './workingHoursEditor';

/** A visit type at the practice (decision 054): not remote, no hours of its own. */
const inPerson = { remote: false, remoteDays: [[], [], [], [], [], [], []] };

describe('dayIntervalErrors — spec/openapi.yaml WorkingHoursInput: intervals end after they start, no overlap', () => {
  it('accepts a morning and an afternoon', () => {
    expect(
      dayIntervalErrors([
        { start: '08:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ]),
    ).toEqual({});
  });

  it('accepts intervals that only touch', () => {
    expect(
      dayIntervalErrors([
        { start: '08:00', end: '12:00' },
        { start: '12:00', end: '13:00' },
      ]),
    ).toEqual({});
  });

  it('refuses an interval that ends before or when it starts', () => {
    expect(dayIntervalErrors([{ start: '12:00', end: '08:00' }])).toEqual({
      0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_ORDER' },
    });
    expect(dayIntervalErrors([{ start: '09:00', end: '09:00' }])).toEqual({
      0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_ORDER' },
    });
  });

  it('marks both overlapping intervals', () => {
    expect(
      dayIntervalErrors([
        { start: '08:00', end: '12:00' },
        { start: '11:30', end: '14:00' },
        { start: '15:00', end: '16:00' },
      ]),
    ).toEqual({
      0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_OVERLAP' },
      1: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_OVERLAP' },
    });
  });

  it('refuses a time that is not HH:MM', () => {
    expect(dayIntervalErrors([{ start: '', end: '12:00' }])).toEqual({
      0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_TIME' },
    });
  });
});

describe('validateHoursDraft', () => {
  it('refuses a slot length outside 5–240 minutes', () => {
    const draft = { ...emptyHoursDraft(), slotMinutes: '4' };
    expect(validateHoursDraft(draft).slotMinutes).toEqual({
      id: 'DOCTOR_SETTINGS.HOURS.ERROR_SLOT',
      values: { min: 5, max: 240 },
    });
    expect(validateHoursDraft({ ...draft, slotMinutes: '240' }).slotMinutes).toBeUndefined();
  });

  it('counts every error: an overlap on Monday, a nameless visit type, a reversed absence', () => {
    const draft = emptyHoursDraft();
    draft.days[1] = [
      { start: '08:00', end: '12:00' },
      { start: '10:00', end: '11:00' },
    ];
    draft.visitTypes = [
      { name: ' ', nameEn: '', nameAr: '', durationMinutes: '30', price: '40', ...inPerson },
    ];
    draft.absences = [{ from: '2026-12-26', to: '2026-12-24', reason: '' }];
    const errors = validateHoursDraft(draft);
    expect(errors.visitTypes).toEqual({ 0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_VISIT_NAME' } });
    expect(errors.absences).toEqual({ 0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_ABSENCE_ORDER' } });
    expect(hoursErrorCount(errors)).toBe(4);
  });
});

describe('millimesOf — docs/design.md: amounts are integer TND millimes', () => {
  it('reads dinars with a comma or a point', () => {
    expect(millimesOf('45')).toBe(45_000);
    expect(millimesOf('45,5')).toBe(45_500);
    expect(millimesOf('0.125')).toBe(125);
  });
  it('refuses more than three decimals, signs and words', () => {
    expect(millimesOf('1.2345')).toBeNull();
    expect(millimesOf('-3')).toBeNull();
    expect(millimesOf('abc')).toBeNull();
  });
});

describe('hoursInputOf / hoursDraftOf', () => {
  it('builds the request body: sorted intervals, empty days left out, Tunis days as UTC instants', () => {
    const draft = emptyHoursDraft();
    draft.slotMinutes = '20';
    draft.days[2] = [
      { start: '14:00', end: '17:00' },
      { start: '08:30', end: '12:00' },
    ];
    draft.visitTypes = [
      {
        name: ' Consultation ',
        nameEn: '',
        nameAr: ' استشارة ',
        durationMinutes: '40',
        price: '60,5',
        ...inPerson,
      },
    ];
    draft.absences = [{ from: '2026-12-24', to: '2026-12-25', reason: 'Congé' }];
    expect(hoursInputOf(draft, 'doc1')).toEqual({
      doctor: 'doc1',
      slotMinutes: 20,
      schedule: [
        {
          day: 2,
          intervals: [
            { start: '08:30', end: '12:00' },
            { start: '14:00', end: '17:00' },
          ],
        },
      ],
      visitTypes: [
        {
          name: 'Consultation',
          names: { en: null, ar: 'استشارة' },
          durationMinutes: 40,
          price: 60_500,
          remote: false,
        },
      ],
      absences: [{ start: '2026-12-23T23:00:00.000Z', end: '2026-12-25T23:00:00.000Z', reason: 'Congé' }],
    });
  });

  it('reads a saved record back into the same days', () => {
    const draft = hoursDraftOf({
      _id: 'wh1',
      doctor: 'doc1',
      timezone: 'Africa/Tunis',
      slotMinutes: 15,
      schedule: [{ day: 6, intervals: [{ start: '09:00', end: '13:00' }] }],
      visitTypes: [
        {
          _id: 'v1',
          name: 'Contrôle',
          names: { en: 'Follow-up visit', ar: 'زيارة متابعة' },
          durationMinutes: 15,
          price: 30_000,
        },
      ],
      absences: [
        { _id: 'a1', start: '2026-12-23T23:00:00.000Z', end: '2026-12-25T23:00:00.000Z', reason: null },
      ],
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(draft.slotMinutes).toBe('15');
    expect(draft.days[6]).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(draft.days[1]).toEqual([]);
    expect(draft.visitTypes).toEqual([
      {
        _id: 'v1',
        name: 'Contrôle',
        nameEn: 'Follow-up visit',
        nameAr: 'زيارة متابعة',
        durationMinutes: '15',
        price: '30',
        ...inPerson,
      },
    ]);
    expect(draft.absences).toEqual([{ _id: 'a1', from: '2026-12-24', to: '2026-12-25', reason: '' }]);
  });
});

describe('remote visit types (decision 054): their own hours, sent only for a teleconsultation', () => {
  const video = { name: 'Vidéo', nameEn: '', nameAr: '', durationMinutes: '20', price: '40' };
  const tuesday = (start: string, end: string) => {
    const days: { start: string; end: string }[][] = [[], [], [], [], [], [], []];
    days[2] = [{ start, end }];
    return days;
  };

  it('wants at least one day, each with a start before its end', () => {
    const draft = emptyHoursDraft();
    draft.visitTypes = [
      { ...video, remote: true, remoteDays: inPerson.remoteDays },
      { ...video, remote: true, remoteDays: tuesday('20:00', '18:00') },
      { ...video, remote: false, remoteDays: tuesday('20:00', '18:00') },
    ];
    expect(validateHoursDraft(draft).visitTypes).toEqual({
      0: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_REMOTE_HOURS' },
      1: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_REMOTE_TIMES' },
    });
  });

  it('sends remote and remoteSchedule for a teleconsultation, and reads them back', () => {
    const draft = emptyHoursDraft();
    draft.visitTypes = [{ ...video, remote: true, remoteDays: tuesday('18:00', '20:00') }];
    const input = hoursInputOf(draft, 'doc1');
    expect(input.visitTypes?.[0]).toMatchObject({
      remote: true,
      remoteSchedule: [{ day: 2, intervals: [{ start: '18:00', end: '20:00' }] }],
    });
    // At the practice again: said with `remote: false` (left out, the server keeps it remote).
    draft.visitTypes = [{ ...video, _id: 'v1', remote: false, remoteDays: tuesday('18:00', '20:00') }];
    expect(hoursInputOf(draft, 'doc1').visitTypes?.[0]).toEqual({
      _id: 'v1',
      name: 'Vidéo',
      names: { en: null, ar: null },
      durationMinutes: 20,
      price: 40_000,
      remote: false,
    });
  });
});
