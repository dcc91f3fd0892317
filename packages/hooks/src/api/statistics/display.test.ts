import { describe, expect, it } from 'vitest';

import { applyDisplayMultipliers, applySeriesMultipliers } from './display';

const raw = {
  doctor: '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d',
  displays: 0,
  visits: 0,
  rdvs: 12,
  remoteRdvs: 0,
  patients: 9,
  questionsAnswered: 5,
  feedbacks: 3,
};

describe('requirements §9: display 3.2, visits 4, display baseline 7', () => {
  it('a doctor nobody has seen yet shows 7 displays and 0 visits', () => {
    expect(applyDisplayMultipliers(raw)).toEqual({ ...raw, displays: 7, visits: 0 });
  });

  it('displays are multiplied by 3.2 and rounded, then the baseline 7 is added', () => {
    expect(applyDisplayMultipliers({ ...raw, displays: 10 }).displays).toBe(39);
    expect(applyDisplayMultipliers({ ...raw, displays: 3 }).displays).toBe(17); // 9.6 → 10, + 7
    expect(applyDisplayMultipliers({ ...raw, displays: 1 }).displays).toBe(10); // 3.2 → 3, + 7
  });

  it('visits are multiplied by 4, with no baseline', () => {
    expect(applyDisplayMultipliers({ ...raw, visits: 5 }).visits).toBe(20);
  });

  it('rdvs, patients, questions answered and feedbacks are shown as counted', () => {
    const shown = applyDisplayMultipliers({ ...raw, displays: 10, visits: 5 });
    expect(shown).toEqual({ ...raw, displays: 39, visits: 20 });
  });
});

describe('applySeriesMultipliers: a daily series on the headline scale, adding up to its total', () => {
  const series = (type: 'display' | 'visit' | 'phone', counts: number[]) => ({
    doctor: 'd1',
    type,
    total: counts.reduce((sum, count) => sum + count, 0),
    days: counts.map((count, index) => ({ date: `2026-11-0${index + 1}`, count })),
  });

  it('scales each day of displays by 3.2, rounded, and totals the shown days (no baseline)', () => {
    const shown = applySeriesMultipliers(series('display', [1, 3, 10, 0]));
    expect(shown.days.map((day) => day.count)).toEqual([3, 10, 32, 0]);
    expect(shown.total).toBe(45);
  });

  it('scales visits by 4 and leaves phone reveals as counted', () => {
    expect(applySeriesMultipliers(series('visit', [2, 5])).days.map((day) => day.count)).toEqual([8, 20]);
    expect(applySeriesMultipliers(series('visit', [2, 5])).total).toBe(28);
    expect(applySeriesMultipliers(series('phone', [2, 5]))).toEqual(series('phone', [2, 5]));
  });
});
