import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuestions } from '@tabib/hooks';
import { EmptyState, pageCountOf, RelativeTime } from '@tabib/ui';

import { useSpecialtyOptions } from '../../pages/questions/useSpecialtyOptions';
import { doctorName } from '../../i18n/localizedNames';
import { ADMIN_PAGE_SIZE } from './adminFilters';
import { FilterSelect, ListFilters, ListResults, ListTable, useListFilters } from './adminListParts';
import {
  QUESTION_STATES,
  questionListQueryOf,
  questionsFilterFromSearch,
  type QuestionStateFilter,
} from './adminListSearch';
import './admin-content.css';

const STATE_LABELS: Record<QuestionStateFilter, string> = {
  open: 'ADMIN.QUESTIONS.STATES.OPEN',
  unanswered: 'ADMIN.QUESTIONS.STATES.UNANSWERED',
  closed: 'ADMIN.QUESTIONS.STATES.CLOSED',
};

/** docs/decisions/018: the patients' questions, read-only, by state and specialty, newest first. */
export default function QuestionsPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { filters, setFilter, setPage } = useListFilters(questionsFilterFromSearch);
  const questions = useQuestions(
    {
      filter: questionListQueryOf(filters),
      sort: '-createdAt',
      page: filters.page,
      limit: ADMIN_PAGE_SIZE,
    },
    { meta: { errorToast: false } },
  );
  const specialties = useSpecialtyOptions();
  const specialtyNames = useMemo(
    () => new Map(specialties.options.map((option) => [option.id, option.name])),
    [specialties.options],
  );

  return (
    <div className="ap-page">
      <h1 className="ap-title">{text('ADMIN.QUESTIONS.TITLE')}</h1>
      <p className="ap-hint">{text('ADMIN.QUESTIONS.INTRO')}</p>

      <ListFilters>
        <FilterSelect<QuestionStateFilter>
          id="ac-questions-state"
          label={text('ADMIN.QUESTIONS.STATE')}
          value={filters.state}
          options={QUESTION_STATES.map((state) => ({ value: state, label: text(STATE_LABELS[state]) }))}
          onChange={(value) => setFilter('state', value === 'open' ? '' : value)}
        />
        <FilterSelect<string>
          id="ac-questions-specialty"
          label={text('ADMIN.QUESTIONS.SPECIALTY')}
          value={filters.specialty ?? 'all'}
          allLabel={text('ADMIN.QUESTIONS.ALL_SPECIALTIES')}
          options={specialties.options.map((option) => ({ value: option.id, label: option.name }))}
          onChange={(value) => setFilter('specialty', value)}
        />
      </ListFilters>

      <ListResults
        query={questions}
        results={questions.data?.docs}
        labels={{ loading: 'ADMIN.QUESTIONS.LOADING', item: 'ADMIN.QUESTIONS.ITEM' }}
        empty={<EmptyState title={text('ADMIN.QUESTIONS.EMPTY')} />}
        paging={{
          page: filters.page,
          totalPages: questions.data && pageCountOf(questions.data.totalDocs, questions.data.limit),
          onPage: setPage,
        }}
      >
        {(results) => (
          <ListTable
            caption={intl.formatMessage(
              { id: 'ADMIN.QUESTIONS.LIST_TITLE' },
              { count: questions.data?.totalDocs },
            )}
            columns={[
              text('ADMIN.QUESTIONS.COLUMNS.TITLE'),
              text('ADMIN.QUESTIONS.COLUMNS.SPECIALTY'),
              text('ADMIN.QUESTIONS.COLUMNS.ASKED'),
              text('ADMIN.QUESTIONS.COLUMNS.ANSWERED_BY'),
              text('ADMIN.QUESTIONS.COLUMNS.FEEDBACK'),
            ]}
            busy={questions.isFetching}
          >
            {results.map((question) => (
              <tr key={question._id}>
                <th scope="row" className="ac-question-title" dir="auto">
                  {question.title}
                </th>
                <td dir="auto">{specialtyNames.get(question.category) ?? question.categoryName ?? '—'}</td>
                <td className="ap-nowrap">
                  <RelativeTime date={question.createdAt} />
                </td>
                <td dir="auto">
                  {question.doctor ? (
                    doctorName(question.doctor.name, intl.locale)
                  ) : (
                    <span className="ap-muted">{text('ADMIN.QUESTIONS.NOT_ANSWERED')}</span>
                  )}
                </td>
                <td>
                  {question.patientFeedBackToDoctor === null ? (
                    <span className="ap-muted">{text('ADMIN.QUESTIONS.NO_FEEDBACK')}</span>
                  ) : (
                    <>
                      <span className="ap-nowrap">
                        {intl.formatMessage(
                          { id: 'ADMIN.QUESTIONS.RATING' },
                          { rating: question.patientFeedBackToDoctor },
                        )}
                      </span>
                      {question.patientFeedBackComment ? (
                        <p className="ac-feedback-comment" dir="auto">
                          {question.patientFeedBackComment}
                        </p>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListResults>
    </div>
  );
}
