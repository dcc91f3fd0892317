import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { demoAccounts, useApiServer } from '@tabib/server/testing';

import { ApiError, apiKey } from '../../query/keys';
import { renderHookAs } from '../../../test/reference-server';
import { invalidatedKeys, settledData } from '../../../test/test-provider';
import { rdvsQuery } from '../rdvs/useRdvs';
import { waitlistQuery } from '../waitlist/useWaitlist';
import { useAddRelative } from './useAddRelative';
import { relativesQuery, useRelatives } from './useRelatives';
import { useRemoveRelative } from './useRemoveRelative';
import { useUpdateRelative } from './useUpdateRelative';

// docs/decisions/041-relatives.md: the relatives hooks against the reference server.

const child = {
  firstName: 'Ahmed',
  lastName: 'Ben Ali',
  birthDate: '2019-09-14',
  sexe: 'M',
  relation: 'child',
} as const;

describe('relatives hooks against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  function useRelativesScreen() {
    return {
      list: useRelatives(),
      add: useAddRelative(),
      update: useUpdateRelative(),
      remove: useRemoveRelative(),
    };
  }

  it('adds, changes and removes a relative; the list under [get, /users/me/relatives] follows each change', async () => {
    const { result, queryClient } = await renderHookAs(server(), demoAccounts.patient, useRelativesScreen);
    const before = await settledData({
      get current() {
        return result.current.list;
      },
    });
    expect(
      queryClient.getQueryCache().find({ queryKey: apiKey('get', '/users/me/relatives') }),
    ).toBeDefined();

    const added = await act(() => result.current.add.mutateAsync(child));
    expect(added).toMatchObject({ name: 'Ahmed Ben Ali', relation: 'child' });
    // The list refetched by the invalidation reaches the screen on the next render.
    await waitFor(() =>
      expect(result.current.list.data?.results.map((r) => r._id)).toEqual(
        [...before.results, added].sort((a, b) => a.firstName.localeCompare(b.firstName)).map((r) => r._id),
      ),
    );

    await act(() => result.current.update.mutateAsync({ id: added._id, change: { firstName: 'Ahmad' } }));
    await waitFor(() =>
      expect(result.current.list.data?.results.find((r) => r._id === added._id)?.name).toBe('Ahmad Ben Ali'),
    );

    await act(() => result.current.remove.mutateAsync(added._id));
    await waitFor(() =>
      expect(result.current.list.data?.results.map((r) => r._id)).toEqual(before.results.map((r) => r._id)),
    );
  });

  it('a change invalidates the relatives and the rdvs that name them, and no other query', async () => {
    const { result, queryClient, api } = await renderHookAs(
      server(),
      demoAccounts.patient,
      useUpdateRelative,
    );
    const { data: added } = await api.POST('/users/me/relatives', { body: child });
    const context = { client: api };
    await queryClient.fetchQuery(relativesQuery(context));
    await queryClient.fetchQuery(rdvsQuery(context, {}));
    await queryClient.fetchQuery(waitlistQuery(context));
    await act(() => result.current.mutateAsync({ id: added!._id, change: { lastName: 'Ben Ali Sassi' } }));
    expect(invalidatedKeys(queryClient)).toEqual([
      apiKey('get', '/users/me/relatives'),
      apiKey('get', '/rdvs', { query: {} }),
    ]);
  });

  it('a birth date to come is a 400 ApiError naming the field', async () => {
    const { result } = await renderHookAs(server(), demoAccounts.patient, useAddRelative);
    let error: unknown;
    await act(async () => {
      try {
        await result.current.mutateAsync({ ...child, birthDate: '2999-01-01' });
      } catch (caught) {
        error = caught;
      }
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', details: { field: 'birthDate' } });
  });
});
