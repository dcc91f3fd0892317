import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import type { Database } from '../../platform/db/schema.js';
import { normalizeSearchText } from '../../platform/db/search-text.js';
import {
  answerQuestion,
  askQuestion,
  countAnsweredQuestions,
  deleteQuestion,
  giveFeedback,
  listPublicQuestions,
  listSpecialtyQuestions,
  publicPaging,
  setQuestionClosed,
} from '../questions.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';
import { type RdvFixture, insertRdvFixture } from '../../../test/helpers/fixtures.js';

const now = new Date('2026-11-20T09:00:00.000Z');
const later = new Date('2026-11-20T10:00:00.000Z');

/** A second doctor of an existing specialty. */
async function insertColleague(db: Kysely<Database>, fixture: RdvFixture): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      email: `colleague-${id}@tabib.test`,
      password_hash: null,
      role: 'doctor',
      first_name: 'Hela',
      last_name: 'Mansour',
    })
    .execute();
  await db
    .insertInto('doctors')
    .values({
      id,
      specialty_id: fixture.specialtyId,
      city_id: fixture.cityId,
      fee: 50_000,
      search_name: normalizeSearchText('Hela Mansour'),
    })
    .execute();
  return id;
}

const question = (category: string, title = 'Douleur thoracique au repos') => ({
  category,
  title,
  content: 'J’ai une douleur dans la poitrine le soir, est-ce grave ?',
});

