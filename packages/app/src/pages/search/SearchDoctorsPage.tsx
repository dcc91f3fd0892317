import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  useDoctorAutocomplete,
  useDoctorSearch,
  useLocale,
  useLocations,
  useSearchQueryReading,
  useSpecialties,
} from '@tabib/hooks';
import { EmptyState, Pagination, type SearchSuggestion } from '@tabib/ui';

import { byShownName, cityName, specialtyName } from '../../i18n/localizedNames';
import { useCatalogNames } from '../../i18n/catalogNames';
import { doctorProfileHref, reservationHref, SLOTS_SECTION_ID } from '../doctor/doctorLinks';
import { searchHref, toSearchParams, type SearchFilters } from './searchHref';
import { parseSearchParams, refinementsOf, searchQueryOf } from './searchParams';
import { DoctorResultCard } from './DoctorResultCard';
import { SearchChips } from './SearchChips';
import { SearchRefinements } from './SearchRefinements';
import { DoctorSearchField } from '../../components/DoctorSearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import './SearchDoctorsPage.css';

const PAGE_SIZE = 10;
const AUTOCOMPLETE_DELAY_MS = 250;
const AUTOCOMPLETE_LIMIT = 5;
/** The API refuses a longer name or keyword (spec/openapi.yaml `searchDoctors`, `autocompleteDoctors`). */
const NAME_MAX_LENGTH = 100;

/**
 * spec §2 `/search-doctors`: doctors by city, specialty and name, sorted and refined (availability, CNAM,
 * online payment, gender, languages), the whole search in the URL.
 */
export default function SearchDoctorsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSearchParams(searchParams), [searchParams]);

  // Synchronously, not in the router's default transition: the controls show the URL's values, and a
  // box ticked on a slow phone would otherwise spring back until the transition committed.
  const apply = (next: SearchFilters) => setSearchParams(toSearchParams(next), { flushSync: true });
  useQueryReading(filters, (next, ignored) =>
    setSearchParams(toSearchParams(next), { replace: true, state: ignored === null ? null : { ignored } }),
  );
  // Kept in the history entry, not the URL: a shared link searches what it says, with nothing left out.
  const { state } = useLocation() as { state: { ignored?: string } | null };

  return (
    <div className="search-page">
      <h1 className="search-page__title">{intl.formatMessage({ id: 'SEARCH.TITLE' })}</h1>
      {state?.ignored ? (
        <p className="search-page__notice" role="status">
          {intl.formatMessage({ id: 'SEARCH.IGNORED_WORDS' }, { words: <bdi>{state.ignored}</bdi> })}
        </p>
      ) : null}
      <SearchForm filters={filters} onApply={apply} />
      <SearchChips filters={filters} onApply={apply} />
      <SearchRefinements filters={filters} onApply={apply} />
      <SearchResults filters={filters} onPageChange={(page) => apply({ ...filters, page })} />
    </div>
  );
}

/**
 * A whole query in the URL (`q`, from the home page's box) is read by the server into specialty, city,
 * governorate, gender and name (docs/decisions/031-natural-search.md); the URL then holds those filters
 * instead, in place (history replaced), so back/forward and shared links show the search itself. Facets
 * already chosen win over what the query says; a failed reading keeps the text as a name. Words the
 * reading left out come with the replacement, for the page to say so.
 */
function useQueryReading(
  filters: SearchFilters,
  replace: (filters: SearchFilters, ignored: string | null) => void,
) {
  const reading = useSearchQueryReading(filters.q ?? '', { enabled: filters.q !== undefined });
  const { data, isError } = reading;
  useEffect(() => {
    if (filters.q === undefined || (!data && !isError)) return;
    const { q, ...rest } = filters;
    const next: SearchFilters = { ...rest, page: 0 };
    if (data) {
      if (!next.specialty && data.specialty) next.specialty = data.specialty;
      if (!next.city && data.city) next.city = data.city;
      if (data.governorate) next.governorate = data.governorate;
      if (!next.gender && data.gender) next.gender = data.gender;
      if (data.name) next.name = data.name;
    } else {
      next.name = q;
    }
    replace(next, data?.ignored ?? null);
  }, [filters, data, isError, replace]);
}

interface Draft {
  city: string;
  specialty: string;
}

const draftOf = (filters: SearchFilters): Draft => ({
  city: filters.city ?? '',
  specialty: filters.specialty ?? '',
});

/**
 * City and specialty beside the name box with its doctor autocomplete; the search runs on
 * "Rechercher". The URL is the truth: when it changes from outside (back/forward, a link), the form
 * shows its filters again.
 */
