import type { UiLocale } from '../i18n/UiProvider';
import { numberFormat } from './intlFormats';
import { intlLocaleOf } from './intlLocale';

/** A narrow no-break space: sets thousands apart as French does, and never splits a number across lines. */
const GROUP_SEPARATOR = '\u202f';

/**
 * A number in the reader's language (`intlLocaleOf`: Latin digits, the language's decimal sign). Arabic
 * as written in Tunisia (`ar-TN`) groups thousands with a dot, so a count of 26852 read `26.852` — an
 * amount in dinars to a Tunisian reader (three decimals). Its thousands are set apart by a narrow space
 * instead (`26 852`), which no one takes for a decimal sign.
 */
export function formatTunisNumber(
  value: number,
  locale: UiLocale,
  options?: Intl.NumberFormatOptions,
): string {
  const format = numberFormat(intlLocaleOf(locale), options);
  if (locale !== 'ar') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? GROUP_SEPARATOR : part.value))
    .join('');
}
