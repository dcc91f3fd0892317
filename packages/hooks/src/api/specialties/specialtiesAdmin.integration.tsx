import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiServer, demoAccounts } from '@tabib/server/testing';

import { auditLogQuery } from '../admin/useAuditLog';
import { articlesQuery } from '../articles/useArticles';
import { renderHookAs, testProviderAs } from '../../../test/reference-server';
import { invalidatedKeys } from '../../../test/test-provider';
import { publicSpecialtiesQuery } from './usePublicSpecialties';
import { specialtiesQuery } from './useSpecialties';
import { useCreateSpecialty } from './useCreateSpecialty';
import { useUpdateSpecialty } from './useUpdateSpecialty';

const APP_LIST_KEY = ['get', '/doctorSpecialties', { query: { limit: 200, page: 1, sortBy: 'name:asc' } }];
const PUBLIC_LIST_KEY = ['get', '/doctorSpecialties', { query: { sortBy: 'freq:desc', limit: 6 } }];

describe('the back office’s specialty writes against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  /** An admin's provider with the two specialty lists, the audit log and an unrelated list cached. */
  async function adminWithCachedLists() {
    const provider = await testProviderAs(server(), demoAccounts.admin);
    const context = { client: provider.api };
    await provider.queryClient.fetchQuery(specialtiesQuery(context));
    await provider.queryClient.fetchQuery(publicSpecialtiesQuery(context, 6));
    await provider.queryClient.fetchQuery(auditLogQuery(context, {}));
    await provider.queryClient.fetchQuery(articlesQuery(context, {}));
    return provider;
  }

  describe('POST /doctorSpecialties', () => {
    it('adds the specialty and marks exactly the specialty lists and the audit log stale', async () => {
      const { wrapper, queryClient } = await adminWithCachedLists();
      const { result } = renderHook(() => useCreateSpecialty(), { wrapper });

      const specialty = await act(() =>
        result.current.mutateAsync({
          names: { fr: 'Médecine hyperbare', en: 'Hyperbaric medicine', ar: 'طب الضغط العالي' },
          freq: 7,
        }),
      );

      expect(specialty).toMatchObject({
        name: 'Médecine hyperbare',
        names: { fr: 'Médecine hyperbare', en: 'Hyperbaric medicine', ar: 'طب الضغط العالي' },
        freq: 7,
      });
      expect(invalidatedKeys(queryClient)).toEqual(
        expect.arrayContaining([APP_LIST_KEY, PUBLIC_LIST_KEY, ['get', '/admin/audit', { query: {} }]]),
      );
      expect(invalidatedKeys(queryClient)).toHaveLength(3);
    });

    it('refuses a French name already taken with 409 ALREADY_EXISTS', async () => {
      const { result } = await renderHookAs(server(), demoAccounts.admin, () => useCreateSpecialty());
      const names = { fr: 'Allergologie du voyage', en: 'Travel allergy', ar: 'حساسية السفر' };
      await act(() => result.current.mutateAsync({ names, freq: 0 }));

      await expect(act(() => result.current.mutateAsync({ names, freq: 0 }))).rejects.toMatchObject({
        name: 'ApiError',
        status: 409,
        code: 'ALREADY_EXISTS',
      });
    });

    it('refuses a patient with 403', async () => {
      const { result } = await renderHookAs(server(), demoAccounts.patient, () => useCreateSpecialty());

      await expect(
        act(() =>
          result.current.mutateAsync({
            names: { fr: 'Phlébologie', en: 'Phlebology', ar: 'طب الأوردة' },
            freq: 0,
          }),
        ),
      ).rejects.toMatchObject({ status: 403 });
    });
  });

  describe('PUT /doctorSpecialties/{id}', () => {
    it('renames the specialty, changes its frequency and marks the specialty lists and the audit log stale', async () => {
      const { api, wrapper, queryClient } = await adminWithCachedLists();
      const created = await api.POST('/doctorSpecialties', {
        body: {
          names: { fr: 'Médecine tropicale', en: 'Tropical medicine', ar: 'طب المناطق الحارة' },
          freq: 0,
        },
      });
      const id = created.data!._id;
      const { result } = renderHook(() => useUpdateSpecialty(), { wrapper });

      const specialty = await act(() =>
        result.current.mutateAsync({ id, changes: { names: { en: 'Travel medicine' }, freq: 12 } }),
      );

      expect(specialty).toMatchObject({
        _id: id,
        name: 'Médecine tropicale',
        names: { fr: 'Médecine tropicale', en: 'Travel medicine', ar: 'طب المناطق الحارة' },
        freq: 12,
      });
      expect(invalidatedKeys(queryClient)).toEqual(
        expect.arrayContaining([APP_LIST_KEY, PUBLIC_LIST_KEY, ['get', '/admin/audit', { query: {} }]]),
      );
      expect(invalidatedKeys(queryClient)).toHaveLength(3);
    });
  });
});
