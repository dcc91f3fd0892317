import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { backends } from '../../../test/helpers/db.js';
import { useQuestionsApi } from './questions-api-setup.js';

describe.each(backends)(
  'questions API on %s: a question’s life and who may answer, rate or close it',
  (backend) => {
    const { harness, cast, as, ask, openCardiologyIds } = useQuestionsApi(backend);

    describe('a question’s life: asked, answered, rated (requirements §4)', () => {
      it('routes, assigns, refuses a second answer, takes feedback once and shows publicly without the patient', async () => {
        const title = `Palpitations ${newId()}`;
        const asked = await ask(title);
        expect(asked).toMatchObject({
          patient: cast().patientId,
          doctor: null,
          category: cast().cardiology,
          categoryName: 'Cardiologie',
          title,
          answer: null,
          closed: false,
          patientFeedBackToDoctor: null,
        });

        // Routed to cardiology: in its unanswered list, not in another specialty's.
        expect(await openCardiologyIds(cast().answeringDoctor.email)).toContain(asked._id);
        const other = await as(demoAccounts.admin.email);
        const { data: otherList } = await other.GET('/questions/specialty/{specialtyId}', {
          params: { path: { specialtyId: cast().otherSpecialty }, query: { limit: 100 } },
        });
        expect(otherList!.docs.map((q) => q._id)).not.toContain(asked._id);

        const doctor = await as(cast().answeringDoctor.email);
        const { data: answered, response } = await doctor.PATCH('/questions/{id}', {
          params: { path: { id: asked._id } },
          body: { answer: 'Réduisez le café et consultez si cela persiste.' },
        });
        expect(response.status).toBe(200);
        expect(answered).toMatchObject({
          answer: 'Réduisez le café et consultez si cela persiste.',
          doctor: {
            _id: cast().answeringDoctor.id,
            doctorSpecialty: { _id: cast().cardiology, name: 'Cardiologie' },
          },
          closed: false,
        });
        expect(answered!.answeredAt).not.toBeNull();
        expect(await openCardiologyIds(demoAccounts.secretary.email)).not.toContain(asked._id);

        const colleague = await as(demoAccounts.doctor.email);
        const { error: taken, response: takenResponse } = await colleague.PATCH('/questions/{id}', {
          params: { path: { id: asked._id } },
          body: { answer: 'Une autre réponse.' },
        });
        expect(takenResponse.status).toBe(409);
        expect(taken).toMatchObject({ code: 'ALREADY_ANSWERED' });

        const intruder = await as(cast().otherPatientEmail);
        const { error: notOwner, response: notOwnerResponse } = await intruder.PATCH('/questions/{id}', {
          params: { path: { id: asked._id } },
          body: { patientFeedBackToDoctor: 1 },
        });
        expect(notOwnerResponse.status).toBe(403);
        expect(notOwner).toMatchObject({ code: 'FORBIDDEN' });

        const patient = await as(demoAccounts.patient.email);
        const { data: rated } = await patient.PATCH('/questions/{id}', {
          params: { path: { id: asked._id } },
          body: { patientFeedBackToDoctor: 4, patientFeedBackComment: 'Merci, très clair.' },
        });
        expect(rated).toMatchObject({
          closed: true,
          patientFeedBackToDoctor: 4,
          patientFeedBackComment: 'Merci, très clair.',
        });
        const { error: again, response: againResponse } = await patient.PATCH('/questions/{id}', {
          params: { path: { id: asked._id } },
          body: { patientFeedBackToDoctor: 5 },
        });
        expect(againResponse.status).toBe(409);
        expect(again).toMatchObject({ code: 'FEEDBACK_ALREADY_GIVEN' });

        const count = (feedback?: number | null) =>
          doctor.GET('/questions/count', {
            params: {
              query: {
                query: JSON.stringify({
                  doctor: cast().answeringDoctor.id,
                  ...(feedback !== undefined && { patientFeedBackToDoctor: feedback }),
                }),
              },
            },
          });
        expect((await count(4)).data).toEqual({ count: 1 });
        expect((await count(5)).data).toEqual({ count: 0 });
        expect((await count(null)).data).toEqual({ count: 0 });
        expect((await count()).data).toEqual({ count: 1 });

        const guest = (await harness().guest()).api;
        const { data: publicPage } = await guest.POST('/questions/filter', { body: { keyword: title } });
        expect(publicPage).toMatchObject({ totalDocs: 1, page: 1, limit: 10 });
        expect(publicPage!.docs[0]).toMatchObject({
          _id: asked._id,
          patient: null,
          patientFeedBackToDoctor: 4,
          patientFeedBackComment: null,
        });
        const { data: shownAlone } = await guest.GET('/questions/{id}', {
          params: { path: { id: asked._id } },
        });
        expect(shownAlone).toMatchObject({ patient: null, patientFeedBackComment: null });
        // Its patient still reads the comment.
        const { data: ownList } = await patient.GET('/questions', {
          params: { query: { query: JSON.stringify({ patient: cast().patientId }) } },
        });
        expect(ownList!.docs.find((q) => q._id === asked._id)?.patientFeedBackComment).toBe(
          'Merci, très clair.',
        );
        // The answers on the doctor's profile: theirs only (they had none in the seed).
        const { data: byDoctor } = await guest.POST('/questions/filter', {
          body: { doctor: cast().answeringDoctor.id },
        });
        expect(byDoctor).toMatchObject({ totalDocs: 1, page: 1, limit: 10 });
        expect(byDoctor!.docs.map((q) => q._id)).toEqual([asked._id]);
      });

      it('refuses feedback before an answer with 409 NOT_ANSWERED', async () => {
        const asked = await ask(`Tension ${newId()}`);
        const patient = await as(demoAccounts.patient.email);
        const { error, response } = await patient.PATCH('/questions/{id}', {
          params: { path: { id: asked._id } },
          body: { patientFeedBackToDoctor: 3 },
        });
        expect(response.status).toBe(409);
        expect(error).toMatchObject({ code: 'NOT_ANSWERED' });
      });
    });

    describe('who may patch (spec patchQuestion x-ownership)', () => {
      it('refuses a doctor of another specialty, a patient answering, a doctor giving feedback and a secretary', async () => {
        const asked = await ask(`Essoufflement ${newId()}`);
        const attempts = [
          [cast().otherSpecialtyDoctorEmail, { answer: 'Hors de ma spécialité.' }],
          [demoAccounts.patient.email, { answer: 'Je me réponds.' }],
          [demoAccounts.doctor.email, { patientFeedBackToDoctor: 5 }],
          [demoAccounts.secretary.email, { answer: 'Réponse de la secrétaire.' }],
          [demoAccounts.admin.email, { answer: 'Réponse de l’admin.' }],
        ] as const;
        for (const [email, body] of attempts) {
          const api = await as(email);
          const { error, response } = await api.PATCH('/questions/{id}', {
            params: { path: { id: asked._id } },
            body,
          });
          expect(response.status, email).toBe(403);
          expect(error, email).toMatchObject({ code: 'FORBIDDEN' });
        }
        expect(await openCardiologyIds(demoAccounts.doctor.email)).toContain(asked._id);
      });

      it('lets an admin close and reopen a question', async () => {
        const asked = await ask(`Syncope ${newId()}`);
        const admin = await as(demoAccounts.admin.email);
        const closeTo = (closed: boolean) =>
          admin.PATCH('/questions/{id}', { params: { path: { id: asked._id } }, body: { closed } });
        expect((await closeTo(true)).data).toMatchObject({ closed: true });
        expect(await openCardiologyIds(demoAccounts.doctor.email)).not.toContain(asked._id);
        expect((await closeTo(false)).data).toMatchObject({ closed: false });
      });

      it('answers 404 NOT_FOUND for an unknown question', async () => {
        const doctor = await as(demoAccounts.doctor.email);
        const { error, response } = await doctor.PATCH('/questions/{id}', {
          params: { path: { id: newId() } },
          body: { answer: 'Réponse.' },
        });
        expect(response.status).toBe(404);
        expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Question not found.' });
      });
    });
  },
);
