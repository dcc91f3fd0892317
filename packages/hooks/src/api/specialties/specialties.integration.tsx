import { describe, expect, it } from 'vitest';
import { useApiServer, seededSpecialties } from '@tabib/server/testing';

import { renderHookAs } from '../../../test/reference-server';
import { settledData } from '../../../test/test-provider';
import { publicSpecialtiesParams, usePublicSpecialties } from './usePublicSpecialties';
import { useSpecialties } from './useSpecialties';

describe('specialties against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  describe('requirements §7: the app list is limit=200&page=1&sortBy=name:asc', () => {
    it('keys the query by those params and gets every specialty by name', async () => {
      const { result, queryClient } = await renderHookAs(server(), 'guest', () => useSpecialties());
      const page = await settledData(result);

      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ).toEqual([['get', '/doctorSpecialties', { query: { limit: 200, page: 1, sortBy: 'name:asc' } }]]);
      expect(page).toMatchObject({ page: 1, limit: 200, totalResults: seededSpecialties.length });
      // The order within `name:asc` is the database's collation; every seeded specialty is on the one page.
      expect(page.results.map((specialty) => specialty.name).sort()).toEqual(
        seededSpecialties.map((specialty) => specialty.fr).sort(),
      );
    });
  });

  describe('requirements §7: the public list is sortBy=freq:desc with a limit only when positive', () => {
    it('sends a positive limit', () => {
      expect(publicSpecialtiesParams(6)).toEqual({ sortBy: 'freq:desc', limit: 6 });
    });

    it.each([0, -3, undefined])('leaves out the limit %s', (limit) => {
      expect(publicSpecialtiesParams(limit)).toEqual({ sortBy: 'freq:desc' });
    });

    it('gets the 6 most looked-for specialties, most frequent first', async () => {
      const { result, queryClient } = await renderHookAs(server(), 'guest', () => usePublicSpecialties(6));
      const page = await settledData(result);

      const expected = [...seededSpecialties].sort((a, b) => b.freq - a.freq).slice(0, 6);
      expect(page.results.map((specialty) => specialty.name)).toEqual(
        expected.map((specialty) => specialty.fr),
      );
      expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
        'get',
        '/doctorSpecialties',
        { query: { sortBy: 'freq:desc', limit: 6 } },
      ]);
    });

    it('without a positive limit gets the server default page of 50, by frequency', async () => {
      const { result } = await renderHookAs(server(), 'guest', () => usePublicSpecialties(0));
      const page = await settledData(result);

      expect(page.limit).toBe(50);
      expect(page.results.map((specialty) => specialty.freq)).toEqual(
        [...page.results.map((specialty) => specialty.freq)].sort((a, b) => b - a),
      );
    });
  });
});
