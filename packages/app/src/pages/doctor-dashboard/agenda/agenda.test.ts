import { describe, expect, it } from 'vitest';

import {
  actingDoctorId,
  agendaSearch,
  parseAgendaSearch,
  rdvActions,
  shiftAgendaDate,
  spanDays,
  spanRange,
} from './agenda';

const TODAY = '2026-11-22'; // a Sunday

describe('URL ⇄ agenda view', () => {
  it('defaults to the first view, today and every status', () => {
    expect(parseAgendaSearch(new URLSearchParams(''), ['day', 'week'], TODAY)).toEqual({
      view: 'day',
      date: TODAY,
      status: null,
    });
  });

  it('reads a valid view, date and status', () => {
    const search = new URLSearchParams('view=week&date=2026-12-01&status=pending');
    expect(parseAgendaSearch(search, ['day', 'week'], TODAY)).toEqual({
      view: 'week',
      date: '2026-12-01',
      status: 'pending',
    });
  });

  it('ignores a view the page lacks, an impossible date and an unknown status', () => {
    const search = new URLSearchParams('view=month&date=2026-02-30&status=paid');
    expect(parseAgendaSearch(search, ['day', 'week'], TODAY)).toEqual({
      view: 'day',
      date: TODAY,
      status: null,
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = { view: 'month', date: '2027-01-15', status: 'absent' } as const;
    const search = agendaSearch(state, ['week', 'month'], TODAY);
    expect(search.toString()).toBe('view=month&date=2027-01-15&status=absent');
    expect(parseAgendaSearch(search, ['week', 'month'], TODAY)).toEqual(state);
    expect(
      agendaSearch({ view: 'week', date: TODAY, status: null }, ['week', 'month'], TODAY).toString(),
    ).toBe('');
  });

  it('keeps the language parameter and replaces the old view', () => {
    const current = new URLSearchParams('lng=ar&view=week&status=done');
    const state = { view: 'day', date: '2026-11-23', status: null } as const;
    expect(agendaSearch(state, ['day', 'week'], TODAY, current).toString()).toBe('lng=ar&date=2026-11-23');
  });
});

describe('spans in Africa/Tunis', () => {
  it('runs a week Monday to Sunday', () => {
    expect(spanDays('week', TODAY)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(spanDays('week', '2026-11-16')[0]).toBe('2026-11-16');
  });

  it('covers a whole month, February of a leap year included', () => {
    expect(spanDays('month', '2028-02-10')).toHaveLength(29);
    expect(spanDays('month', '2026-11-22').at(-1)).toBe('2026-11-30');
  });

  it('gives the half-open instant range from Tunis midnight (UTC+1) to the next', () => {
    expect(spanRange('day', TODAY)).toEqual({
      from: '2026-11-21T23:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
    });
    expect(spanRange('week', TODAY)).toEqual({
      from: '2026-11-15T23:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
    });
    expect(spanRange('month', '2026-12-31')).toEqual({
      from: '2026-11-30T23:00:00.000Z',
      to: '2026-12-31T23:00:00.000Z',
    });
  });

  it('steps by a day, a week or a month', () => {
    expect(shiftAgendaDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAgendaDate('week', TODAY, -1)).toBe('2026-11-15');
    expect(shiftAgendaDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAgendaDate('month', '2026-01-15', -1)).toBe('2025-12-01');
  });
});

describe('actions allowed by the status machine', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const past = '2026-11-22T08:00:00Z';
  const future = '2026-11-23T08:00:00Z';

  it('lets the doctor and the secretary confirm, move or cancel a pending rdv', () => {
    expect(rdvActions({ status: 'pending', date: future }, 'doctor', now)).toEqual([
      'confirm',
      'reschedule',
      'cancel',
    ]);
    expect(rdvActions({ status: 'pending', date: past }, 'secretary', now)).toEqual([
      'confirm',
      'reschedule',
      'cancel',
    ]);
  });

  it('marks a confirmed rdv done or absent only once it has started', () => {
    expect(rdvActions({ status: 'confirmed', date: future }, 'doctor', now)).toEqual([
      'reschedule',
      'cancel',
    ]);
    expect(rdvActions({ status: 'confirmed', date: past }, 'doctor', now)).toEqual([
      'done',
      'absent',
      'cancel',
    ]);
  });

  it('lets an admin only cancel', () => {
    expect(rdvActions({ status: 'confirmed', date: future }, 'admin', now)).toEqual(['cancel']);
  });

  it('allows nothing on a final status', () => {
    for (const status of ['done', 'cancelled', 'absent'] as const) {
      expect(rdvActions({ status, date: past }, 'doctor', now)).toEqual([]);
    }
  });
});

describe('acting doctor', () => {
  it('is the doctor, or the doctor a secretary works for', () => {
    expect(actingDoctorId({ doctor: { _id: 'd1' }, loggedInSecretaryInfo: null })).toBe('d1');
    expect(actingDoctorId({ doctor: null, loggedInSecretaryInfo: { doctor: 'd2' } })).toBe('d2');
    expect(actingDoctorId({ doctor: null, loggedInSecretaryInfo: null })).toBeNull();
  });
});
