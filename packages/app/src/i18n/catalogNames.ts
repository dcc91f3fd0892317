import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, useLocale, useLocations, useSpecialties } from '@tabib/hooks';
import { STANDARD_VISIT_TYPE, type Location, type Specialty } from '@tabib/sdk';

import { cityName, specialtyName } from './localizedNames';

export interface CatalogNamer {
  /** A specialty given by id or by its French name, in the reader's language. */
  specialty: (idOrName: string) => string;
  /** A city given by its French `Label`, in the reader's language. */
  city: (label: string) => string;
}

/**
 * Summaries in the API name a doctor's specialty and city in French (spec §3, §9): shown in the
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
 * An rdv's visit type as shown: the standard visit, which the API names in French (spec `Rdv.visitType`),
 * in the reader's language (`standard`); a visit type or service as its doctor wrote it.
 */
export const visitTypeName = (name: string, standard: string): string =>
  name === STANDARD_VISIT_TYPE ? standard : name;

/** `visitTypeName` in the current language. */
export function useVisitTypeName(): (name: string) => string {
  const intl = useIntl();
  const standard = intl.formatMessage({ id: 'RESERVATION.STANDARD_VISIT' });
  return useCallback((name: string) => visitTypeName(name, standard), [standard]);
}
