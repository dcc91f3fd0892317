/**
 * The filters of /search-doctors as they live in the URL query (spec §2), so back/forward, reload and
 * shared links all show the same search. Pure: no router, no React.
 */
export interface SearchFilters {
  /** A patient's whole query, before the server reads it into the filters below (`GET /search/query`). */
  q?: string;
  /** Location `_id`. */
  city?: string;
  /** The governorate of the place asked for: where to look when the city has nobody. */
  governorate?: string;
  /** Specialty `_id`. */
  specialty?: string;
  /** Part of the doctor's name. */
  name?: string;
  /** Only doctors under the CNAM convention. */
  cnam: boolean;
  /** 0-based page index (spec §2: the footer link opens the search with page index 0). */
  page: number;
}

export const SEARCH_PATH = '/search-doctors';

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

/** A missing, negative or garbage page is the first page (spec §5 forces a negative page index to 0). */
function pageOf(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  return Math.min(Number(value), LAST_PAGE_INDEX);
}

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
  return filters;
}

/** Writes the filters as a query string; `page` is always written, the other filters only when set. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('city', filters.city);
  if (filters.governorate) params.set('governorate', filters.governorate);
  if (filters.specialty) params.set('specialty', filters.specialty);
  if (filters.name) params.set('name', filters.name);
  if (filters.cnam) params.set('cnam', 'true');
  params.set('page', String(filters.page));
  return params;
}

/** The URL of a search, e.g. `/search-doctors?specialty=<id>&page=0` for a specialty of the home page. */
export function searchHref(filters: Partial<SearchFilters> = {}): string {
  return `${SEARCH_PATH}?${toSearchParams({ cnam: false, page: 0, ...filters }).toString()}`;
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
    page: filters.page + 1,
    limit,
  };
}
