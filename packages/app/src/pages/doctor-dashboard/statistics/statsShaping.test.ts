import { applyDisplayMultipliers } from '@tabib/hooks';
import { describe, expect, it } from 'vitest';

import { chartRows, monthLabel, monthlyRdvRows, statsRangeOf } from './statsShaping';

describe('display multipliers — requirements §9 "display 3.2, visits 4, display baseline 7"', () => {
  it('shows 10 raw displays as 39, 10 visits as 40 and real counts unchanged', () => {
    const shown = applyDisplayMultipliers({
      doctor: 'd',
      displays: 10,
      visits: 10,
      rdvs: 10,
      remoteRdvs: 2,
      patients: 6,
      questionsAnswered: 3,
      feedbacks: 2,
    });
    expect(shown).toEqual({
      doctor: 'd',
      displays: 39,
      visits: 40,
      rdvs: 10,
      remoteRdvs: 2,
      patients: 6,
      questionsAnswered: 3,
      feedbacks: 2,
    });
  });
});

describe('chartRows', () => {
  it('scales the bars to the largest value', () => {
    expect(
      chartRows([
        { key: 'a', label: 'A', value: 3 },
        { key: 'b', label: 'B', value: 8 },
      ]).map((row) => row.percent),
    ).toEqual([37.5, 100]);
  });
  it('gives empty bars when everything is zero', () => {
    expect(chartRows([{ key: 'a', label: 'A', value: 0 }])[0]?.percent).toBe(0);
  });
});

describe('monthly rdvs — requirements §7 GET /rdvStats', () => {
  it('names the month in the locale and sorts oldest first', () => {
    expect(monthLabel('2026-03', 'fr')).toBe('mars 2026');
    const rows = monthlyRdvRows(
      {
        doctor: 'd',
        months: [
          {
            month: '2026-02',
            total: 4,
            pending: 1,
            confirmed: 1,
            done: 2,
            cancelled: 0,
            absent: 0,
            remote: { total: 0, done: 0 },
          },
          {
            month: '2026-01',
            total: 2,
            pending: 0,
            confirmed: 0,
            done: 2,
            cancelled: 0,
            absent: 0,
            remote: { total: 0, done: 0 },
          },
        ],
      },
      'en',
    );
    expect(rows.map((row) => [row.key, row.label, row.value, row.percent])).toEqual([
      ['2026-01', 'Jan 2026', 2, 50],
      ['2026-02', 'Feb 2026', 4, 100],
    ]);
  });
});

describe('statsRangeOf — ?from=&to= (getDoctorStats: default 30 days, at most 366)', () => {
  const today = '2026-11-22';
  it('defaults to the 30 days before today', () => {
    expect(statsRangeOf(new URLSearchParams(''), today)).toEqual({
      range: { from: '2026-10-23', to: '2026-11-22' },
      problem: null,
    });
  });
  it('keeps a valid range from the URL', () => {
    expect(statsRangeOf(new URLSearchParams('from=2026-01-01&to=2026-03-31'), today).range).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });
  it('refuses a reversed or too long range and says why', () => {
    expect(statsRangeOf(new URLSearchParams('from=2026-05-01&to=2026-04-01'), today).problem).toBe('ORDER');
    expect(statsRangeOf(new URLSearchParams('from=2024-01-01&to=2026-01-01'), today)).toEqual({
      range: { from: '2026-10-23', to: '2026-11-22' },
      problem: 'TOO_LONG',
    });
  });
});
