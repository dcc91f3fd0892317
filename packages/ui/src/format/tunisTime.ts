import { TUNIS_TIME_ZONE, tunisDay } from '@tabib/contract';

import type { UiLocale } from '../i18n/UiProvider';
import { intlLocaleOf } from './intlLocale';
import { dateTimeFormat } from './intlFormats';

/**
 * Tabib stores instants in UTC and shows them in Tunisia's time zone; `tunisDay` gives the day
 * (`YYYY-MM-DD`) an instant falls on there, with `Intl` alone (the contract's, re-exported).
 */
export { TUNIS_TIME_ZONE, tunisDay };

/** An instant given as a `Date`, epoch milliseconds or an ISO 8601 string (the API's UTC instants). */
export type Instant = Date | number | string;

export function toDate(instant: Instant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** The day before a `YYYY-MM-DD` day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Hour and minute in Africa/Tunis, always on a 24-hour clock: rdv times in Tunisia are written
 * `14:30` in every language, while CLDR would give `02:30 PM` for `fr-TN` and `02:30 م` for `ar-TN`.
 */
export function formatTunisTime(instant: Instant, locale: UiLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TUNIS_TIME_ZONE,
  }).format(toDate(instant));
}

/** A full date and time in Africa/Tunis, e.g. `lundi 3 mars 2025 à 09:30`. */
export function formatTunisDateTime(
  instant: Instant,
  locale: UiLocale,
  dateStyle: 'full' | 'long' | 'medium' = 'full',
): string {
  return dateTimeFormat(intlLocaleOf(locale), {
    dateStyle,
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: TUNIS_TIME_ZONE,
  }).format(toDate(instant));
}

/** The day of an instant in Africa/Tunis, short: `lun. 3 mars`, `Mon 3 Mar`, `الاثنين، 3 مارس`. */
export function formatTunisShortDay(instant: Instant, locale: UiLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: TUNIS_TIME_ZONE,
  }).format(toDate(instant));
}

/*
 * The app's ways of writing an instant in Africa/Tunis. They format in the language tag the app's
 * texts are in (react-intl's `intl.locale`: `fr`, `en`, `ar`), with that language's own CLDR
 * conventions — `en` writes `March 3` on a 12-hour clock unless the style says h23, `ar` a medium
 * date in numbers — where the kit's components above use the Tunisian regional forms of `intlLocaleOf`.
 * The app writes its dates through these only, so the zone is named in one place.
 */
const instantStyles = {
  /** `3 mars 2025`, `Mar 3, 2025`: lists. */
  date: { dateStyle: 'medium' },
  /** `3 mars 2025`, `March 3, 2025`, `3 مارس 2025`: an article's or a question's date. */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** Date and time, medium: a line of a back-office list. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** `3 mars 2025 à 09:30`: until when an invitation holds. */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** `lundi 3 mars 2025 à 09:30`, in the language's own clock. */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** `lundi 3 mars 2025 à 09:30`, on a 24-hour clock in every language: an rdv's slot. */
  fullDateTime24: { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' },
  /** `09:30` on a 24-hour clock. */
  time24: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TunisInstantStyle = keyof typeof instantStyles;

/** An instant in Africa/Tunis, in one of the app's styles, in `locale` (a BCP 47 tag such as `intl.locale`). */
export function formatTunisInstant(instant: Instant, locale: string, style: TunisInstantStyle): string {
  return dateTimeFormat(locale, { ...instantStyles[style], timeZone: TUNIS_TIME_ZONE }).format(
    toDate(instant),
  );
}
