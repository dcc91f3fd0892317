import type { Question } from '@tabib/contract';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';
import type { PublicQuestionsParams } from './usePublicQuestions';

/** The fields of a question that say which lists show it. */
export type QuestionPlacement = Pick<Question, '_id' | 'patient' | 'category' | 'doctor'>;

/**
 * A new question is open and unanswered: its patient's lists, its category's lists and the open
 * list of its specialty (the badge). Public lists show answered questions only.
 */
export function questionAdded(question: QuestionPlacement): InvalidateQueryFilters[] {
  return [
    ...(question.patient === null
      ? []
      : [{ queryKey: apiKey('get', '/questions', { query: { query: { patient: question.patient } } }) }]),
    { queryKey: apiKey('get', '/questions', { query: { query: { category: question.category } } }) },
    {
      queryKey: apiKey('get', '/questions/specialty/{specialtyId}', {
        path: { specialtyId: question.category },
        query: { closed: false },
      }),
    },
  ];
}

/**
 * An existing question answered, rated, closed or deleted: every list that shows it — its patient's,
 * its category's and its doctor's, both lists of its specialty (the answer takes it off the open list,
 * feedback moves it to the closed one) — and, once a doctor answered it, the public lists of its
 * category (or of every category) and of its doctor, the question's public page, that doctor's answered-question counts
 * and headline statistics (`questionsAnswered`, `feedbacks`).
 */
export function questionChanged(question: QuestionPlacement): InvalidateQueryFilters[] {
  const doctorId = question.doctor?._id;
  const filters: InvalidateQueryFilters[] = [
    ...questionListsOf(question),
    {
      queryKey: apiKey('get', '/questions/specialty/{specialtyId}', {
        path: { specialtyId: question.category },
      }),
    },
  ];
  if (doctorId === undefined) return filters;
  return [
    ...filters,
    {
      queryKey: apiKey('post', '/questions/filter'),
      predicate: (query) => {
        const params = (query.queryKey[2] as { body?: PublicQuestionsParams } | undefined)?.body;
        return (
          (params?.category === undefined || params.category === question.category) &&
          (params?.doctor === undefined || params.doctor === doctorId)
        );
      },
    },
    { queryKey: apiKey('get', '/questions/{id}', { path: { id: question._id } }) },
    { queryKey: apiKey('get', '/questions/count', { query: { query: { doctor: doctorId } } }) },
    { queryKey: apiKey('get', '/doctorStatsNumbers', { query: { doctor: doctorId } }) },
  ];
}

function questionListsOf(question: QuestionPlacement): InvalidateQueryFilters[] {
  const filters: object[] = [{ category: question.category }];
  if (question.patient !== null) filters.push({ patient: question.patient });
  if (question.doctor !== null) filters.push({ doctor: question.doctor._id });
  return filters.map((filter) => ({ queryKey: apiKey('get', '/questions', { query: { query: filter } }) }));
}
