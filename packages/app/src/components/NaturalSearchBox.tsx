import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocale, useLocations, usePublicSpecialties, useSearchSuggestions } from '@tabib/hooks';
import type { SearchSuggestion } from '@tabib/ui';

import { specialtyName } from '../i18n/localizedNames';
import { doctorProfileHref } from '../pages/doctor/doctorLinks';
import {
  buildSuggestions,
  filtersForSubmit,
  SUGGESTIONS_PER_KIND,
  type PickedFilters,
} from '../pages/home/homeSuggestions';
import type { SearchFilters } from '../pages/search/searchHref';
import { DoctorSearchField } from './DoctorSearchField';
import { useDebouncedValue } from './useDebouncedValue';

const AUTOCOMPLETE_DELAY_MS = 250;
/** What is sent of the text for suggestions, at most (a name is never this long). */
const KEYWORD_MAX_LENGTH = 100;

/**
 * The one search box a patient types a whole query in ("dentiste à Sfax", "tbib snan sfax"), with its
 * suggestions — the reading of the whole text first, then specialties, cities and doctors — on the home
 * page and above the results (docs/decisions/050-search-links-nearby.md). A specialty or city picked
 * becomes a removable chip; a doctor opens their page; the rest is searched as a whole query.
 */
export function NaturalSearchBox({
  className,
  defaultText = '',
  onSearch,
}: {
  className?: string;
  /** The text the box starts with: on the results page, the query searched. */
  defaultText?: string;
  onSearch: (filters: Partial<SearchFilters>) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const specialties = usePublicSpecialties();
  const locations = useLocations();
  const [text, setText] = useState(defaultText);
  const [picked, setPicked] = useState<PickedFilters>({});
  const keyword = useDebouncedValue(text.trim().slice(0, KEYWORD_MAX_LENGTH), AUTOCOMPLETE_DELAY_MS);
  // One request per pause: the reading of the whole text, the specialties and places it names, and the
  // doctors of those named like what it leaves ("cardiologue ben salah": cardiologists named Ben Salah).
  // Nothing for the text the box starts with: the page shows its results.
  const server = useSearchSuggestions(
    { q: keyword, lang: locale, limit: SUGGESTIONS_PER_KIND },
    { enabled: keyword !== defaultText.trim() },
  );
  const answered = keyword === text.trim();
  // Suggestions kept from the previous text while the next load (placeholder data) are not this text's.
  const suggested = answered && !server.isPlaceholderData ? server.data : undefined;

  const allSpecialties = specialties.data?.results ?? [];
  const allCities = locations.data?.results ?? [];
  const items =
    text.trim() === defaultText.trim()
      ? []
      : buildSuggestions({
          text,
          locale,
          specialties: allSpecialties,
          cities: allCities,
          doctors: suggested?.doctors ?? [],
          server: suggested,
        });

  const submit = (submitted: string) => {
    // The search shown, submitted again (the results page's box, untouched): nothing to do.
    if (defaultText !== '' && submitted === defaultText.trim() && !picked.city && !picked.specialty) return;
    onSearch(
      filtersForSubmit(submitted, picked, {
        specialties: allSpecialties.map((specialty) => ({
          kind: 'specialty',
          id: specialty._id,
          label: specialtyName(specialty, locale),
        })),
      }),
    );
  };

  const onSelect = (item: SearchSuggestion) => {
    if (item.kind === 'doctor') void navigate(doctorProfileHref(item.id));
    // The reading stands for the whole text: searching it finds just that.
    else if (item.kind === 'query') submit(item.id);
    else {
      const seat = allCities.find((city) => city._id === item.id && city.Label === city.governorate);
      const choice = { id: item.id, label: item.label, ...(seat && { seatOf: seat.governorate }) };
      setPicked((current) => ({ ...current, [item.kind]: choice }));
    }
  };

  const chosen = (['specialty', 'city'] as const).flatMap((kind) => {
    const choice = picked[kind];
    return choice ? [{ kind, ...choice }] : [];
  });

  return (
    <>
      <DoctorSearchField
        className={className}
        defaultInputValue={defaultText}
        items={items}
        onInputChange={setText}
        onSelect={onSelect}
        onSubmit={submit}
        loading={text.trim() !== defaultText.trim() && (server.isFetching || !answered)}
      />
      {chosen.length > 0 ? (
        <ul className="natural-search__chosen" aria-label={intl.formatMessage({ id: 'HOME.HERO.CHOSEN' })}>
          {chosen.map((choice) => (
            <li key={choice.kind} className="natural-search__chip">
              <span>
                {intl.formatMessage(
                  { id: choice.kind === 'city' ? 'HOME.HERO.CHOSEN_CITY' : 'HOME.HERO.CHOSEN_SPECIALTY' },
                  { name: choice.label },
                )}
              </span>
              <button
                type="button"
                className="natural-search__chip-remove"
                aria-label={intl.formatMessage({ id: 'HOME.HERO.REMOVE_CHOICE' }, { name: choice.label })}
                onClick={() => setPicked((current) => ({ ...current, [choice.kind]: undefined }))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
