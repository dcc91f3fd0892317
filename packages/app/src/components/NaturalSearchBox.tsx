import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDoctorSearchBox, useLocale, useLocations, usePublicSpecialties } from '@tabib/hooks';
import type { SearchSuggestion } from '@tabib/ui';

import { specialtyName } from '../i18n/localizedNames';
import { doctorProfileHref } from '../pages/doctor/doctorLinks';
import { buildSuggestions, filtersForSubmit, SUGGESTIONS_PER_KIND } from '../pages/home/homeSuggestions';
import type { SearchFilters } from '../pages/search/searchHref';
import { DoctorSearchField } from './DoctorSearchField';

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
  // Names for the box's chips: the box works without them, and the home page's list says a failed load.
  const specialties = usePublicSpecialties(undefined, { meta: { errorToast: false } });
  const locations = useLocations();
  // One request per pause: the reading of the whole text, the specialties and places it names, and the
  // doctors of those named like what it leaves ("cardiologue ben salah": cardiologists named Ben Salah).
  // Nothing for the text the box starts with: the page shows its results.
  const box = useDoctorSearchBox({ defaultText, limit: SUGGESTIONS_PER_KIND });
  const { text, suggestions: suggested } = box;
  const picked = {
    city: box.refinements.find((refinement) => refinement.kind === 'city'),
    specialty: box.refinements.find((refinement) => refinement.kind === 'specialty'),
  };

  const allSpecialties = specialties.data?.results ?? [];
  const allCities = locations.data?.results ?? [];
  const items = !box.edited
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
      box.refine({
        kind: item.kind,
        id: item.id,
        label: item.label,
        ...(seat && { seatOf: seat.governorate }),
      });
    }
  };

  const chosen = box.refinements;

  return (
    <>
      <DoctorSearchField
        className={className}
        defaultInputValue={defaultText}
        items={items}
        onInputChange={box.setText}
        onSelect={onSelect}
        onSubmit={submit}
        loading={box.loading}
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
                onClick={() => box.removeRefinement(choice.kind)}
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
