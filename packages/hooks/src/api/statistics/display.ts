import type { components } from '@tabib/contract';

export type DoctorStatsNumbers = components['schemas']['DoctorStatsNumbers'];
export type DoctorStatSeries = components['schemas']['DoctorStatSeries'];

/** Statistics display multipliers. */
export const DISPLAY_MULTIPLIER = 3.2;
export const VISITS_MULTIPLIER = 4;
export const DISPLAY_BASELINE = 7;

/**
 * The headline numbers as the doctor's dashboard shows them: the server counts one
 * `display` per search page and one `visit` per profile load, while a patient sees a listing several
 * times and comes back to a profile, so the dashboard scales them — displays × 3.2 rounded to a whole
 * number, plus a baseline of 7 so a new doctor never shows 0; visits × 4. Every other number (rdvs,
 * patients, questions, feedbacks) is a real count and is shown as is.
 */
export function applyDisplayMultipliers(numbers: DoctorStatsNumbers): DoctorStatsNumbers {
  return {
    ...numbers,
    displays: Math.round(numbers.displays * DISPLAY_MULTIPLIER) + DISPLAY_BASELINE,
    visits: numbers.visits * VISITS_MULTIPLIER,
  };
}

/** How one day of a series is shown: the same scale as the headline numbers, without the baseline. */
const scaleDay: Record<DoctorStatSeries['type'], (count: number) => number> = {
  display: (count) => Math.round(count * DISPLAY_MULTIPLIER),
  visit: (count) => count * VISITS_MULTIPLIER,
  phone: (count) => count,
};

/**
 * A daily series of `GET /doctorStats` as the dashboard shows it, on the scale of the headline numbers:
 * each day's displays × 3.2 rounded, visits × 4, phone reveals as counted. The
 * total is the sum of the days shown, so a chart always adds up to the total written beside it; the
 * baseline of 7 belongs to the all-time display figure only.
 */
export function applySeriesMultipliers(series: DoctorStatSeries): DoctorStatSeries {
  const days = series.days.map((day) => ({ ...day, count: scaleDay[series.type](day.count) }));
  return { ...series, days, total: days.reduce((sum, day) => sum + day.count, 0) };
}
