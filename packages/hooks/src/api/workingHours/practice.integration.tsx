import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiServer, seededArticles, demoAccounts } from '@tabib/server/testing';

import { useLandingArticles } from '../articles/useLandingArticles';
import { doctorProfileQuery } from '../doctors/useDoctorProfile';
import { doctorSearchQuery } from '../doctors/useDoctorSearch';
import { doctorSlotsQuery } from '../doctors/useDoctorSlots';
import { useCreateService } from '../services/useCreateService';
import { servicesQuery } from '../services/useServices';
import { dayFromToday, renderHookAs, testProviderAs, userIdOf } from '../../../test/reference-server';
import { invalidatedKeys, settledData } from '../../../test/test-provider';
import { useUpdateWorkingHours } from './useUpdateWorkingHours';
import { workingHoursQuery } from './useWorkingHours';

describe('working hours, services and articles against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  it('a working-hours change invalidates exactly that doctor’s working hours, slots and slot-showing searches', async () => {
    const doctorId = await userIdOf(server(), demoAccounts.doctor);
    const { api, wrapper, queryClient } = await testProviderAs(server(), demoAccounts.doctor);
    const context = { client: api };
    const hoursQuery = workingHoursQuery(context, doctorId);
    const hours = await queryClient.fetchQuery(hoursQuery);
    expect(hours).toMatchObject({ doctor: doctorId, timezone: 'Africa/Tunis' });
    const range = { doctor: doctorId, from: dayFromToday(1), to: dayFromToday(7) };
    await queryClient.fetchQuery(doctorSlotsQuery(context, range));
    await queryClient.fetchQuery(doctorProfileQuery(context, doctorId));
    await queryClient.fetchQuery(servicesQuery(context, { benefactor: doctorId }));
    const unrelatedSearch = doctorSearchQuery(context, { name: 'Xqzw Vbnk' });
    await queryClient.fetchQuery(unrelatedSearch);

    const { result } = renderHook(() => useUpdateWorkingHours(), { wrapper });
    const schedule = [{ day: 2, intervals: [{ start: '08:00', end: '12:00' }] }];
    const updated = await act(() =>
      result.current.mutateAsync({ id: hours!._id, hours: { doctor: doctorId, slotMinutes: 30, schedule } }),
    );

    expect(updated).toMatchObject({ _id: hours!._id, slotMinutes: 30, schedule });
    expect(invalidatedKeys(queryClient)).toEqual([
      ['get', '/workingHours', { query: { doctor: doctorId } }],
      [
        'get',
        '/doctors/{id}/slots',
        { path: { id: doctorId }, query: { from: dayFromToday(1), to: dayFromToday(7) } },
      ],
    ]);
  });

  it('creating a service invalidates exactly its doctor’s service lists, newest first', async () => {
    const doctorId = await userIdOf(server(), demoAccounts.doctor);
    const otherDoctorId = (
      await server()
        .database.db.selectFrom('doctors')
        .select('id')
        .where('id', '!=', doctorId)
        .executeTakeFirstOrThrow()
    ).id;
    const { api, wrapper, queryClient } = await testProviderAs(server(), demoAccounts.doctor);
    const context = { client: api };
    const mine = servicesQuery(context, { benefactor: doctorId });
    await queryClient.fetchQuery(mine);
    const minePage2 = servicesQuery(context, { benefactor: doctorId, page: 2, limit: 1 });
    await queryClient.fetchQuery(minePage2);
    await queryClient.fetchQuery(servicesQuery(context, { benefactor: otherDoctorId }));

    const { result } = renderHook(() => useCreateService(), { wrapper });
    const created = await act(() =>
      result.current.mutateAsync({ name: 'Holter ECG 24 h', price: 120_000, durationMinutes: 30 }),
    );

    expect(created).toMatchObject({ benefactor: doctorId, name: 'Holter ECG 24 h', price: 120_000 });
    expect(mine.queryKey).toEqual([
      'get',
      '/service',
      { query: { query: { benefactor: doctorId }, sort: '-createdAt' } },
    ]);
    expect(invalidatedKeys(queryClient)).toEqual([mine.queryKey, minePage2.queryKey]);
    const refreshed = await queryClient.fetchQuery(mine);
    expect(refreshed.results[0]!._id).toBe(created._id);
  });

  it('requirements §7, §9: the landing page shows the 4 showOnLanding articles, latest update first', async () => {
    const { result, queryClient } = await renderHookAs(server(), 'guest', () => useLandingArticles());
    const page = await settledData(result);

    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'get',
      '/articles',
      { query: { query: { showOnLanding: true }, sortBy: 'updatedAt:desc', page: 1, limit: 4 } },
    ]);
    expect(page).toMatchObject({ page: 1, limit: 4 });
    expect(page.results.map((article) => article.title).sort()).toEqual(
      seededArticles
        .filter((article) => article.showOnLanding)
        .map((article) => article.title)
        .sort(),
    );
    const updatedAt = page.results.map((article) => article.updatedAt);
    expect(updatedAt).toEqual([...updatedAt].sort().reverse());
  });
});
