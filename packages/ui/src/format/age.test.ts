import { describe, expect, it } from 'vitest';

import { formatAge, monthsBetween } from './age';

describe('monthsBetween: a month counts from its day of the month', () => {
  it('counts whole months', () => {
    expect(monthsBetween('2019-09-14', '2026-03-02')).toBe(77);
    expect(monthsBetween('2019-09-14', '2026-03-14')).toBe(78);
    expect(monthsBetween('2026-03-02', '2026-03-02')).toBe(0);
  });
});

describe('formatAge: months under two years, years after, in Africa/Tunis', () => {
  // 2 March 2026, 23:30 UTC is already 3 March in Tunis.
  const now = '2026-03-02T23:30:00Z';

  it('« 6 ans », « 6 years », « 6 سنوات »', () => {
    expect(formatAge('2019-09-14', 'fr', now)).toBe('6 ans');
    expect(formatAge('2019-09-14', 'en', now)).toBe('6 years');
    expect(formatAge('2019-09-14', 'ar', now)).toBe('6 سنوات');
  });

  // CLDR puts a no-break space between the number and « mois ».
  it('a baby in months, counted on the Tunis day', () => {
    expect(formatAge('2025-07-03', 'fr', now)).toBe('8\u00a0mois');
    expect(formatAge('2025-07-03', 'fr', '2026-03-02T12:00:00Z')).toBe('7\u00a0mois');
    expect(formatAge('2024-03-03', 'en', now)).toBe('2 years');
    expect(formatAge('2024-03-04', 'en', now)).toBe('23 months');
  });
});
