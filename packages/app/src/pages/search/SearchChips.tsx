import { useIntl } from 'react-intl';
import { useLocale, useLocations, useSpecialties } from '@tabib/hooks';

import { cityName, specialtyName } from '../../i18n/localizedNames';
import type { SearchFilters } from './searchHref';

interface Chip {
  key: string;
  text: string;
  name: string;
  without: Partial<SearchFilters>;
}

/**
 * The facets a search is narrowed to (specialty, place, name), each removable so the patient can widen
 * it in one step, on the first page. Removing the city removes its governorate too: the place goes.
 */
export function SearchChips({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const specialties = useSpecialties();
  const locations = useLocations();

  const specialty = specialties.data?.results.find((candidate) => candidate._id === filters.specialty);
  const city = locations.data?.results.find((candidate) => candidate._id === filters.city);
  // A governorate is named as its seat, the city of the same name, in the reader's language.
  const seat = locations.data?.results.find((candidate) => candidate.Label === filters.governorate);
  const chip = (key: string, messageId: string, name: string, without: Partial<SearchFilters>): Chip => ({
    key,
    text: intl.formatMessage({ id: messageId }, { name }),
    name,
    without,
  });
  const chips: Chip[] = [
    ...(specialty
      ? [
          chip('specialty', 'SEARCH.CHOSEN.SPECIALTY', specialtyName(specialty, locale), {
            specialty: undefined,
          }),
        ]
      : []),
    ...(city
      ? [
          chip('city', 'SEARCH.CHOSEN.CITY', cityName(city, locale), {
            city: undefined,
            governorate: undefined,
          }),
        ]
      : filters.governorate && !filters.city
        ? [
            chip(
              'governorate',
              'SEARCH.CHOSEN.GOVERNORATE',
              seat ? cityName(seat, locale) : filters.governorate,
              { governorate: undefined },
            ),
          ]
        : []),
    ...(filters.name ? [chip('name', 'SEARCH.CHOSEN.NAME', filters.name, { name: undefined })] : []),
  ];
  if (chips.length === 0) return null;

  return (
    <ul className="search-chips" aria-label={intl.formatMessage({ id: 'SEARCH.CHOSEN.TITLE' })}>
      {chips.map(({ key, text, name, without }) => (
        <li key={key} className="search-chips__chip">
          <span>{text}</span>
          <button
            type="button"
            className="search-chips__remove"
            aria-label={intl.formatMessage({ id: 'SEARCH.CHOSEN.REMOVE' }, { name })}
            onClick={() => onApply({ ...filters, ...without, page: 0 })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
