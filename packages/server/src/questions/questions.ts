import type { Kysely, Transaction } from 'kysely';
import { newId, isId } from '../platform/db/ids.js';
import type { Database } from '../platform/db/schema.js';
import {
  countQuestions,
  deleteQuestionRow,
  findQuestion,
  findQuestionPage,
  findRandomAnsweredQuestions,
  insertQuestion,
  type Question,
  type QuestionFilter,
  type QuestionOrder,
  type QuestionReadRow,
  toQuestions,
  updateAnswer,
  updateClosed,
  updateFeedback,
} from './questions-data.js';
import { findRelative } from '../accounts/relatives-data.js';
import { audit } from '../platform/audit.js';
import { DomainError } from '../platform/errors.js';

/*
 * Health questions (requirements §3, §4, §6): a patient asks in a specialty; a doctor of that specialty answers,
 * which assigns them; the asking patient rates the answer, which closes the question.
 */

/** The spec's `QuestionDocs` list shape (1-based `page`). */
export interface QuestionDocs {
  docs: Question[];
  totalDocs: number;
  page: number;
  limit: number;
}

const questionNotFound = () => new DomainError('NOT_FOUND', 'Question not found.', 404);
const forbiddenQuestion = (message: string) => new DomainError('FORBIDDEN', message, 403);

/** The question, or 404 (also for an id that is not a UUID, which the database would reject). */
export async function getQuestionRow(db: Kysely<Database>, id: string): Promise<QuestionReadRow> {
  const row = isId(id) ? await findQuestion(db, id) : undefined;
  if (!row) throw questionNotFound();
  return row;
}

async function getQuestion(db: Kysely<Database>, id: string): Promise<Question> {
  const [question] = await toQuestions(db, [await getQuestionRow(db, id)]);
  return question!;
}

/** The specialty a doctor answers questions of (requirements §6). */
export async function doctorSpecialtyId(db: Kysely<Database>, doctorId: string): Promise<string> {
  const doctor = await db
    .selectFrom('doctors')
    .select('specialty_id')
    .where('id', '=', doctorId)
    .executeTakeFirstOrThrow();
  return doctor.specialty_id;
}

export interface QuestionInput {
  category: string;
  title: string;
  content: string;
  /** The patient's relative the question is about (docs/decisions/041-relatives.md). */
  relativeId?: string;
}

/** spec `addQuestion`: routed to its category (a specialty); starts open with no doctor. */
export async function askQuestion(
  db: Kysely<Database>,
  patientId: string,
  input: QuestionInput,
  now: Date,
  onAsked?: (trx: Transaction<Database>, question: Question) => Promise<void>,
): Promise<Question> {
  const specialty = await db
    .selectFrom('specialties')
    .select('id')
    .where('id', '=', input.category)
    .executeTakeFirst();
  if (!specialty) throw new DomainError('NOT_FOUND', 'Specialty not found.', 404);
  if (input.relativeId !== undefined && (await findRelative(db, patientId, input.relativeId)) === undefined) {
    throw new DomainError('NOT_FOUND', 'Relative not found.', 404);
  }
  const id = newId(now.getTime());
  return db.transaction().execute(async (trx) => {
    await insertQuestion(trx, {
      id,
      patient_id: patientId,
      category_id: input.category,
      title: input.title,
      content: input.content,
      relative_id: input.relativeId ?? null,
      created_at: now,
      updated_at: now,
    });
    const question = await getQuestion(trx, id);
    // docs/decisions/052: the answer kept for the Idempotency-Key commits with the question.
    await onAsked?.(trx, question);
    return question;
  });
}

export interface PageRequest {
  /** 1-based */
  page: number;
  limit: number;
}

export async function listQuestionDocs(
  db: Kysely<Database>,
  filter: QuestionFilter,
  order: QuestionOrder,
  { page, limit }: PageRequest,
  view = { hidePatient: false },
): Promise<QuestionDocs> {
  const { rows, total } = await findQuestionPage(db, filter, { order, offset: (page - 1) * limit, limit });
  return { docs: await toQuestions(db, rows, view), totalDocs: total, page, limit };
}

/** requirements §7 "questions by specialty": `closed=false` → open questions no doctor has taken, oldest first. */
export function listSpecialtyQuestions(
  db: Kysely<Database>,
  specialtyId: string,
  closed: boolean,
  page: PageRequest,
): Promise<QuestionDocs> {
  return closed
    ? listQuestionDocs(db, { categoryId: specialtyId, closed: true }, '-updatedAt', page)
    : listQuestionDocs(db, { categoryId: specialtyId, closed: false, doctorId: null }, 'createdAt', page);
}

export interface PublicQuestionFilter {
  category?: string;
  /** The answering doctor (their profile's answers). */
  doctor?: string;
  keyword?: string;
  pageIndex?: number;
  limit?: number;
}

/** requirements §9: public questions are listed 10 at a time. */
export const PUBLIC_QUESTIONS_PAGE_SIZE = 10;
/** The largest public page: a guest cannot ask for the whole table at once. */
export const PUBLIC_QUESTIONS_MAX_LIMIT = 50;

/** requirements §5: pageIndex is forced to 0 if negative; limit falls back to 10 if not positive. */
export function publicPaging(pageIndex?: number, limit?: number): PageRequest {
  const index = pageIndex !== undefined && pageIndex > 0 ? pageIndex : 0;
  const size =
    limit !== undefined && limit > 0
      ? Math.min(limit, PUBLIC_QUESTIONS_MAX_LIMIT)
      : PUBLIC_QUESTIONS_PAGE_SIZE;
  return { page: index + 1, limit: size };
}

