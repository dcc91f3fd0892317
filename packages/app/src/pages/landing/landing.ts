import { SUPPORTED_LOCALES, type Locale } from '@tabib/hooks';
import { slugOf, type Location, type Specialty } from '@tabib/sdk';

import { cityName, specialtyName } from '../../i18n/localizedNames';

/** The landing pages of the doctors by specialty and city (docs/decisions/025): `/medecins/…`. */
export const LANDING_PATH = '/medecins';

/** The record whose name, in any of the three languages, has this slug (links are shared across languages). */
function bySlug<T>(items: readonly T[], slug: string, nameIn: (item: T, locale: Locale) => string) {
  const wanted = slugOf(slug);
  return items.find((item) => SUPPORTED_LOCALES.some((locale) => slugOf(nameIn(item, locale)) === wanted));
}

export const specialtyBySlug = (specialties: readonly Specialty[], slug: string) =>
  bySlug(specialties, slug, specialtyName);

export const cityBySlug = (cities: readonly Location[], slug: string) => bySlug(cities, slug, cityName);

/** The landing page of the doctors of a specialty, or of a specialty in a city, by their names. */
export function landingPath(specialty: string, city?: string): string {
  const segments = city === undefined ? [specialty] : [specialty, city];
  return [LANDING_PATH, ...segments.map((name) => encodeURIComponent(slugOf(name)))].join('/');
}

/** `/medecins/cardiologie`, in the reader's language (`/medecins/cardiology` in English). */
export const specialtyLandingHref = (specialty: Specialty, locale: Locale) =>
  landingPath(specialtyName(specialty, locale));

/** `/medecins/cardiologie/tunis`. */
export const cityLandingHref = (specialty: Specialty, city: Location, locale: Locale) =>
  landingPath(specialtyName(specialty, locale), cityName(city, locale));
