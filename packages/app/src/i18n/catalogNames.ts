import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale, useLocale, useLocations, useSpecialties } from '@tabib/hooks';
import { STANDARD_VISIT_TYPE, type Location, type NamesByLanguage, type Specialty } from '@tabib/sdk';

import { cityName, specialtyName } from './localizedNames';

export interface CatalogNamer {
  /** A specialty given by id or by its French name, in the reader's language. */
  specialty: (idOrName: string) => string;
  /** A city given by its French `Label`, in the reader's language. */
  city: (label: string) => string;
}

/**
 * Summaries in the API name a doctor's specialty and city in French (requirements §3, §9): shown in the
 * reader's language from the specialty and city catalogues; a name the catalogue does not know is
 * shown as given.
 */
export function catalogNamer(
  specialties: readonly Specialty[],
  locations: readonly Location[],
  locale: Locale,
): CatalogNamer {
  const specialtyBy = new Map<string, Specialty>();
  for (const specialty of specialties) {
    specialtyBy.set(specialty._id, specialty);
    specialtyBy.set(specialty.name, specialty);
  }
  const cityBy = new Map(locations.map((location) => [location.Label, location]));
  return {
    specialty: (idOrName) => {
      const specialty = specialtyBy.get(idOrName);
      return specialty ? specialtyName(specialty, locale) : idOrName;
    },
    city: (label) => {
      const city = cityBy.get(label);
      return city ? cityName(city, locale) : label;
    },
  };
}

/** `catalogNamer` over the app's cached specialty and city lists, in the current language. */
export function useCatalogNames(): CatalogNamer {
  const { locale } = useLocale();
  const specialties = useSpecialties();
  const locations = useLocations();
  return useMemo(
    () => catalogNamer(specialties.data?.results ?? [], locations.data?.results ?? [], locale),
    [specialties.data, locations.data, locale],
  );
}

/**
 * A visit as shown — a service, a doctor's visit type, an rdv's `visitType` (decision 043): the name its
 * doctor gave it in the reader's language; else the standard visit, which the API names in French (spec
 * `Rdv.visitType`), in the reader's language (`standard`); else the name as its doctor wrote it. `names`
 * may be missing: an rdv read offline may have been saved before rdvs carried them.
 */
export const visitTypeName = (
  name: string,
  names: NamesByLanguage | undefined,
  locale: Locale,
  standard: string,
): string => names?.[locale] || (name === STANDARD_VISIT_TYPE ? standard : name);

/**
 * `visitTypeName` in the current language: `(rdv.visitType, rdv.visitTypeNames)`, or a service's or visit
 * type's `(name, names)`.
 */
export function useVisitTypeName(): (name: string, names: NamesByLanguage | undefined) => string {
  const intl = useIntl();
  // The language of the messages, the standard visit's: also under an IntlProvider alone (offline list).
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  const standard = intl.formatMessage({ id: 'RESERVATION.STANDARD_VISIT' });
  return useCallback(
    (name: string, names: NamesByLanguage | undefined) => visitTypeName(name, names, locale, standard),
    [locale, standard],
  );
}
