import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import {
  answerQuestion,
  askQuestion,
  countAnsweredQuestions,
  deleteQuestion,
  doctorSpecialtyId,
  getPublicQuestion,
  giveFeedback,
  listPublicQuestions,
  listQuestionDocs,
  listSpecialtyQuestions,
  randomHomeQuestions,
  setQuestionClosed,
} from './questions.js';
import {
  type ApiDeps,
  type Caller,
  actingDoctor,
  forbidden,
  requireCaller,
} from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';
import { keptAnswer } from '../platform/api/idempotency.js';

/** The JSON `query` of `listQuestions` (spec `QuestionListQuery`), already validated. */
interface QuestionListQuery {
  patient?: string;
  category?: string;
  closed?: boolean;
  doctor?: string | null;
}

interface QuestionPatch {
  answer?: string;
  patientFeedBackToDoctor?: number;
  patientFeedBackComment?: string;
  closed?: boolean;
}

/**
 * spec `listQuestions` x-ownership: patient → `patient` must be themselves; doctor/secretary →
 * `category` must be the doctor's specialty (or `doctor` the doctor); admin → any.
 */
async function authoriseQuestionList(db: Kysely<Database>, caller: Caller, query: QuestionListQuery) {
  if (caller.role === 'admin') return;
  if (caller.role === 'patient') {
    if (query.patient !== caller.userId) throw forbidden();
    return;
  }
  const doctorId = actingDoctor(caller);
  if (query.doctor === doctorId) return;
  if (query.category !== undefined && query.category === (await doctorSpecialtyId(db, doctorId))) return;
  throw forbidden();
}

/** spec `patchQuestion`: which of the three patches the body is, and whether the caller may make it. */
function patchKind(caller: Caller, patch: QuestionPatch): 'answer' | 'feedback' | 'closed' {
  const fields = Object.keys(patch);
  const only = (...allowed: string[]) => fields.every((field) => allowed.includes(field));
  if (caller.role === 'doctor' && patch.answer !== undefined && only('answer')) return 'answer';
  if (
    caller.role === 'patient' &&
    patch.patientFeedBackToDoctor !== undefined &&
    only('patientFeedBackToDoctor', 'patientFeedBackComment')
  ) {
    return 'feedback';
  }
  if (caller.role === 'admin' && patch.closed !== undefined && only('closed')) return 'closed';
  throw forbidden();
}

export function createQuestionHandlers({ db, now }: ApiDeps) {
  return {
    async addQuestion(request, reply) {
      const caller = requireCaller(request);
      // docs/decisions/052: the answer to the Idempotency-Key commits with the question.
      const kept = keptAnswer(request);
      const question = await askQuestion(
        db,
        caller.userId,
        request.body,
        now(),
        kept && ((trx, asked) => kept.keep(trx, 201, asked)),
      );
      kept?.committed();
      reply.code(201);
      return question;
    },

    async listQuestions(request) {
      const caller = requireCaller(request);
      const params = request.query;
      const { query } = params;
      await authoriseQuestionList(db, caller, query);
      return listQuestionDocs(
        db,
        {
          patientId: query.patient,
          categoryId: query.category,
          closed: query.closed,
          doctorId: query.doctor,
        },
        params.sort,
        { page: params.page, limit: params.limit },
      );
    },

    async filterQuestions(request) {
      return listPublicQuestions(db, request.body);
    },

    async getQuestion(request) {
      const { id } = request.params;
      return getPublicQuestion(db, id);
    },

    async countQuestions(request) {
      const caller = requireCaller(request);
      const { query } = request.query;
      const doctorId = actingDoctor(caller, query.doctor);
      return { count: await countAnsweredQuestions(db, doctorId, query.patientFeedBackToDoctor) };
    },

    async listQuestionsBySpecialty(request) {
      const caller = requireCaller(request);
      const { specialtyId } = request.params;
      const params = request.query;
      // x-ownership: doctor/secretary → the doctor's own specialty; admin → any.
      if (caller.role !== 'admin' && (await doctorSpecialtyId(db, actingDoctor(caller))) !== specialtyId) {
        throw forbidden();
      }
      return listSpecialtyQuestions(db, specialtyId, params.closed, {
        page: params.page,
        limit: params.limit,
      });
    },

    async patchQuestion(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const patch = request.body;
      switch (patchKind(caller, patch)) {
        case 'answer':
          return answerQuestion(db, actingDoctor(caller), id, patch.answer!, now());
        case 'feedback':
          return giveFeedback(
            db,
            caller.userId,
            id,
            { rating: patch.patientFeedBackToDoctor!, comment: patch.patientFeedBackComment ?? null },
            now(),
          );
        case 'closed':
          return setQuestionClosed(db, id, patch.closed!, now(), caller.userId);
      }
    },

    async deleteQuestion(request, reply) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const by = caller.role === 'admin' ? { adminUserId: caller.userId } : { patientId: caller.userId };
      await deleteQuestion(db, id, by, now());
      reply.code(204);
    },

    async randomQuestionsForHome(request) {
      // spec: `limit` defaults to 4 (the landing page's count, requirements §9) and is at most 12 (schema); the body
      // itself is optional.
      return randomHomeQuestions(db, request.body?.limit ?? 4);
    },
  } satisfies Handlers;
}
