import { useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  useDoctorSearch,
  useLocale,
  useLocations,
  useNearbyGovernorates,
  useSearchQueryReading,
  useSpecialties,
} from '@tabib/hooks';
import { EmptyState, Pagination } from '@tabib/ui';

import { byShownName, cityName, specialtyName } from '../../i18n/localizedNames';
import { reservationHref, doctorProfileHref, SLOTS_SECTION_ID } from '../doctor/doctorLinks';
import { searchHref, toSearchParams, type SearchFilters } from './searchHref';
import { parseSearchParams, refinementsOf, searchQueryOf } from './searchParams';
import { DoctorResultCard } from './DoctorResultCard';
import { SearchChips } from './SearchChips';
import { SearchRefinements } from './SearchRefinements';
import { NaturalSearchBox } from '../../components/NaturalSearchBox';
import './SearchDoctorsPage.css';

const PAGE_SIZE = 10;

/**
 * requirements §2 `/search-doctors`: doctors by city, specialty and name, sorted and refined (availability, CNAM,
 * online payment, gender, languages), the whole search in the URL.
 */
export default function SearchDoctorsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const { searched, ignored } = useReadFilters(filters);

  // Synchronously, not in the router's default transition: the controls show the URL's values, and a
  // box ticked on a slow phone would otherwise spring back until the transition committed.
  const apply = (next: SearchFilters) =>
    setSearchParams(toSearchParams(keepingQuery(filters, searched, next)), { flushSync: true });

  return (
    <div className="search-page">
      <h1 className="search-page__title">{intl.formatMessage({ id: 'SEARCH.TITLE' })}</h1>
      <SearchForm filters={searched ?? filters} query={filters.q} onApply={apply} />
      {ignored ? (
        <p className="search-page__notice" role="status">
          {intl.formatMessage({ id: 'SEARCH.IGNORED_WORDS' }, { words: <bdi>{ignored}</bdi> })}
        </p>
      ) : null}
      {searched ? (
        <>
          <SearchChips filters={searched} onApply={apply} />
          <SearchRefinements filters={searched} onApply={apply} />
        </>
      ) : null}
      <SearchResults filters={searched} onPageChange={(page) => apply({ ...(searched ?? filters), page })} />
    </div>
  );
}

/**
 * The search a URL stands for. A whole query (`q`: a shared link, a bookmark, the search box) is read
 * by the server into specialty, place, gender and name (docs/decisions/031-natural-search.md) and stays
 * in the URL as typed, so a reload or a shared link searches it again — on the server too, which renders
 * the reading and then the results (docs/decisions/050-search-links-nearby.md). Facets already in the
 * URL win over what the query says; a failed reading searches the text as a name. Undefined while the
 * query is being read; `ignored`: the words the reading left out, for the page to say so.
 */
function useReadFilters(filters: SearchFilters): { searched?: SearchFilters; ignored: string | null } {
  const { q } = filters;
  const { data, isError } = useSearchQueryReading(q ?? '', {
    enabled: q !== undefined,
    // Without the reading, the text is searched as a name: still an answer, nothing to report.
    meta: { errorToast: false },
  });
  return useMemo(() => {
    if (q === undefined) return { searched: filters, ignored: null };
    const { q: _, ...rest } = filters;
    if (isError) return { searched: { ...rest, name: rest.name ?? q }, ignored: null };
    if (!data) return { ignored: null };
    const searched: SearchFilters = { ...rest };
    if (!searched.specialty && data.specialty) searched.specialty = data.specialty;
    if (!searched.city && data.city) searched.city = data.city;
    if (data.governorate) searched.governorate = data.governorate;
    if (!searched.gender && data.gender) searched.gender = data.gender;
    if (data.name) searched.name = data.name;
    return { searched, ignored: data.ignored };
  }, [filters, q, data, isError]);
}

const FACETS = ['specialty', 'city', 'governorate', 'name'] as const;

/**
 * The URL of a change made on the page: a refinement, an order or a page keeps the patient's query in
 * the URL (it still says what is searched); a facet changed (a chip removed, a city chosen) replaces it
 * with the facets themselves.
 */
function keepingQuery(
  filters: SearchFilters,
  searched: SearchFilters | undefined,
  next: SearchFilters,
): SearchFilters {
  if (filters.q === undefined || !searched || FACETS.some((facet) => next[facet] !== searched[facet])) {
    return next;
  }
  const kept: SearchFilters = { ...next, q: filters.q };
  for (const facet of FACETS) {
    if (filters[facet] === undefined) delete kept[facet];
    else kept[facet] = filters[facet];
  }
  return kept;
}

/**
 * The text a search box shows for a search: the query itself, or the names of the facets chosen
 * ("Cardiologie Sousse"), which the box reads back into the same search.
 */
