import type { Locale } from '@tabib/hooks';
import type { Doctor, Location, Specialty } from '@tabib/sdk';

/** A specialty in the reader's language; `name` (French, requirements §9 default) when the record has no translation. */
export function specialtyName(
  specialty: Pick<Specialty, 'name'> & Partial<Pick<Specialty, 'names'>>,
  locale: Locale,
) {
  return specialty.names?.[locale] || specialty.name;
}

/** A city in the reader's language; `Label` (French, requirements §3) when the record has no translation. */
export function cityName(city: Pick<Location, 'Label' | 'labelAr' | 'labelEn'>, locale: Locale) {
  const translated = locale === 'ar' ? city.labelAr : locale === 'en' ? city.labelEn : undefined;
  return translated || city.Label;
}

/** The title the API puts before every doctor's name ("Dr Amel Trabelsi"), and how Arabic writes it. */
const DOCTOR_TITLE = 'Dr ';
const DOCTOR_TITLE_AR = 'د. ';

/** A doctor's name as the API gives it, with the title in the reader's language: "د. Amel Trabelsi" in Arabic. */
export function doctorName(name: string, locale: Locale | string): string {
  return locale === 'ar' && name.startsWith(DOCTOR_TITLE)
    ? `${DOCTOR_TITLE_AR}${name.slice(DOCTOR_TITLE.length)}`
    : name;
}

/** Sorts by the name shown, in the reader's alphabet (the API sorts by the French name). */
export function byShownName<T>(items: readonly T[], nameOf: (item: T) => string, locale: Locale): T[] {
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}

/**
 * The bio a reader of `locale` is shown: the one the doctor wrote in that language, else the bio as
 * written, which may be in any language (docs/decisions/043).
 */
export function doctorBio(doctor: Pick<Doctor, 'bio' | 'bios'>, locale: Locale): string | null {
  return doctor.bios[locale] ?? doctor.bio ?? null;
}
