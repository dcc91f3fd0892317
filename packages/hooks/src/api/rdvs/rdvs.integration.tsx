import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, useApiServer, demoAccounts } from '@tabib/server/testing';

import { doctorProfileQuery } from '../doctors/useDoctorProfile';
import { doctorSearchQuery } from '../doctors/useDoctorSearch';
import { doctorSlotsQuery } from '../doctors/useDoctorSlots';
import { doctorStatsNumbersQuery } from '../statistics/useDoctorStatsNumbers';
import { rdvStatsQuery } from '../statistics/useRdvStats';
import { dayFromToday, renderHookAs, testProviderAs, userIdOf } from '../../../test/reference-server';
import { invalidatedKeys, settledData } from '../../../test/test-provider';
import { workingHoursQuery } from '../workingHours/useWorkingHours';
import { useBookRdv } from './useBookRdv';
import { useCancelRdv } from './useCancelRdv';
import { rdvCountQuery } from './useRdvCount';
import { useRdvs, rdvsQuery } from './useRdvs';
import { rdvQuery } from './useRdv';

async function anotherDoctorId(server: ApiHarness, doctorId: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('doctors')
    .select('id')
    .where('id', '!=', doctorId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('rdvs against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  // The demo patient books the demo doctor several times here, past the doctor's fair-use cap of 3
  // upcoming rdvs per patient (docs/decisions/034, tested in the server's fair-booking.test.ts).
  beforeAll(async () => {
    const doctorId = await userIdOf(server(), demoAccounts.doctor);
    await server()
      .database.db.updateTable('doctors')
      .set({ max_upcoming_rdvs_per_patient: 100 })
      .where('id', '=', doctorId)
      .execute();
  });

  it('lists the patient’s rdvs under the key [get, /rdvs, params]', async () => {
    const patientId = await userIdOf(server(), demoAccounts.patient);
    const params = { filter: { patient: patientId }, sort: '-date', limit: 5 } as const;
    const { result, queryClient } = await renderHookAs(server(), demoAccounts.patient, () => useRdvs(params));
    const page = await settledData(result);

    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'get',
      '/rdvs',
      { query: { query: { patient: patientId }, sort: '-date', limit: 5 } },
    ]);
    const expected = await server()
      .database.db.selectFrom('rdvs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(page.totalResults).toBe(Number(expected.count));
    expect(page.results.length).toBe(Math.min(5, Number(expected.count)));
    expect(page.results.every((rdv) => rdv.patient._id === patientId)).toBe(true);
  });

  describe('booking an rdv invalidates exactly the rdv lists and counts, and the doctor’s slots, stats and searches', () => {
    it('marks those queries stale and no other', async () => {
      const doctorId = await userIdOf(server(), demoAccounts.doctor);
      const otherDoctorId = await anotherDoctorId(server(), doctorId);
      const { api, wrapper, queryClient } = await testProviderAs(server(), demoAccounts.patient);
      const context = { client: api };

      // Queries the patient really fetched (no observers, so invalidation marks them without refetching)…
      const slots = await queryClient.fetchQuery(
        doctorSlotsQuery(context, { doctor: doctorId, from: dayFromToday(1), to: dayFromToday(14) }),
      );
      const otherSlots = doctorSlotsQuery(context, {
        doctor: otherDoctorId,
        from: dayFromToday(1),
        to: dayFromToday(14),
      });
      await queryClient.fetchQuery(otherSlots);
      const myRdvs = rdvsQuery(context, {});
      await queryClient.fetchQuery(myRdvs);
      const searchShowingDoctor = doctorSearchQuery(context, { name: 'Karim Ben Salah' });
      const shown = await queryClient.fetchQuery(searchShowingDoctor);
      expect(shown.results.map((doctor) => doctor._id)).toContain(doctorId);
      const searchWithoutDoctor = doctorSearchQuery(context, { name: 'Xqzw Vbnk' });
      expect((await queryClient.fetchQuery(searchWithoutDoctor)).results).toEqual([]);
      const searchForADay = doctorSearchQuery(context, { name: 'Xqzw Vbnk', date: dayFromToday(2) });
      await queryClient.fetchQuery(searchForADay);
      const profile = doctorProfileQuery(context, doctorId);
      await queryClient.fetchQuery(profile);
      const hours = workingHoursQuery(context, doctorId);
      await queryClient.fetchQuery(hours);
      // …and the doctor-side queries a patient may not read, cached as a doctor's screen would hold them.
      const counts = rdvCountQuery(context, { doctor: doctorId, status: 'pending' });
      const otherCounts = rdvCountQuery(context, { doctor: otherDoctorId, status: 'pending' });
      const monthly = rdvStatsQuery(context, doctorId);
      const otherMonthly = rdvStatsQuery(context, otherDoctorId);
      const numbers = doctorStatsNumbersQuery(context, doctorId);
      for (const { queryKey } of [counts, otherCounts, monthly, otherMonthly, numbers]) {
        queryClient.setQueryData<unknown>(queryKey, 0);
      }

      const { result } = renderHook(() => useBookRdv(), { wrapper });
      const date = slots.slots[0]!;
      const rdv = await act(() => result.current.mutateAsync({ doctor: doctorId, date }));

      expect(rdv).toMatchObject({ status: 'pending', date, doctor: { _id: doctorId } });
      expect(invalidatedKeys(queryClient)).toEqual(
        expect.arrayContaining([
          [
            'get',
            '/doctors/{id}/slots',
            { path: { id: doctorId }, query: { from: dayFromToday(1), to: dayFromToday(14) } },
          ],
          myRdvs.queryKey,
          searchShowingDoctor.queryKey,
          searchForADay.queryKey,
          counts.queryKey,
          monthly.queryKey,
          numbers.queryKey,
        ]),
      );
      expect(invalidatedKeys(queryClient)).toHaveLength(7);
    });
  });

  describe('cancelling an rdv invalidates the rdv, the lists, the counts, the monthly stats and the freed slot', () => {
    it('marks those queries stale and no other', async () => {
      const doctorId = await userIdOf(server(), demoAccounts.doctor);
      const { api, wrapper, queryClient } = await testProviderAs(server(), demoAccounts.patient);
      const context = { client: api };
      const range = { doctor: doctorId, from: dayFromToday(1), to: dayFromToday(14) };
      const slots = await queryClient.fetchQuery(doctorSlotsQuery(context, range));
      // Past the doctor's 24 h cancellation cutoff, whatever the hour the test runs.
      const date = slots.slots.find((slot) => Date.parse(slot) > Date.now() + 25 * 3_600_000)!;
      const booked = await api.POST('/rdvs', { body: { doctor: doctorId, date } });
      const rdvId = booked.data!._id;

      await queryClient.fetchQuery(doctorSlotsQuery(context, range));
      await queryClient.fetchQuery(rdvQuery(context, rdvId));
      await queryClient.fetchQuery(rdvsQuery(context, {}));
      await queryClient.fetchQuery(doctorProfileQuery(context, doctorId));
      const numbers = doctorStatsNumbersQuery(context, doctorId);
      const counts = rdvCountQuery(context, { doctor: doctorId });
      const monthly = rdvStatsQuery(context, doctorId);
      for (const { queryKey } of [numbers, counts, monthly]) queryClient.setQueryData<unknown>(queryKey, 0);

      const { result } = renderHook(() => useCancelRdv(), { wrapper });
      const cancelled = await act(() => result.current.mutateAsync({ id: rdvId, reason: 'Empêchement' }));

      expect(cancelled).toMatchObject({ _id: rdvId, status: 'cancelled', cancelReason: 'Empêchement' });
      expect(invalidatedKeys(queryClient)).toEqual([
        [
          'get',
          '/doctors/{id}/slots',
          { path: { id: doctorId }, query: { from: dayFromToday(1), to: dayFromToday(14) } },
        ],
        ['get', '/rdvs/{id}', { path: { id: rdvId } }],
        ['get', '/rdvs', { query: {} }],
        counts.queryKey,
        monthly.queryKey,
      ]);
    });
  });

  it('a refused booking rejects with the server’s code and logs status, text and body (requirements §8)', async () => {
    const doctorId = await userIdOf(server(), demoAccounts.doctor);
    const { result, loggedErrors } = await renderHookAs(server(), demoAccounts.patient, () => useBookRdv());
    const past = '2020-01-06T08:00:00.000Z';

    await expect(
      act(() => result.current.mutateAsync({ doctor: doctorId, date: past })),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'SLOT_UNAVAILABLE',
    });
    expect(loggedErrors).toHaveLength(1);
    expect(loggedErrors[0]![1]).toMatchObject({ status: 422, body: { code: 'SLOT_UNAVAILABLE' } });
  });
});