function searchTextOf(filters: SearchFilters, query: string | undefined, names: CatalogNames): string {
  if (query !== undefined) return query;
  return [
    filters.specialty && names.specialty(filters.specialty),
    filters.city ? names.cityById(filters.city) : filters.governorate,
    filters.name,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The natural search box above the results, keeping the query, and city and specialty lists beside it,
 * each applied as chosen. The URL is the truth: when it changes, the controls show its search again.
 */
function SearchForm({
  filters,
  query,
  onApply,
}: {
  filters: SearchFilters;
  query: string | undefined;
  onApply: (filters: SearchFilters) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const cityId = useId();
  const specialtyId = useId();
  const specialties = useSpecialties();
  const locations = useLocations();
  const names: CatalogNames = {
    specialty: (id) => {
      const specialty = specialties.data?.results.find((candidate) => candidate._id === id);
      return specialty ? specialtyName(specialty, locale) : '';
    },
    cityById: (id) => {
      const city = locations.data?.results.find((candidate) => candidate._id === id);
      return city ? cityName(city, locale) : '';
    },
  };
  const text = searchTextOf(filters, query, names);

  const cities = byShownName(locations.data?.results ?? [], (city) => cityName(city, locale), locale);
  const specialtyList = byShownName(
    specialties.data?.results ?? [],
    (specialty) => specialtyName(specialty, locale),
    locale,
  );
  const refined = { ...refinementsOf(filters), page: 0 };
  const facets = ({ specialty, city, governorate, name }: SearchFilters) => ({
    specialty,
    city,
    governorate,
    name,
  });

  return (
    <div className="search-form">
      {/* Remounted with the search's text when the URL changes (a link, back/forward, a chip removed). */}
      <NaturalSearchBox
        key={text}
        className="search-form__query"
        defaultText={text}
        onSearch={(searched) => onApply({ ...refined, ...searched })}
      />
      <div className="search-form__filters">
        <div className="search-form__field">
          <label htmlFor={cityId}>{intl.formatMessage({ id: 'SEARCH.FILTERS.CITY' })}</label>
          <select
            id={cityId}
            value={filters.city ?? ''}
            onChange={(event) => {
              const { city: _, governorate: __, ...rest } = facets(filters);
              onApply({ ...refined, ...rest, ...(event.target.value && { city: event.target.value }) });
            }}
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
            value={filters.specialty ?? ''}
            onChange={(event) => {
              const { specialty: _, ...rest } = facets(filters);
              onApply({ ...refined, ...rest, ...(event.target.value && { specialty: event.target.value }) });
            }}
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
    </div>
  );
}

interface CatalogNames {
  specialty: (id: string) => string;
  cityById: (id: string) => string;
}

function SearchResults({
  filters,
  onPageChange,
}: {
  /** Undefined while a whole query is being read: nothing is searched yet. */
  filters: SearchFilters | undefined;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const asked = filters ?? { cnam: false, page: 0 };
  const cityResults = useDoctorSearch(searchQueryOf(asked, PAGE_SIZE), {
    enabled: filters !== undefined,
    // The results' place says a failed search (search.isError below), whichever of the three it is.
    meta: { errorToast: false },
  });
  const empty = (search: typeof cityResults) => search.data?.totalResults === 0;
  // A city with nobody of that specialty: its governorate's doctors, said so above the list.
  const widened = Boolean(asked.city && asked.governorate) && empty(cityResults);
  const governorateResults = useDoctorSearch(searchQueryOf(asked, PAGE_SIZE, true), {
    enabled: widened,
    meta: { errorToast: false },
  });
  // A governorate with nobody of that specialty: the nearest governorates that have some, and the
  // doctors of the nearest, said so with their distances.
  const emptyHere = widened ? empty(governorateResults) : !asked.city && empty(cityResults);
  const nearbyAsked = Boolean(emptyHere && asked.specialty && asked.governorate);
  const nearby = useNearbyGovernorates(
    { specialty: asked.specialty ?? '', governorate: asked.governorate ?? '', lang: locale },
    { enabled: nearbyAsked },
  );
  const nearest = nearbyAsked ? nearby.data?.nearest[0] : undefined;
  const nearestResults = useDoctorSearch(
    searchQueryOf({ ...asked, city: undefined, governorate: nearest?.governorate }, PAGE_SIZE, true),
    { enabled: nearest !== undefined, meta: { errorToast: false } },
  );
  const search = nearest ? nearestResults : widened ? governorateResults : cityResults;
  const doctors = search.data?.results ?? [];
  const total = search.data?.totalResults ?? 0;

  const status =
    filters === undefined || search.isPending || (nearbyAsked && nearby.isPending)
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
      {nearest && nearby.data ? (
        <p className="search-results__widened">
          {intl.formatMessage(
            { id: 'SEARCH.RESULTS.NEARBY' },
            {
              governorate: <bdi key="governorate">{nearby.data.name ?? nearby.data.governorate}</bdi>,
              nearest: intl.formatList(
                nearby.data.nearest.map((place) =>
                  intl.formatMessage(
                    { id: 'SEARCH.RESULTS.NEARBY_PLACE' },
                    { name: place.name, distance: place.distanceKm },
                  ),
                ),
              ),
              first: <bdi key="first">{nearest.name}</bdi>,
            },
          )}
        </p>
      ) : widened && search.data ? (
        <p className="search-results__widened">
          {intl.formatMessage(
            { id: 'SEARCH.RESULTS.WIDENED' },
            { governorate: <bdi key="governorate">{asked.governorate}</bdi> },
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
          page={asked.page}
          totalDocs={total}
          limit={PAGE_SIZE}
          onPageChange={changePage}
        />
      ) : null}
    </section>
  );
}
