import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

interface Cast {
  cardiology: string;
  otherSpecialty: string;
  /** A cardiologist with no answered questions in the seed, so their counts start at 0. */
  answeringDoctor: { id: string; email: string };
  otherSpecialtyDoctorEmail: string;
  otherPatientEmail: string;
  patientId: string;
}

const askBody = (category: string, title: string) => ({
  category,
  title,
  content: 'Je ressens des palpitations le soir après le café, faut-il consulter ?',
});

const forbiddenBody = { code: 'FORBIDDEN', message: 'You are not authorized to perform this action.' };

describe.each(backends)('questions API on %s', (backend) => {
  const harness = useApiServer(backend, { state: 'seeded' });
  let cast: Cast;

  // A new client for each call that must fail with 403: the SDK clears its session on a 403 (requirements §8).
  const as = (email: string) =>
    harness()
      .as(email)
      .then((client) => client.api);

  beforeAll(async () => {
    const { db } = harness().database;
    const demoDoctor = await db
      .selectFrom('users')
      .innerJoin('doctors', 'doctors.id', 'users.id')
      .select(['doctors.id', 'doctors.specialty_id'])
      .where('users.email', '=', demoAccounts.doctor.email)
      .executeTakeFirstOrThrow();
    const answeringDoctor = await db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.id')
      .select(['doctors.id', 'users.email'])
      .where('doctors.specialty_id', '=', demoDoctor.specialty_id)
      .where('doctors.id', '!=', demoDoctor.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('questions')
              .select(sql`1`.as('one'))
              .whereRef('questions.doctor_id', '=', 'doctors.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const otherDoctor = await db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.id')
      .select(['doctors.specialty_id', 'users.email'])
      .where('doctors.specialty_id', '!=', demoDoctor.specialty_id)
      .executeTakeFirstOrThrow();
    const otherPatient = await db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'patient')
      .where('email', '!=', demoAccounts.patient.email)
      .executeTakeFirstOrThrow();
    const patient = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.patient.email)
      .executeTakeFirstOrThrow();
    cast = {
      cardiology: demoDoctor.specialty_id,
      otherSpecialty: otherDoctor.specialty_id,
      answeringDoctor,
      otherSpecialtyDoctorEmail: otherDoctor.email,
      otherPatientEmail: otherPatient.email,
      patientId: patient.id,
    };
  });

  async function ask(title: string, category = cast.cardiology) {
    // The clock is fixed: move it so each question has its own createdAt.
    harness().clock.advance(1000);
    const patient = await as(demoAccounts.patient.email);
    const { data, response } = await patient.POST('/questions/add', { body: askBody(category, title) });
    expect(response.status).toBe(201);
    return data!;
  }

  async function openCardiologyIds(email: string) {
    const api = await as(email);
    const { data } = await api.GET('/questions/specialty/{specialtyId}', {
      params: { path: { specialtyId: cast.cardiology }, query: { closed: false, limit: 100 } },
    });
    expect(data!.totalDocs).toBeLessThanOrEqual(100);
    return data!.docs.map((q) => q._id);
  }

  describe('a question’s life: asked, answered, rated (requirements §4)', () => {
    it('routes, assigns, refuses a second answer, takes feedback once and shows publicly without the patient', async () => {
      const title = `Palpitations ${newId()}`;
      const asked = await ask(title);
      expect(asked).toMatchObject({
        patient: cast.patientId,
        doctor: null,
        category: cast.cardiology,
        categoryName: 'Cardiologie',
        title,
        answer: null,
        closed: false,
        patientFeedBackToDoctor: null,
      });

      // Routed to cardiology: in its unanswered list, not in another specialty's.
      expect(await openCardiologyIds(cast.answeringDoctor.email)).toContain(asked._id);
      const other = await as(demoAccounts.admin.email);
      const { data: otherList } = await other.GET('/questions/specialty/{specialtyId}', {
        params: { path: { specialtyId: cast.otherSpecialty }, query: { limit: 100 } },
      });
      expect(otherList!.docs.map((q) => q._id)).not.toContain(asked._id);

      const doctor = await as(cast.answeringDoctor.email);
      const { data: answered, response } = await doctor.PATCH('/questions/{id}', {
        params: { path: { id: asked._id } },
        body: { answer: 'Réduisez le café et consultez si cela persiste.' },
      });
      expect(response.status).toBe(200);
      expect(answered).toMatchObject({
        answer: 'Réduisez le café et consultez si cela persiste.',
        doctor: {
          _id: cast.answeringDoctor.id,
          doctorSpecialty: { _id: cast.cardiology, name: 'Cardiologie' },
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

      const intruder = await as(cast.otherPatientEmail);
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
                doctor: cast.answeringDoctor.id,
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
        params: { query: { query: JSON.stringify({ patient: cast.patientId }) } },
      });
      expect(ownList!.docs.find((q) => q._id === asked._id)?.patientFeedBackComment).toBe(
        'Merci, très clair.',
      );
      // The answers on the doctor's profile: theirs only (they had none in the seed).
      const { data: byDoctor } = await guest.POST('/questions/filter', {
        body: { doctor: cast.answeringDoctor.id },
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
        [cast.otherSpecialtyDoctorEmail, { answer: 'Hors de ma spécialité.' }],
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

  describe('asking (spec addQuestion)', () => {
    it('refuses an unknown category (404), a too-short title (400), a guest (401) and a doctor (403)', async () => {
      const patient = await as(demoAccounts.patient.email);
      const unknown = await patient.POST('/questions/add', {
        body: askBody(newId(), 'Question sans spécialité'),
      });
      expect(unknown.response.status).toBe(404);
      expect(unknown.error).toMatchObject({ code: 'NOT_FOUND', message: 'Specialty not found.' });
      const short = await patient.POST('/questions/add', { body: askBody(cast.cardiology, 'Ah') });
      expect(short.response.status).toBe(400);
      expect(short.error).toMatchObject({ code: 'VALIDATION_FAILED' });
      const guest = (await harness().guest()).api;
      const anonymous = await guest.POST('/questions/add', {
        body: askBody(cast.cardiology, 'Question anonyme'),
      });
      expect(anonymous.response.status).toBe(401);
      const doctor = await as(demoAccounts.doctor.email);
      const byDoctor = await doctor.POST('/questions/add', {
        body: askBody(cast.cardiology, 'Question d’un médecin'),
      });
      expect(byDoctor.response.status).toBe(403);
      expect(byDoctor.error).toEqual(forbiddenBody);
    });
  });

  describe('listing (spec listQuestions x-ownership)', () => {
    const list = (
      api: Awaited<ReturnType<typeof as>>,
      query: unknown,
      extra: { page?: number; limit?: number } = {},
    ) => api.GET('/questions', { params: { query: { query: JSON.stringify(query), ...extra } } });

    it('shows a patient their own questions, newest first, and refuses another patient’s (403)', async () => {
      const first = await ask(`Premier ${newId()}`);
      const second = await ask(`Second ${newId()}`);
      const patient = await as(demoAccounts.patient.email);
      const { data } = await list(patient, { patient: cast.patientId }, { limit: 2 });
      expect(data).toMatchObject({ page: 1, limit: 2 });
      expect(data!.docs.map((q) => q._id)).toEqual([second._id, first._id]);
      expect(data!.docs.every((q) => q.patient === cast.patientId)).toBe(true);

      const intruder = await as(cast.otherPatientEmail);
      const { error, response } = await list(intruder, { patient: cast.patientId });
      expect(response.status).toBe(403);
      expect(error).toEqual(forbiddenBody);
    });

    it('shows a secretary their doctor’s specialty, refuses another specialty (403), admin sees any', async () => {
      const asked = await ask(`Secrétariat ${newId()}`);
      const secretary = await as(demoAccounts.secretary.email);
      const { data } = await list(
        secretary,
        { category: cast.cardiology, closed: false, doctor: null },
        { limit: 100 },
      );
      expect(data!.docs.map((q) => q._id)).toContain(asked._id);
      expect(data!.docs.every((q) => q.category === cast.cardiology && q.doctor === null && !q.closed)).toBe(
        true,
      );

      const elsewhere = await list(await as(demoAccounts.secretary.email), { category: cast.otherSpecialty });
      expect(elsewhere.response.status).toBe(403);
      const admin = await as(demoAccounts.admin.email);
      expect((await list(admin, { category: cast.otherSpecialty })).response.status).toBe(200);
    });

    it('rejects an unknown field or an operator with 400 VALIDATION_FAILED', async () => {
      const patient = await as(demoAccounts.patient.email);
      for (const query of [{ patient: cast.patientId, title: 'x' }, { patient: { $ne: null } }]) {
        const { error, response } = await list(patient, query);
        expect(response.status).toBe(400);
        expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('questions by specialty (requirements §6: a doctor sees open questions of their specialty)', () => {
    it('lists the oldest first and refuses another specialty (403)', async () => {
      const doctor = await as(demoAccounts.doctor.email);
      const { data } = await doctor.GET('/questions/specialty/{specialtyId}', {
        params: { path: { specialtyId: cast.cardiology }, query: { limit: 100 } },
      });
      const created = data!.docs.map((q) => q.createdAt);
      expect(created).toEqual([...created].sort());
      const { error, response } = await doctor.GET('/questions/specialty/{specialtyId}', {
        params: { path: { specialtyId: cast.otherSpecialty } },
      });
      expect(response.status).toBe(403);
      expect(error).toEqual(forbiddenBody);
    });
  });

  describe('counting (spec countQuestions x-ownership)', () => {
    it('refuses another doctor’s counts (403)', async () => {
      const other = await as(cast.otherSpecialtyDoctorEmail);
      const { response } = await other.GET('/questions/count', {
        params: { query: { query: JSON.stringify({ doctor: cast.answeringDoctor.id }) } },
      });
      expect(response.status).toBe(403);
    });
  });

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
      const doctor = await as(cast.answeringDoctor.email);
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
        doctor: { _id: cast.answeringDoctor.id },
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

  describe('deleting (spec deleteQuestion: patient own, admin any)', () => {
    it('refuses another patient (403), deletes for the owner (204), then 404', async () => {
      const asked = await ask(`À supprimer ${newId()}`);
      const intruder = await as(cast.otherPatientEmail);
      const refused = await intruder.DELETE('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(refused.response.status).toBe(403);
      const patient = await as(demoAccounts.patient.email);
      const deleted = await patient.DELETE('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(deleted.response.status).toBe(204);
      const admin = await as(demoAccounts.admin.email);
      const gone = await admin.DELETE('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(gone.response.status).toBe(404);
      expect(gone.error).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
