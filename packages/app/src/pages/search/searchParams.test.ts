import { describe, expect, it } from 'vitest';

import {
  parseSearchParams,
  searchHref,
  searchQueryOf,
  toSearchParams,
  type SearchFilters,
} from './searchParams';

const CITY = '0193514d-5568-77e5-b315-7ef3c3ff965c';
const SPECIALTY = '0193514d-5568-7221-a47c-820e9f1cbc68';
const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('page index (spec §2: the search opens with page index 0)', () => {
  it('is 0 when the URL has no page', () => {
    expect(parse('')).toEqual({ cnam: false, page: 0 });
  });

  it('reads a 0-based page as written', () => {
    expect(parse('page=0').page).toBe(0);
    expect(parse('page=3').page).toBe(3);
  });

  it.each(['-1', '-20', 'abc', '2.5', '', '1e3', ' 2'])('is 0 for page=%j', (page) => {
    expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(0);
  });

  it('stays within the API page range', () => {
    expect(parse('page=99999999999999999999').page).toBe(99_999);
  });
});

describe('filters', () => {
  it('reads city, specialty, name and cnam', () => {
    expect(parse(`city=${CITY}&specialty=${SPECIALTY}&name=Ben%20Ali&cnam=true&page=2`)).toEqual({
      city: CITY,
      specialty: SPECIALTY,
      name: 'Ben Ali',
      cnam: true,
      page: 2,
    });
  });

  it('ignores unknown parameters such as lng', () => {
    expect(parse(`lng=ar&foo=bar&city=${CITY}`)).toEqual({ city: CITY, cnam: false, page: 0 });
  });

  it('drops ids that are not ids, blank names and a cnam other than true', () => {
    expect(parse('city=sousse&specialty=1%27%20OR%201&name=%20%20&cnam=1')).toEqual({ cnam: false, page: 0 });
  });

  it('trims the name and cuts it at the API limit of 100 characters', () => {
    expect(parse('name=%20Amel%20').name).toBe('Amel');
    expect(parse(`name=${'a'.repeat(150)}`).name).toHaveLength(100);
  });
});

describe('toSearchParams', () => {
  it('always writes the page and only the filters that are set', () => {
    expect(toSearchParams({ cnam: false, page: 0 }).toString()).toBe('page=0');
    expect(toSearchParams({ specialty: SPECIALTY, cnam: true, page: 1 }).toString()).toBe(
      `specialty=${SPECIALTY}&cnam=true&page=1`,
    );
  });

  it.each<SearchFilters>([
    { cnam: false, page: 0 },
    { city: CITY, cnam: false, page: 4 },
    { city: CITY, specialty: SPECIALTY, name: 'Dr Rim Ben Ali & fils', cnam: true, page: 12 },
  ])('round-trips %j', (filters) => {
    expect(parseSearchParams(toSearchParams(filters))).toEqual(filters);
  });
});

describe('searchHref', () => {
  it('opens the search on page index 0', () => {
    expect(searchHref()).toBe('/search-doctors?page=0');
    expect(searchHref({ specialty: SPECIALTY })).toBe(`/search-doctors?specialty=${SPECIALTY}&page=0`);
  });
});

describe('searchQueryOf', () => {
  it('asks the API for the 1-based page after the URL page index', () => {
    expect(searchQueryOf({ cnam: false, page: 0 }, 10)).toEqual({ page: 1, limit: 10 });
    expect(searchQueryOf({ city: CITY, name: 'Abid', cnam: true, page: 2 }, 10)).toEqual({
      city: CITY,
      name: 'Abid',
      cnam: true,
      page: 3,
      limit: 10,
    });
  });
});
