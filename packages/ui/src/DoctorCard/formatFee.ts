import type { UiLocale } from '../i18n/UiProvider';
import { intlLocaleOf } from '../format/intlLocale';
import { numberFormat } from '../format/intlFormats';

const MILLIMES_PER_DINAR = 1000;

/**
 * A fee given in TND millimes (the API's amounts are integer millimes) as the locale writes dinars.
 * Whole dinars are shown without decimals (`45 DT`), anything else with the dinar's three decimals
 * (`45,500 DT`) so a price is never rounded: `fr` → `45 DT`, `en` → `TND 45`, `ar` → `45 د.ت.`.
 */
export function formatFee(millimes: number, locale: UiLocale): string {
  const fractionDigits = millimes % MILLIMES_PER_DINAR === 0 ? 0 : 3;
  return numberFormat(intlLocaleOf(locale), {
    style: 'currency',
    currency: 'TND',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(millimes / MILLIMES_PER_DINAR);
}