describe.each(backends)('questions domain on %s', (backend) => {
  const database = useTestDatabase(backend);
  let cardiology: RdvFixture;
  let other: RdvFixture;
  let colleagueId: string;
  const adminId = newId();

  beforeAll(async () => {
    cardiology = await insertRdvFixture(database().db);
    other = await insertRdvFixture(database().db);
    colleagueId = await insertColleague(database().db, cardiology);
    await database()
      .db.insertInto('users')
      .values({
        id: adminId,
        email: `admin-${adminId}@tabib.test`,
        password_hash: null,
        role: 'admin',
        first_name: 'Amel',
        last_name: 'Admin',
      })
      .execute();
  });

  describe('routing by specialty (requirements §4)', () => {
    it('starts open with no doctor, in its specialty’s unanswered list only', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      expect(asked).toMatchObject({
        patient: cardiology.patientId,
        doctor: null,
        category: cardiology.specialtyId,
        answer: null,
        answeredAt: null,
        closed: false,
        patientFeedBackToDoctor: null,
        createdAt: now.toISOString(),
      });
      const open = await listSpecialtyQuestions(db, cardiology.specialtyId, false, { page: 1, limit: 50 });
      expect(open.docs.map((q) => q._id)).toContain(asked._id);
      const elsewhere = await listSpecialtyQuestions(db, other.specialtyId, false, { page: 1, limit: 50 });
      expect(elsewhere.docs.map((q) => q._id)).not.toContain(asked._id);
    });

    it('refuses an unknown category with 404 NOT_FOUND', async () => {
      await expect(
        askQuestion(database().db, cardiology.patientId, question(newId()), now),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    });
  });

  describe('answering assigns the doctor (requirements §4)', () => {
    it('lets exactly one of two doctors answering at once win; the other gets 409 ALREADY_ANSWERED', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      const results = await Promise.allSettled([
        answerQuestion(db, cardiology.doctorId, asked._id, 'Consultez rapidement.', later),
        answerQuestion(db, colleagueId, asked._id, 'Faites un ECG.', later),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [rejected] = results.filter((r) => r.status === 'rejected');
      expect(rejected?.reason).toMatchObject({ code: 'ALREADY_ANSWERED', status: 409 });
      const open = await listSpecialtyQuestions(db, cardiology.specialtyId, false, { page: 1, limit: 50 });
      expect(open.docs.map((q) => q._id)).not.toContain(asked._id);
    });

    it('shows the answering doctor, and lets them edit their answer without moving answeredAt', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      const answered = await answerQuestion(db, cardiology.doctorId, asked._id, 'Première réponse.', now);
      expect(answered.doctor).toMatchObject({
        _id: cardiology.doctorId,
        name: 'Dr Amel Kallel',
        doctorSpecialty: { _id: cardiology.specialtyId },
        city: 'Sfax',
      });
      const edited = await answerQuestion(db, cardiology.doctorId, asked._id, 'Réponse corrigée.', later);
      expect(edited).toMatchObject({
        answer: 'Réponse corrigée.',
        answeredAt: now.toISOString(),
        updatedAt: later.toISOString(),
      });
    });

    it('refuses a doctor of another specialty with 403 FORBIDDEN', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      await expect(
        answerQuestion(db, other.doctorId, asked._id, 'Pas ma spécialité.', now),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
    });

    it('refuses to answer a closed question with 409 QUESTION_CLOSED', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      await setQuestionClosed(db, asked._id, true, now, adminId);
      await expect(
        answerQuestion(db, cardiology.doctorId, asked._id, 'Trop tard.', now),
      ).rejects.toMatchObject({
        code: 'QUESTION_CLOSED',
        status: 409,
      });
    });

    it('answers 404 NOT_FOUND for an unknown question', async () => {
      await expect(
        answerQuestion(database().db, cardiology.doctorId, newId(), 'Réponse.', now),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    });
  });

  describe('feedback from the asking patient closes the question (requirements §4)', () => {
    it('is refused before an answer (409 NOT_ANSWERED), from another patient (403) and twice (409)', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      const feedback = { rating: 4, comment: 'Merci docteur' };
      await expect(giveFeedback(db, cardiology.patientId, asked._id, feedback, now)).rejects.toMatchObject({
        code: 'NOT_ANSWERED',
        status: 409,
      });
      await answerQuestion(db, cardiology.doctorId, asked._id, 'Reposez-vous.', now);
      await expect(giveFeedback(db, other.patientId, asked._id, feedback, later)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
      const rated = await giveFeedback(db, cardiology.patientId, asked._id, feedback, later);
      expect(rated).toMatchObject({
        closed: true,
        patientFeedBackToDoctor: 4,
        patientFeedBackComment: 'Merci docteur',
        updatedAt: later.toISOString(),
      });
      await expect(giveFeedback(db, cardiology.patientId, asked._id, feedback, later)).rejects.toMatchObject({
        code: 'FEEDBACK_ALREADY_GIVEN',
        status: 409,
      });
    });
  });

  describe('counts of a doctor’s answered questions (requirements §7)', () => {
    it('counts by rating, null = answered without feedback', async () => {
      const { db } = database();
      const doctorId = await insertColleague(db, cardiology);
      const rated = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      const unrated = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      await answerQuestion(db, doctorId, rated._id, 'Réponse un.', now);
      await answerQuestion(db, doctorId, unrated._id, 'Réponse deux.', now);
      await giveFeedback(db, cardiology.patientId, rated._id, { rating: 5, comment: null }, later);
      expect(await countAnsweredQuestions(db, doctorId)).toBe(2);
      expect(await countAnsweredQuestions(db, doctorId, 5)).toBe(1);
      expect(await countAnsweredQuestions(db, doctorId, 4)).toBe(0);
      expect(await countAnsweredQuestions(db, doctorId, null)).toBe(1);
    });
  });

  describe('public questions (requirements §5)', () => {
    it('pages with pageIndex < 0 → 0, limit not positive → 10, at most 50', () => {
      expect(publicPaging(-3, 5)).toEqual({ page: 1, limit: 5 });
      expect(publicPaging(2, 0)).toEqual({ page: 3, limit: 10 });
      expect(publicPaging(undefined, -1)).toEqual({ page: 1, limit: 10 });
      expect(publicPaging(0, 500)).toEqual({ page: 1, limit: 50 });
    });

    it('lists answered questions only, by keyword, without the patient', async () => {
      const { db } = database();
      const answered = await askQuestion(
        db,
        other.patientId,
        question(other.specialtyId, 'Palpitations 100% nocturnes'),
        now,
      );
      const unanswered = await askQuestion(
        db,
        other.patientId,
        question(other.specialtyId, 'Palpitations sans réponse'),
        now,
      );
      await answerQuestion(db, other.doctorId, answered._id, 'Consultez un cardiologue.', later);
      const page = await listPublicQuestions(db, { category: other.specialtyId, keyword: 'palpitations' });
      expect(page).toMatchObject({ totalDocs: 1, page: 1, limit: 10 });
      expect(page.docs[0]).toMatchObject({
        _id: answered._id,
        patient: null,
        doctor: { _id: other.doctorId },
      });
      expect(page.docs.map((q) => q._id)).not.toContain(unanswered._id);
      // `%` is a character to find, not a wildcard.
      expect((await listPublicQuestions(db, { keyword: '100%' })).docs.map((q) => q._id)).toEqual([
        answered._id,
      ]);
    });
  });

  describe('deleting (requirements §6: a patient deletes their own questions)', () => {
    it('refuses another patient (403), lets the owner delete, then answers 404', async () => {
      const { db } = database();
      const asked = await askQuestion(db, cardiology.patientId, question(cardiology.specialtyId), now);
      await expect(deleteQuestion(db, asked._id, { patientId: other.patientId }, now)).rejects.toMatchObject({
        status: 403,
      });
      await deleteQuestion(db, asked._id, { patientId: cardiology.patientId }, now);
      await expect(deleteQuestion(db, asked._id, { adminUserId: adminId }, now)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    });
  });
});
