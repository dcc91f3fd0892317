import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useApiServer } from '@tabib/server/testing';

import { useDoctorSearch } from '../doctors/useDoctorSearch';
import { renderHookAs } from '../../../test/reference-server';
import { settledData } from '../../../test/test-provider';
import { useSearchSuggestions } from './useSearchSuggestions';

// docs/decisions/036-search-results.md: the search box's suggestions and the results' sorts and strip.
describe('search against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  it('suggests specialties, places and doctors for a text, keyed by what was asked', async () => {
    const { result, queryClient } = await renderHookAs(server(), 'guest', () =>
      useSearchSuggestions({ q: 'cardiologue Sou', lang: 'en' }),
    );
    const suggestions = await settledData(result);
    expect(suggestions.q).toBe('cardiologue Sou');
    expect(suggestions.places[0]).toMatchObject({ kind: 'city', name: 'Sousse', text: 'Sou' });
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'get',
      '/search/suggestions',
      { query: { q: 'cardiologue Sou', lang: 'en' } },
    ]);
  });

  it('stays idle while the text is blank', async () => {
    const { result, queryClient } = await renderHookAs(server(), 'guest', () =>
      useSearchSuggestions({ q: '   ' }),
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(queryClient.getQueryCache().getAll()[0]!.state.dataUpdateCount).toBe(0);
  });

  it('keeps the last suggestions shown while the next text’s load', async () => {
    let q = 'Sousse';
    const { result, rerender } = await renderHookAs(server(), 'guest', () => useSearchSuggestions({ q }));
    const first = await settledData(result);
    q = 'Sousse ca';
    rerender();
    expect(result.current.data).toBe(first);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.q).toBe('Sousse ca'), { timeout: 15_000 });
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('lists doctors free within three days by fee, each with five days of slots', async () => {
    const { result } = await renderHookAs(server(), 'guest', () =>
      useDoctorSearch({ availableWithin: '3days', sort: 'fee', limit: 10 }),
    );
    const page = await settledData(result);
    expect(page.results).toHaveLength(10);
    const fees = page.results.map((doctor) => doctor.fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    for (const doctor of page.results) {
      expect(doctor.availability).toHaveLength(5);
      expect(doctor.availability!.slice(0, 3).some((day) => day.count > 0)).toBe(true);
    }
  });
});