function SearchForm({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const intl = useIntl();
  const names = useCatalogNames();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const cityId = useId();
  const specialtyId = useId();
  const specialties = useSpecialties();
  const locations = useLocations();

  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [text, setText] = useState(filters.name ?? '');
  // The name box keeps its own text: it is remounted with the URL's name when the URL changes from outside.
  const [nameBoxKey, setNameBoxKey] = useState(0);
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setDraft(draftOf(filters));
    if ((filters.name ?? '') !== text.trim().slice(0, NAME_MAX_LENGTH)) {
      setText(filters.name ?? '');
      setNameBoxKey((key) => key + 1);
    }
  }

  const keyword = useDebouncedValue(text.trim().slice(0, NAME_MAX_LENGTH), AUTOCOMPLETE_DELAY_MS);
  const doctors = useDoctorAutocomplete({ keyword, limit: AUTOCOMPLETE_LIMIT });
  const items: SearchSuggestion[] =
    keyword === text.trim() && keyword !== filters.name
      ? (doctors.data?.results ?? []).map((doctor) => ({
          kind: 'doctor',
          id: doctor._id,
          label: doctor.name,
          description: `${names.specialty(doctor.specialty)} · ${names.city(doctor.city)}`,
        }))
      : [];

  const cities = byShownName(locations.data?.results ?? [], (city) => cityName(city, locale), locale);
  const specialtyList = byShownName(
    specialties.data?.results ?? [],
    (specialty) => specialtyName(specialty, locale),
    locale,
  );

  const submit = (name: string) => {
    const next: SearchFilters = { ...refinementsOf(filters), page: 0 };
    if (draft.city) next.city = draft.city;
    if (draft.specialty) next.specialty = draft.specialty;
    const trimmed = name.trim().slice(0, NAME_MAX_LENGTH);
    if (trimmed) next.name = trimmed;
    onApply(next);
  };

  return (
    <div className="search-form">
      <div className="search-form__filters">
        <div className="search-form__field">
          <label htmlFor={cityId}>{intl.formatMessage({ id: 'SEARCH.FILTERS.CITY' })}</label>
          <select
            id={cityId}
            value={draft.city}
            onChange={(event) => setDraft({ ...draft, city: event.target.value })}
          >
            <option value="">{intl.formatMessage({ id: 'SEARCH.FILTERS.ANY_CITY' })}</option>
            {cities.map((city) => (
              <option key={city._id} value={city._id}>
                {cityName(city, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="search-form__field">
          <label htmlFor={specialtyId}>{intl.formatMessage({ id: 'SEARCH.FILTERS.SPECIALTY' })}</label>
          <select
            id={specialtyId}
            value={draft.specialty}
            onChange={(event) => setDraft({ ...draft, specialty: event.target.value })}
          >
            <option value="">{intl.formatMessage({ id: 'SEARCH.FILTERS.ANY_SPECIALTY' })}</option>
            {specialtyList.map((specialty) => (
              <option key={specialty._id} value={specialty._id}>
                {specialtyName(specialty, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DoctorSearchField
        key={nameBoxKey}
        className="search-form__name"
        defaultInputValue={filters.name ?? ''}
        items={items}
        onInputChange={setText}
        onSelect={(item) => void navigate(doctorProfileHref(item.id))}
        onSubmit={submit}
        loading={doctors.isFetching}
        labels={{
          label: intl.formatMessage({ id: 'SEARCH.FILTERS.NAME' }),
          placeholder: intl.formatMessage({ id: 'SEARCH.FILTERS.NAME_PLACEHOLDER' }),
          submit: intl.formatMessage({ id: 'SEARCH.SUBMIT' }),
        }}
      />
    </div>
  );
}

function SearchResults({
  filters,
  onPageChange,
}: {
  filters: SearchFilters;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // While a whole query is being read, nothing is searched yet.
  const cityResults = useDoctorSearch(searchQueryOf(filters, PAGE_SIZE), {
    enabled: filters.q === undefined,
  });
  // A city with nobody of that specialty: its governorate's doctors, said so above the list.
  const widened =
    filters.q === undefined &&
    Boolean(filters.city && filters.governorate) &&
    cityResults.data?.totalResults === 0;
  const governorateResults = useDoctorSearch(searchQueryOf(filters, PAGE_SIZE, true), { enabled: widened });
  const search = widened ? governorateResults : cityResults;
  const doctors = search.data?.results ?? [];
  const total = search.data?.totalResults ?? 0;

  const status = search.isPending
    ? intl.formatMessage({ id: 'SEARCH.RESULTS.LOADING' })
    : search.isError
      ? ''
      : intl.formatMessage({ id: 'SEARCH.RESULTS.COUNT' }, { count: total });

  const changePage = (page: number) => {
    onPageChange(page);
    titleRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="search-results" aria-labelledby={titleId} aria-busy={search.isFetching}>
      <div className="search-results__header">
        <h2 id={titleId} ref={titleRef} className="search-results__title">
          {intl.formatMessage({ id: 'SEARCH.RESULTS.TITLE' })}
        </h2>
        <p className="search-results__count" role="status">
          {status}
        </p>
      </div>
      {widened && search.data ? (
        <p className="search-results__widened">
          {intl.formatMessage(
            { id: 'SEARCH.RESULTS.WIDENED' },
            { governorate: <bdi key="governorate">{filters.governorate}</bdi> },
          )}
        </p>
      ) : null}
      {search.isError ? (
        <p className="search-results__error" role="alert">
          {intl.formatMessage(
            { id: 'ERRORS.LOAD_FAILED' },
            { item: intl.formatMessage({ id: 'SEARCH.RESULTS.ITEM' }) },
          )}
        </p>
      ) : null}
      {search.isSuccess && doctors.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage({ id: 'INFO.NO_RESULTS' })}
          action={
            <Link to={searchHref()} className="search-results__reset">
              {intl.formatMessage({ id: 'SEARCH.RESULTS.RESET' })}
            </Link>
          }
        />
      ) : null}
      {doctors.length > 0 ? (
        <ul className="search-results__list">
          {doctors.map((doctor) => (
            <li key={doctor._id}>
              <DoctorResultCard
                doctor={doctor}
                nextSlots={doctor.nextSlots}
                availability={doctor.availability}
                slotHref={(slot) => reservationHref(doctor._id, slot)}
                moreSlotsHref={`${doctorProfileHref(doctor._id)}#${SLOTS_SECTION_ID}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {search.data ? (
        <Pagination
          className="search-results__pagination"
          page={filters.page}
          totalDocs={total}
          limit={PAGE_SIZE}
          onPageChange={changePage}
        />
      ) : null}
    </section>
  );
}
