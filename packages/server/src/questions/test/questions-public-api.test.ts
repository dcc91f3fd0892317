import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { backends } from '../../../test/helpers/db.js';
import { useQuestionsApi } from './questions-api-setup.js';

describe.each(backends)('questions API on %s: the public questions', (backend) => {
  const { harness, cast, as, ask } = useQuestionsApi(backend);

  describe('public questions (requirements §5 paging)', () => {
    it('treats pageIndex -3 as the first page and limit 0 as 10; never shows the patient', async () => {
      const guest = (await harness().guest()).api;
      const { data: first } = await guest.POST('/questions/filter', { body: { pageIndex: 0, limit: 10 } });
      const { data } = await guest.POST('/questions/filter', { body: { pageIndex: -3, limit: 0 } });
      expect(data).toMatchObject({ page: 1, limit: 10 });
      expect(data!.docs).toHaveLength(10);
      expect(data!.docs.map((q) => q._id)).toEqual(first!.docs.map((q) => q._id));
      expect(data!.docs.every((q) => q.patient === null && q.answer !== null && q.doctor !== null)).toBe(
        true,
      );
      const { data: capped } = await guest.POST('/questions/filter', { body: { pageIndex: 1, limit: 500 } });
      expect(capped).toMatchObject({ page: 2, limit: 50 });
      expect(capped!.docs).toHaveLength(50);
    });

    it('gives 4 random answered questions for the home page by default, up to 12', async () => {
      const guest = (await harness().guest()).api;
      const { data } = await guest.POST('/question/randomQuestions4Home', { body: {} });
      expect(data).toHaveLength(4);
      expect(data!.every((q) => q.patient === null && q.answer !== null)).toBe(true);
      expect((await guest.POST('/question/randomQuestions4Home', { body: { limit: 12 } })).data).toHaveLength(
        12,
      );
      const tooMany = await guest.POST('/question/randomQuestions4Home', { body: { limit: 13 } });
      expect(tooMany.response.status).toBe(400);
      expect(tooMany.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('one public question (spec getQuestion: answered questions only, never the patient)', () => {
    it('shows an answered question to a guest without the patient, open or closed', async () => {
      const asked = await ask(`Vertiges ${newId()}`);
      const doctor = await as(cast().answeringDoctor.email);
      await doctor.PATCH('/questions/{id}', {
        params: { path: { id: asked._id } },
        body: { answer: 'Mesurez votre tension assis puis debout.' },
      });
      const guest = (await harness().guest()).api;
      const { data, response } = await guest.GET('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        _id: asked._id,
        patient: null,
        title: asked.title,
        content: asked.content,
        categoryName: 'Cardiologie',
        answer: 'Mesurez votre tension assis puis debout.',
        doctor: { _id: cast().answeringDoctor.id },
        closed: false,
      });

      const patient = await as(demoAccounts.patient.email);
      await patient.PATCH('/questions/{id}', {
        params: { path: { id: asked._id } },
        body: { patientFeedBackToDoctor: 5 },
      });
      const closed = await patient.GET('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(closed.data).toMatchObject({ _id: asked._id, patient: null, closed: true });
    });

    it('answers 404 NOT_FOUND for an unanswered question, even to its patient, and for an unknown id', async () => {
      const asked = await ask(`Acouphènes ${newId()}`);
      const patient = await as(demoAccounts.patient.email);
      for (const id of [asked._id, newId()]) {
        const { error, response } = await patient.GET('/questions/{id}', { params: { path: { id } } });
        expect(response.status, id).toBe(404);
        expect(error, id).toEqual({ code: 'NOT_FOUND', message: 'Question not found.' });
      }
      const guest = (await harness().guest()).api;
      const malformed = await guest.GET('/questions/{id}', { params: { path: { id: 'not-an-id' } } });
      expect(malformed.response.status).toBe(400);
    });
  });
});
