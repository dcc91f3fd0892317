import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarDayRange,
  formatWeekday,
  type CalendarDayStyle,
} from './calendarDay';

describe('formatCalendarDay: a YYYY-MM-DD day in the app’s styles, in the language tag given', () => {
  // Monday 2 March 2026.
  const all = (style: CalendarDayStyle) =>
    (['fr', 'en', 'ar'] as const).map((locale) => formatCalendarDay('2026-03-02', locale, style));

  it('writes days, weekdays and months', () => {
    expect(all('weekday')).toEqual(['lundi', 'Monday', 'الاثنين']);
    expect(all('weekdayDayMonth')).toEqual(['lundi 2 mars', 'Monday, March 2', 'الاثنين، 2 مارس']);
    expect(all('dayMonth')).toEqual(['2 mars', 'Mar 2', '2 مارس']);
    expect(all('date')).toEqual(['2 mars 2026', 'Mar 2, 2026', '02\u200f/03\u200f/2026']);
    expect(all('fullDate')).toEqual(['lundi 2 mars 2026', 'Monday, March 2, 2026', 'الاثنين، 2 مارس 2026']);
    expect(all('monthYear')).toEqual(['mars 2026', 'March 2026', 'مارس 2026']);
    expect(all('shortMonthYear')).toEqual(['mars 2026', 'Mar 2026', 'مارس 2026']);
  });

  it('keeps the day whatever the time zone: the first and last of a year stay in their year', () => {
    expect(formatCalendarDay('2027-01-01', 'fr', 'date')).toBe('1 janv. 2027');
    expect(formatCalendarDay('2026-12-31', 'fr', 'date')).toBe('31 déc. 2026');
  });
});

describe('formatCalendarDayRange', () => {
  it('writes a span of days, the shared month and year once', () => {
    const range = (first: string, last: string) =>
      (['fr', 'en', 'ar'] as const).map((locale) => formatCalendarDayRange(first, last, locale));
    expect(range('2026-03-02', '2026-03-08')).toEqual([
      '2–8 mars 2026',
      'March 2 – 8, 2026',
      '2–8 مارس 2026',
    ]);
    expect(range('2026-12-28', '2027-01-03')).toEqual([
      '28 décembre 2026 – 3 janvier 2027',
      'December 28, 2026 – January 3, 2027',
      '28 ديسمبر 2026 – 3 يناير 2027',
    ]);
  });
});

describe('formatWeekday', () => {
  it('names the weekdays as the API numbers them, 0 and 7 both Sunday', () => {
    expect([0, 1, 6, 7].map((day) => formatWeekday(day, 'fr'))).toEqual([
      'dimanche',
      'lundi',
      'samedi',
      'dimanche',
    ]);
    expect([1, 5].map((day) => formatWeekday(day, 'en'))).toEqual(['Monday', 'Friday']);
    expect(formatWeekday(5, 'ar')).toBe('الجمعة');
  });
});
