import type { UiLocale } from '../i18n/UiProvider';
import { intlLocaleOf } from './intlLocale';
import { tunisDay, type Instant } from './tunisTime';

/** Whole months from `birthDate` to `day` (both `YYYY-MM-DD`): a month counts from its day of the month. */
export function monthsBetween(birthDate: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const months = (year - birthYear) * 12 + (month - birthMonth);
  return dayOfMonth < birthDay ? months - 1 : months;
}

/**
 * A person's age on a day in Africa/Tunis (`now` by default), as people say it: in months under two
 * years (« 8 mois », « 18 months »), in years after (« 6 ans », « 6 years », « 6 سنوات »), with the
 * language's plural forms.
 */
export function formatAge(birthDate: string, locale: UiLocale, now: Instant = Date.now()): string {
  const months = Math.max(0, monthsBetween(birthDate, tunisDay(now)));
  const [value, unit] = months < 24 ? [months, 'month'] : [Math.floor(months / 12), 'year'];
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
