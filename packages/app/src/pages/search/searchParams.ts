/**
 * Reading the URL of /search-doctors into its filters (`SearchFilters`, written by `searchHref.ts`), and
 * the API query of those filters.
 */
import {
  AVAILABLE_WITHIN,
  DOCTOR_GENDERS,
  DOCTOR_LANGUAGES,
  SEARCH_SORTS,
  type SearchFilters,
  type SearchSort,
} from './searchHref';

/** The API's limits (spec/openapi.yaml `searchDoctors`): ids are UUIDs, a name is 1–100 characters, page ≤ 100000. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME_MAX_LENGTH = 100;
const QUERY_MAX_LENGTH = 200;
const GOVERNORATE_MAX_LENGTH = 60;
const LAST_PAGE_INDEX = 99_999;

/** Whether a text is an `_id` the API accepts (a UUID); anything else would only earn a 400. */
export const isId = (value: string | null): value is string => value !== null && ID_PATTERN.test(value);

const idOf = (value: string | null) => (isId(value) ? value : undefined);

function textOf(value: string | null, maxLength: number): string | undefined {
  const text = value?.trim().slice(0, maxLength).trim();
  return text ? text : undefined;
}

/** A missing, negative or garbage page is the first page (requirements §5 forces a negative page index to 0). */
function pageOf(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  return Math.min(Number(value), LAST_PAGE_INDEX);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * What the server sorts by when the URL asks for no order (spec/openapi.yaml `searchDoctors` `sort`):
 * the earliest availability for a specialty, else the name (a name searched is ranked by likeness).
 */
export const defaultSortOf = (filters: SearchFilters): SearchSort =>
  filters.specialty && !filters.name ? 'availability' : 'name';

/**
 * Reads the filters of a query string. A parameter the search does not know (e.g. `lng`) is ignored, and
 * a value the API would refuse (an id that is not a UUID, an empty name) counts as no filter, so a
 * hand-edited URL still shows a search rather than an error.
 */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = { cnam: params.get('cnam') === 'true', page: pageOf(params.get('page')) };
  const city = idOf(params.get('city'));
  const specialty = idOf(params.get('specialty'));
  const name = textOf(params.get('name'), NAME_MAX_LENGTH);
  const q = textOf(params.get('q'), QUERY_MAX_LENGTH);
  const governorate = textOf(params.get('governorate'), GOVERNORATE_MAX_LENGTH);
  if (q) filters.q = q;
  if (governorate) filters.governorate = governorate;
  if (city) filters.city = city;
  if (specialty) filters.specialty = specialty;
  if (name) filters.name = name;
  if (params.get('onlinePayment') === 'true') filters.onlinePayment = true;
  const availableWithin = oneOf(AVAILABLE_WITHIN, params.get('availableWithin'));
  if (availableWithin) filters.availableWithin = availableWithin;
  const gender = oneOf(DOCTOR_GENDERS, params.get('gender'));
  if (gender) filters.gender = gender;
  const asked = params.getAll('languages');
  const languages = DOCTOR_LANGUAGES.filter((language) => asked.includes(language));
  if (languages.length > 0) filters.languages = languages;
  const sort = oneOf(SEARCH_SORTS, params.get('sort'));
  if (sort) filters.sort = sort;
  return filters;
}

/** What a new search of the form keeps: the order and the refinements, not the place, specialty or name. */
export function refinementsOf(filters: SearchFilters): Omit<SearchFilters, 'page'> {
  const { cnam, onlinePayment, availableWithin, gender, languages, sort } = filters;
  return { cnam, onlinePayment, availableWithin, gender, languages, sort };
}

/**
 * How many refinements narrow the results (each language counts), shown on the filters' toggle of a
 * phone; the order is not one of them: it hides no doctor.
 */
export function activeRefinementCount(filters: SearchFilters): number {
  const { cnam, onlinePayment, availableWithin, gender, languages = [] } = filters;
  return [cnam, onlinePayment, availableWithin, gender].filter(Boolean).length + languages.length;
}

/**
 * The API's query for these filters: its `page` is 1-based. A city is searched as such; the
 * governorate only when there is no city, or for the wider search (`wider`) when the city has nobody.
 */
export function searchQueryOf(filters: SearchFilters, limit: number, wider = false) {
  const place =
    filters.city && !wider
      ? { city: filters.city }
      : filters.governorate
        ? { governorate: filters.governorate }
        : {};
  return {
    ...place,
    ...(filters.specialty ? { specialty: filters.specialty } : {}),
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.cnam ? { cnam: true } : {}),
    ...(filters.onlinePayment ? { onlinePayment: true } : {}),
    ...(filters.availableWithin ? { availableWithin: filters.availableWithin } : {}),
    ...(filters.gender ? { gender: filters.gender } : {}),
    ...(filters.languages?.length ? { languages: filters.languages } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    page: filters.page + 1,
    limit,
  };
}
