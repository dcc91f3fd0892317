import { resolveLabels } from '../i18n/messages';
import type { UiLocale } from '../i18n/UiProvider';
import { intlLocaleOf } from '../format/intlLocale';
import { previousDay, TUNIS_TIME_ZONE, toDate, tunisDay, type Instant } from '../format/tunisTime';
import { relativeTimeMessages, type PluralMessage, type RelativeTimeLabels } from './messages';
import { dateTimeFormat, numberFormat, pluralRulesOf } from '../format/intlFormats';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `date` was:
 * - under 1 minute (and any future instant, e.g. clock skew): `maintenant`;
 * - under 1 hour: whole minutes, `Il y a 5 minutes`;
 * - under 24 hours: whole hours, `Il ya 1 heure`, `Il ya 2 heures` (spec wording, no space in "ya");
 * - 24 hours or more and on the previous calendar day in Africa/Tunis: `hier`;
 * - otherwise day and month in Africa/Tunis: `3 mars`.
 *
 * "Yesterday" is a calendar notion, so it is decided on Tunisian calendar days, never on a rolling
 * 24–48 h window: at 00:30, something from 23:00 the day before is still `Il ya 1 heure`.
 */
export function formatRelativeTime(
  date: Instant,
  now: Instant,
  locale: UiLocale,
  labels?: Partial<RelativeTimeLabels>,
): string {
  const messages = resolveLabels(relativeTimeMessages, locale, labels);
  const then = toDate(date);
  const elapsed = toDate(now).getTime() - then.getTime();

  if (elapsed < MINUTE) return messages.justNow;
  if (elapsed < HOUR) return plural(messages.minutesAgo, Math.floor(elapsed / MINUTE), locale);
  if (elapsed < DAY) return plural(messages.hoursAgo, Math.floor(elapsed / HOUR), locale);
  if (previousDay(tunisDay(now)) === tunisDay(then)) {
    return messages.yesterday;
  }
  return dateTimeFormat(intlLocaleOf(locale), {
    day: 'numeric',
    month: 'long',
    timeZone: TUNIS_TIME_ZONE,
  }).format(then);
}

/** `message` in the plural category of `count` in `locale`, with `{n}` replaced by the formatted count. */
export function plural(message: PluralMessage, count: number, locale: UiLocale): string {
  const intlLocale = intlLocaleOf(locale);
  const template = message[pluralRulesOf(intlLocale).select(count)] ?? message.other;
  return template.replace('{n}', numberFormat(intlLocale).format(count));
}
