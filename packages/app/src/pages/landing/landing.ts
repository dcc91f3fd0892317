import { SUPPORTED_LOCALES, type Locale } from '@tabib/hooks';
import type { Location, Specialty } from '@tabib/sdk';

import { cityName, specialtyName } from '../../i18n/localizedNames';

/** The landing pages of the doctors by specialty and city (docs/decisions/025): `/medecins/…`. */
export const LANDING_PATH = '/medecins';

/**
 * A name as a URL segment: lower case, accents and Arabic short vowels dropped, anything but letters and
 * digits as one hyphen ("Oto-rhino-laryngologie (ORL)" → "oto-rhino-laryngologie-orl").
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The record whose name, in any of the three languages, has this slug (links are shared across languages). */
function bySlug<T>(items: readonly T[], slug: string, nameIn: (item: T, locale: Locale) => string) {
  const wanted = slugOf(slug);
  return items.find((item) => SUPPORTED_LOCALES.some((locale) => slugOf(nameIn(item, locale)) === wanted));
}

export const specialtyBySlug = (specialties: readonly Specialty[], slug: string) =>
  bySlug(specialties, slug, specialtyName);

export const cityBySlug = (cities: readonly Location[], slug: string) => bySlug(cities, slug, cityName);

/** `/medecins/cardiologie`, in the reader's language (`/medecins/cardiology` in English). */
export const specialtyLandingHref = (specialty: Specialty, locale: Locale) =>
  `${LANDING_PATH}/${encodeURIComponent(slugOf(specialtyName(specialty, locale)))}`;

/** `/medecins/cardiologie/tunis`. */
export const cityLandingHref = (specialty: Specialty, city: Location, locale: Locale) =>
  `${specialtyLandingHref(specialty, locale)}/${encodeURIComponent(slugOf(cityName(city, locale)))}`;
