/**
 * The filters of /search-doctors as they live in the URL query (requirements §2), so back/forward, reload and
 * shared links all show the same search. Pure: no router, no React. This module only writes them: the
 * home page links to the search with it, and reading them (`searchParams.ts`) stays out of home's JS.
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
  /** Only doctors who accept online payment. */
  onlinePayment?: true;
  /** Only doctors free today, or within three days (today and the next two). */
  availableWithin?: AvailableWithin;
  /** The doctor's gender (`sexe`). */
  gender?: DoctorGender;
  /** Only doctors who speak every one of these, in the order of `DOCTOR_LANGUAGES`. */
  languages?: DoctorLanguage[];
  /** The order asked for; without it, the server's default (`defaultSortOf`). */
  sort?: SearchSort;
  /** 0-based page index (requirements §2: the footer link opens the search with page index 0). */
  page: number;
}

export const SEARCH_PATH = '/search-doctors';

/** The values spec/openapi.yaml `searchDoctors` accepts, in the order the controls list them. */
export const SEARCH_SORTS = ['availability', 'fee', 'name'] as const;
export const AVAILABLE_WITHIN = ['today', '3days'] as const;
export const DOCTOR_GENDERS = ['F', 'M'] as const;
export const DOCTOR_LANGUAGES = ['fr', 'en', 'ar'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type AvailableWithin = (typeof AVAILABLE_WITHIN)[number];
export type DoctorGender = (typeof DOCTOR_GENDERS)[number];
export type DoctorLanguage = (typeof DOCTOR_LANGUAGES)[number];

/** The order of the parameters in the URL; `page` comes last. */
const URL_KEYS = [
  'q',
  'city',
  'governorate',
  'specialty',
  'name',
  'cnam',
  'onlinePayment',
  'availableWithin',
  'gender',
  'languages',
  'sort',
] as const satisfies readonly (keyof SearchFilters)[];

/**
 * Writes the filters as a query string; `page` is always written, the other filters only when set, each
 * language as its own parameter (`languages=fr&languages=ar`, as the API reads them).
 */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    for (const value of [filters[key]].flat()) if (value) params.append(key, String(value));
  }
  params.set('page', String(filters.page));
  return params;
}

/** The URL of a search, e.g. `/search-doctors?specialty=<id>&page=0` for a specialty of the home page. */
export function searchHref(filters: Partial<SearchFilters> = {}): string {
  return `${SEARCH_PATH}?${toSearchParams({ cnam: false, page: 0, ...filters }).toString()}`;
}
