import { describe, expect, it } from 'vitest';

import { searchHref, toSearchParams, type SearchFilters } from './searchHref';
import {
  activeRefinementCount,
  defaultSortOf,
  parseSearchParams,
  refinementsOf,
  searchQueryOf,
} from './searchParams';

const CITY = '0193514d-5568-77e5-b315-7ef3c3ff965c';
const SPECIALTY = '0193514d-5568-7221-a47c-820e9f1cbc68';
const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('page index (requirements §2: the search opens with page index 0)', () => {
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

describe('sort and refinements (spec/openapi.yaml searchDoctors)', () => {
  it('reads sort, availability, online payment, gender and languages', () => {
    expect(
      parse('sort=fee&availableWithin=3days&onlinePayment=true&gender=F&languages=ar&languages=fr&page=1'),
    ).toEqual({
      cnam: false,
      onlinePayment: true,
      availableWithin: '3days',
      gender: 'F',
      languages: ['fr', 'ar'],
      sort: 'fee',
      page: 1,
    });
  });

  it.each([
    'sort=price',
    'sort=FEE',
    'sort=',
    'availableWithin=week',
    'availableWithin=3',
    'onlinePayment=1',
    'onlinePayment=yes',
    'gender=X',
    'gender=f',
    'languages=de',
    'languages=',
    'languages=fr,ar',
  ])('drops the value the API would refuse: %s', (query) => {
    expect(parse(query)).toEqual({ cnam: false, page: 0 });
  });

  it('keeps the known languages of a list, once each, in the order fr, en, ar', () => {
    expect(parse('languages=ar&languages=xx&languages=ar&languages=en').languages).toEqual(['en', 'ar']);
  });

  it('does not throw on a long, hostile or malformed query', () => {
    expect(parse(`sort=${'%'.repeat(5000)}&languages=${'<script>'.repeat(200)}&gender=%00`)).toEqual({
      cnam: false,
      page: 0,
    });
  });
});

describe('defaultSortOf (the server sorts by availability for a specialty, else by name)', () => {
  it('is availability with a specialty and no name', () => {
    expect(defaultSortOf({ specialty: SPECIALTY, cnam: false, page: 0 })).toBe('availability');
  });

  it('is name without a specialty, or when a name is searched', () => {
    expect(defaultSortOf({ cnam: false, page: 0 })).toBe('name');
    expect(defaultSortOf({ specialty: SPECIALTY, name: 'Abid', cnam: false, page: 0 })).toBe('name');
  });
});

describe('refinementsOf (a new search from the form keeps the order and the refinements)', () => {
  it('keeps cnam, online payment, availability, gender, languages and sort, and nothing else', () => {
    const filters: SearchFilters = {
      q: 'cardio',
      city: CITY,
      governorate: 'Tunis',
      specialty: SPECIALTY,
      name: 'Abid',
      cnam: true,
      onlinePayment: true,
      availableWithin: 'today',
      gender: 'M',
      languages: ['en'],
      sort: 'fee',
      page: 4,
    };
    expect(toSearchParams({ ...refinementsOf(filters), page: 0 }).toString()).toBe(
      'cnam=true&onlinePayment=true&availableWithin=today&gender=M&languages=en&sort=fee&page=0',
    );
  });
});

describe('activeRefinementCount (the number on the filters toggle of a phone)', () => {
  it('is 0 for a search without refinements, whatever its order, place, specialty or name', () => {
    expect(activeRefinementCount(parse(`city=${CITY}&specialty=${SPECIALTY}&name=Ben&sort=fee&page=1`))).toBe(
      0,
    );
  });

  it('counts availability, gender, online payment, CNAM and each language', () => {
    expect(
      activeRefinementCount(
        parse('availableWithin=today&gender=F&onlinePayment=true&cnam=true&languages=fr&languages=ar'),
      ),
    ).toBe(6);
    expect(activeRefinementCount(parse('languages=en'))).toBe(1);
    expect(activeRefinementCount(parse('cnam=false&onlinePayment=false'))).toBe(0);
  });
});

describe('toSearchParams', () => {
  it('always writes the page and only the filters that are set', () => {
    expect(toSearchParams({ cnam: false, page: 0 }).toString()).toBe('page=0');
    expect(toSearchParams({ specialty: SPECIALTY, cnam: true, page: 1 }).toString()).toBe(
      `specialty=${SPECIALTY}&cnam=true&page=1`,
    );
  });

  it('writes each language as its own parameter, as the API reads them', () => {
    expect(
      toSearchParams({ cnam: false, languages: ['fr', 'ar'], sort: 'fee', gender: 'F', page: 0 }).toString(),
    ).toBe('gender=F&languages=fr&languages=ar&sort=fee&page=0');
  });

  it.each<SearchFilters>([
    { cnam: false, page: 0 },
    { city: CITY, cnam: false, page: 4 },
    { city: CITY, specialty: SPECIALTY, name: 'Dr Rim Ben Ali & fils', cnam: true, page: 12 },
    { specialty: SPECIALTY, cnam: false, sort: 'fee', onlinePayment: true, page: 0 },
    {
      city: CITY,
      governorate: 'Tunis',
      cnam: true,
      onlinePayment: true,
      availableWithin: 'today',
      gender: 'M',
      languages: ['fr', 'en', 'ar'],
      sort: 'availability',
      page: 3,
    },
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

  it('passes the sort and the refinements through', () => {
    expect(
      searchQueryOf(
        {
          specialty: SPECIALTY,
          cnam: false,
          onlinePayment: true,
          availableWithin: '3days',
          gender: 'F',
          languages: ['ar'],
          sort: 'fee',
          page: 0,
        },
        10,
      ),
    ).toEqual({
      specialty: SPECIALTY,
      onlinePayment: true,
      availableWithin: '3days',
      gender: 'F',
      languages: ['ar'],
      sort: 'fee',
      page: 1,
      limit: 10,
    });
  });
});
