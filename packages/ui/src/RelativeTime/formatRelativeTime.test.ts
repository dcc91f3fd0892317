import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

// 3 March 2025, 11:00 in Africa/Tunis (UTC+1, no daylight saving time).
const NOW = Date.parse('2025-03-03T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(NOW - ms);

describe('formatRelativeTime — requirements §5 in French', () => {
  it.each([
    ['0 s', 0, 'maintenant'],
    ['59 s', 59 * SECOND, 'maintenant'],
    ['60 s', 60 * SECOND, 'Il y a 1 minute'],
    ['2 min', 2 * MINUTE, 'Il y a 2 minutes'],
    ['59 min', 59 * MINUTE, 'Il y a 59 minutes'],
    ['59 min 59 s', 59 * MINUTE + 59 * SECOND, 'Il y a 59 minutes'],
    ['60 min', 60 * MINUTE, 'Il ya 1 heure'],
    ['1 h 59', HOUR + 59 * MINUTE, 'Il ya 1 heure'],
    ['2 h', 2 * HOUR, 'Il ya 2 heures'],
    ['23 h 59', 23 * HOUR + 59 * MINUTE, 'Il ya 23 heures'],
    ['exactly 1 day', 24 * HOUR, 'hier'],
    ['2 days', 48 * HOUR, '1 mars'],
    ['5 days', 5 * 24 * HOUR, '26 février'],
  ])('%s ago → "%s"', (_label, elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 'fr')).toBe(expected);
  });

  it('shows "maintenant" for an instant slightly in the future (clock skew)', () => {
    expect(formatRelativeTime(NOW + 5 * SECOND, NOW, 'fr')).toBe('maintenant');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2025-03-03T09:55:00Z', '2025-03-03T10:00:00Z', 'fr')).toBe('Il y a 5 minutes');
    expect(formatRelativeTime(NOW - 3 * HOUR, NOW, 'fr')).toBe('Il ya 3 heures');
  });
});

describe('formatRelativeTime — "hier" is the previous calendar day in Africa/Tunis', () => {
  it('47 hours ago is still "hier" when it falls on the previous Tunisian day', () => {
    // now: 3 March 23:30 in Tunis; then: 2 March 00:30 in Tunis
    expect(formatRelativeTime('2025-03-01T23:30:00Z', '2025-03-03T22:30:00Z', 'fr')).toBe('hier');
  });

  it('under 24 hours stays in hours even across midnight', () => {
    // now: 3 March 00:30 in Tunis; then: 2 March 23:00 in Tunis
    expect(formatRelativeTime('2025-03-02T22:00:00Z', '2025-03-02T23:30:00Z', 'fr')).toBe('Il ya 1 heure');
  });

  it('uses Tunisian days, not UTC days', () => {
    // now: 4 March 00:30 in Tunis (3 March in UTC); then: 2 March 23:50 in Tunis (2 March in UTC).
    // In UTC this would be "yesterday"; in Tunis it is two days back.
    expect(formatRelativeTime('2025-03-02T22:50:00Z', '2025-03-03T23:30:00Z', 'fr')).toBe('2 mars');
  });

  it('shows day and month in Tunis for an instant late on 31 December UTC', () => {
    // 31 Dec 23:30 UTC is already 1 January 00:30 in Tunis
    expect(formatRelativeTime('2024-12-31T23:30:00Z', '2025-01-10T12:00:00Z', 'fr')).toBe('1 janvier');
  });
});

describe('formatRelativeTime — English', () => {
  it.each([
    [30 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [24 * HOUR, 'yesterday'],
    [48 * HOUR, '1 March'],
  ])('%d ms ago → "%s"', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 'en')).toBe(expected);
  });
});

describe('formatRelativeTime — Arabic plural forms (Intl.PluralRules)', () => {
  it.each([
    [30 * SECOND, 'الآن'],
    [MINUTE, 'منذ دقيقة واحدة'],
    [2 * MINUTE, 'منذ دقيقتين'],
    [3 * MINUTE, 'منذ 3 دقائق'],
    [10 * MINUTE, 'منذ 10 دقائق'],
    [11 * MINUTE, 'منذ 11 دقيقة'],
    [59 * MINUTE, 'منذ 59 دقيقة'],
    [HOUR, 'منذ ساعة واحدة'],
    [2 * HOUR, 'منذ ساعتين'],
    [5 * HOUR, 'منذ 5 ساعات'],
    [12 * HOUR, 'منذ 12 ساعة'],
    [24 * HOUR, 'أمس'],
    [48 * HOUR, '1 مارس'],
  ])('%d ms ago → "%s"', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 'ar')).toBe(expected);
  });
});

describe('formatRelativeTime — label overrides', () => {
  it('uses the caller’s wording for a partial override', () => {
    expect(formatRelativeTime(ago(10 * SECOND), NOW, 'fr', { justNow: "à l'instant" })).toBe("à l'instant");
    expect(formatRelativeTime(ago(24 * HOUR), NOW, 'fr', { justNow: "à l'instant" })).toBe('hier');
  });
});
