import type { Locale } from '@tabib/hooks';
import type { Location, Specialty } from '@tabib/sdk';

/** A specialty in the reader's language; `name` (French, spec §9 default) when the record has no translation. */
export function specialtyName(
  specialty: Pick<Specialty, 'name'> & Partial<Pick<Specialty, 'names'>>,
  locale: Locale,
) {
  return specialty.names?.[locale] || specialty.name;
}

/** A city in the reader's language; `Label` (French, spec §3) when the record has no translation. */
export function cityName(city: Pick<Location, 'Label' | 'labelAr' | 'labelEn'>, locale: Locale) {
  const translated = locale === 'ar' ? city.labelAr : locale === 'en' ? city.labelEn : undefined;
  return translated || city.Label;
}

/** Sorts by the name shown, in the reader's alphabet (the API sorts by the French name). */
export function byShownName<T>(items: readonly T[], nameOf: (item: T) => string, locale: Locale): T[] {
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