/** spec `filterQuestions`: answered questions only, newest answers first, never showing who asked. */
export function listPublicQuestions(
  db: Kysely<Database>,
  filter: PublicQuestionFilter,
): Promise<QuestionDocs> {
  return listQuestionDocs(
    db,
    { answered: true, categoryId: filter.category, doctorId: filter.doctor, keyword: filter.keyword },
    '-answeredAt',
    publicPaging(filter.pageIndex, filter.limit),
    { hidePatient: true },
  );
}

/**
 * spec `getQuestion`: the public page of one question, shown like the public list shows it — answered
 * (open or closed), without who asked; a question with no answer is not public (404).
 */
export async function getPublicQuestion(db: Kysely<Database>, id: string): Promise<Question> {
  const row = isId(id) ? await findQuestion(db, id) : undefined;
  if (!row || row.answer === null) throw questionNotFound();
  const [question] = await toQuestions(db, [row], { hidePatient: true });
  return question!;
}

/** spec `randomQuestionsForHome`: a few answered questions at random, without the asking patient. */
export async function randomHomeQuestions(db: Kysely<Database>, limit: number): Promise<Question[]> {
  return toQuestions(db, await findRandomAnsweredQuestions(db, limit), { hidePatient: true });
}

/** spec `countQuestions`: a doctor's answered questions; `feedback` null = answered without feedback. */
export function countAnsweredQuestions(
  db: Kysely<Database>,
  doctorId: string,
  feedback?: number | null,
): Promise<number> {
  return countQuestions(db, { doctorId, answered: true, feedback });
}

/**
 * A doctor answers an open question of their specialty that is unassigned or already theirs; the answer
 * assigns them (requirements §4). The conditional UPDATE decides races; a miss is then explained: another
 * specialty → 403, taken by another doctor → 409 `ALREADY_ANSWERED`, closed → 409 `QUESTION_CLOSED`.
 */
export async function answerQuestion(
  db: Kysely<Database>,
  doctorId: string,
  questionId: string,
  answer: string,
  now: Date,
): Promise<Question> {
  const question = await getQuestionRow(db, questionId);
  const specialtyId = await doctorSpecialtyId(db, doctorId);
  if (question.category_id !== specialtyId) {
    throw forbiddenQuestion('Only doctors of the question’s specialty may answer it.');
  }
  const answered = await updateAnswer(db, {
    id: questionId,
    doctorId,
    specialtyId,
    answer,
    now,
  });
  if (!answered) {
    const current = await getQuestionRow(db, questionId);
    if (current.doctor_id !== null && current.doctor_id !== doctorId) {
      throw new DomainError('ALREADY_ANSWERED', 'Another doctor has already answered this question.', 409);
    }
    throw new DomainError('QUESTION_CLOSED', 'This question is closed.', 409);
  }
  return getQuestion(db, questionId);
}

/**
 * The asking patient rates the answering doctor (1–5, optional comment) once the question is answered;
 * giving feedback closes the question (requirements §4). Not answered yet → 409 `NOT_ANSWERED`; feedback
 * already given → 409 `FEEDBACK_ALREADY_GIVEN`.
 */
export async function giveFeedback(
  db: Kysely<Database>,
  patientId: string,
  questionId: string,
  feedback: { rating: number; comment: string | null },
  now: Date,
): Promise<Question> {
  const question = await getQuestionRow(db, questionId);
  if (question.patient_id !== patientId) {
    throw forbiddenQuestion('Only the patient who asked may give feedback.');
  }
  const given = await updateFeedback(db, { id: questionId, patientId, ...feedback, now });
  if (!given) {
    const current = await getQuestionRow(db, questionId);
    if (current.answer === null) {
      throw new DomainError('NOT_ANSWERED', 'Feedback can be given once a doctor has answered.', 409);
    }
    throw new DomainError('FEEDBACK_ALREADY_GIVEN', 'Feedback has already been given.', 409);
  }
  return getQuestion(db, questionId);
}

/**
 * spec `patchQuestion`: an admin closes or reopens a question, audited as `question.close` or
 * `question.reopen` with `closed` before and after; setting the value it already has records nothing.
 */
export async function setQuestionClosed(
  db: Kysely<Database>,
  questionId: string,
  closed: boolean,
  now: Date,
  adminUserId: string,
): Promise<Question> {
  const question = await getQuestionRow(db, questionId);
  await db.transaction().execute(async (trx) => {
    if (!(await updateClosed(trx, questionId, closed, now))) throw questionNotFound();
    if (question.closed === closed) return;
    await audit(
      trx,
      {
        actorUserId: adminUserId,
        action: closed ? 'question.close' : 'question.reopen',
        entity: 'question',
        entityId: questionId,
        before: { closed: question.closed },
        after: { closed },
      },
      now,
    );
  });
  return getQuestion(db, questionId);
}

/** Who deletes a question (spec `deleteQuestion` x-ownership). */
export type QuestionDeleter = { patientId: string } | { adminUserId: string };

/**
 * spec `deleteQuestion`: the asking patient deletes their own question; an admin any, audited as
 * `question.delete` with the whole question before.
 */
export async function deleteQuestion(
  db: Kysely<Database>,
  questionId: string,
  by: QuestionDeleter,
  now: Date,
): Promise<void> {
  const question = await getQuestionRow(db, questionId);
  if ('patientId' in by && question.patient_id !== by.patientId) {
    throw forbiddenQuestion('Only the patient who asked may delete this question.');
  }
  await db.transaction().execute(async (trx) => {
    if (!(await deleteQuestionRow(trx, questionId))) throw questionNotFound();
    if ('adminUserId' in by) {
      const [before] = await toQuestions(trx, [question]);
      await audit(
        trx,
        {
          actorUserId: by.adminUserId,
          action: 'question.delete',
          entity: 'question',
          entityId: questionId,
          before: before!,
          after: null,
        },
        now,
      );
    }
  });
}
