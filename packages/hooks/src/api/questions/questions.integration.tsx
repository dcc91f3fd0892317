import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiHarness, useApiServer, demoAccounts } from '@tabib/server/testing';

import { openQuestionsKey } from '../../session/sessionKeys';
import { rdvsQuery } from '../rdvs/useRdvs';
import { doctorStatsNumbersQuery } from '../statistics/useDoctorStatsNumbers';
import { renderHookAs, testProviderAs, userIdOf } from '../../../test/reference-server';
import { invalidatedKeys, settledData } from '../../../test/test-provider';
import { usePatchQuestion } from './usePatchQuestion';
import { publicQuestionQuery } from './usePublicQuestion';
import { publicQuestionsQuery, usePublicQuestions } from './usePublicQuestions';
import { questionCountQuery } from './useQuestionCount';
import { questionsQuery, useQuestions } from './useQuestions';
import { useRandomHomeQuestions } from './useRandomHomeQuestions';
import { specialtyQuestionsQuery } from './useSpecialtyQuestions';

async function countQuestions(server: ApiHarness, where: 'answered' | { patient: string }): Promise<number> {
  let query = server.database.db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  query =
    where === 'answered'
      ? query.where('answer', 'is not', null)
      : query.where('patient_id', '=', where.patient);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

describe('questions against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  describe('requirements §3, §9: a patient’s questions, normalised, 20 per page', () => {
    it('gives {docs, totalDocs, page, limit} with limit 20 and page 1', async () => {
      const patientId = await userIdOf(server(), demoAccounts.patient);
      const { result, queryClient } = await renderHookAs(server(), demoAccounts.patient, () =>
        useQuestions({ filter: { patient: patientId } }),
      );
      const page = await settledData(result);

      const total = await countQuestions(server(), { patient: patientId });
      expect(Object.keys(page).sort()).toEqual(['docs', 'limit', 'page', 'totalDocs']);
      expect(page).toMatchObject({ totalDocs: total, page: 1, limit: 20 });
      expect(page.docs).toHaveLength(Math.min(total, 20));
      expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
        'get',
        '/questions',
        { query: { query: { patient: patientId }, page: 1, limit: 20 } },
      ]);
    });
  });

  describe('requirements §5, §9: public questions, 10 per page; pageIndex < 0 → 0, limit ≤ 0 → 10', () => {
    it('asks page index 0 with limit 10 for pageIndex -2 and limit 0, and keys it that way', async () => {
      const { result, queryClient } = await renderHookAs(server(), 'guest', () =>
        usePublicQuestions({ pageIndex: -2, limit: 0 }),
      );
      const page = await settledData(result);

      const answered = await countQuestions(server(), 'answered');
      expect(page).toMatchObject({ totalDocs: answered, page: 1, limit: 10 });
      expect(page.docs).toHaveLength(Math.min(answered, 10));
      expect(page.docs.every((question) => question.patient === null && question.answer !== null)).toBe(true);
      expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
        'post',
        '/questions/filter',
        { body: { pageIndex: 0, limit: 10 } },
      ]);
    });

    it('page index 1 is the second page of 10', async () => {
      const { result } = await renderHookAs(server(), 'guest', () => usePublicQuestions({ pageIndex: 1 }));
      const page = await settledData(result);

      const answered = await countQuestions(server(), 'answered');
      expect(page).toMatchObject({ totalDocs: answered, page: 2, limit: 10 });
      expect(page.docs).toHaveLength(Math.max(0, Math.min(answered - 10, 10)));
    });

    it('-3 and 0 share one cache entry', () => {
      const context = { client: {} as never };
      expect(publicQuestionsQuery(context, { pageIndex: -3 }).queryKey).toEqual(
        publicQuestionsQuery(context, {}).queryKey,
      );
    });
  });

  it('requirements §3: the home page’s random questions, a bare array, come normalised: 4 on page 1', async () => {
    const { result } = await renderHookAs(server(), 'guest', () => useRandomHomeQuestions());
    const page = await settledData(result);

    expect(page).toMatchObject({ totalDocs: 4, page: 1, limit: 4 });
    expect(page.docs).toHaveLength(4);
  });

  describe('answering a question invalidates exactly the lists that show it, the badge, counts and stats', () => {
    it('marks those queries stale and no other', async () => {
      const doctorId = await userIdOf(server(), demoAccounts.doctor);
      const { api, wrapper, queryClient } = await testProviderAs(server(), demoAccounts.doctor);
      const context = { client: api };
      const specialtyId = (
        await server()
          .database.db.selectFrom('doctors')
          .select('specialty_id')
          .where('id', '=', doctorId)
          .executeTakeFirstOrThrow()
      ).specialty_id;
      const otherSpecialtyId = (
        await server()
          .database.db.selectFrom('specialties')
          .select('id')
          .where('id', '!=', specialtyId)
          .executeTakeFirstOrThrow()
      ).id;

      const openList = specialtyQuestionsQuery(context, { specialtyId });
      const open = await queryClient.fetchQuery(openList);
      expect(open.totalDocs).toBeGreaterThan(0);
      const question = open.docs[0]!;
      const closedList = specialtyQuestionsQuery(context, { specialtyId, closed: true });
      await queryClient.fetchQuery(closedList);
      const categoryList = questionsQuery(context, {
        filter: { category: specialtyId, closed: false, doctor: null },
      });
      await queryClient.fetchQuery(categoryList);
      const doctorList = questionsQuery(context, { filter: { doctor: doctorId } });
      await queryClient.fetchQuery(doctorList);
      const publicAll = publicQuestionsQuery(context, {});
      const answeredPage = await queryClient.fetchQuery(publicAll);
      const publicSpecialty = publicQuestionsQuery(context, { category: specialtyId });
      await queryClient.fetchQuery(publicSpecialty);
      const publicOther = publicQuestionsQuery(context, { category: otherSpecialtyId });
      await queryClient.fetchQuery(publicOther);
      // The answers on the doctor's profile, and on another doctor's.
      const publicOfDoctor = publicQuestionsQuery(context, { doctor: doctorId });
      await queryClient.fetchQuery(publicOfDoctor);
      const otherDoctorId = answeredPage.docs.find((doc) => doc.doctor?._id !== doctorId)!.doctor!._id;
      await queryClient.fetchQuery(publicQuestionsQuery(context, { doctor: otherDoctorId }));
      const answeredCount = questionCountQuery(context, { doctor: doctorId });
      await queryClient.fetchQuery(answeredCount);
      const numbers = doctorStatsNumbersQuery(context, doctorId);
      await queryClient.fetchQuery(numbers);
      await queryClient.fetchQuery(rdvsQuery(context, {}));
      // Screens the doctor cannot read, as other users' caches would hold them.
      // The navbar badge of the session (requirements §2, §4) keys the same list its own way.
      queryClient.setQueryData<unknown>(openQuestionsKey(specialtyId), open);
      const otherOpenList = specialtyQuestionsQuery(context, { specialtyId: otherSpecialtyId });
      queryClient.setQueryData<unknown>(otherOpenList.queryKey, null);
      const patientList =
        question.patient === null
          ? undefined
          : questionsQuery(context, { filter: { patient: question.patient } });
      if (patientList) queryClient.setQueryData<unknown>(patientList.queryKey, null);
      // Its public page, as a guest's cache would hold it (a 404 until answered).
      const publicPage = publicQuestionQuery(context, question._id);
      queryClient.setQueryData<unknown>(publicPage.queryKey, null);
      // Another answered question's page stays fresh.
      await queryClient.fetchQuery(publicQuestionQuery(context, answeredPage.docs[0]!._id));

      const { result } = renderHook(() => usePatchQuestion(), { wrapper });
      const answer = 'Un avis cardiologique est utile : prenez rendez-vous pour un ECG.';
      const answered = await act(() => result.current.mutateAsync({ id: question._id, patch: { answer } }));

      expect(answered).toMatchObject({ _id: question._id, answer, doctor: { _id: doctorId }, closed: false });
      expect(invalidatedKeys(queryClient)).toEqual(
        expect.arrayContaining([
          openList.queryKey,
          openQuestionsKey(specialtyId),
          closedList.queryKey,
          categoryList.queryKey,
          doctorList.queryKey,
          publicAll.queryKey,
          publicSpecialty.queryKey,
          publicOfDoctor.queryKey,
          answeredCount.queryKey,
          numbers.queryKey,
          publicPage.queryKey,
          ...(patientList ? [patientList.queryKey] : []),
        ]),
      );
      expect(invalidatedKeys(queryClient)).toHaveLength(patientList ? 12 : 11);
    });
  });
});
