import { useId, useMemo, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLocale, usePublicQuestions } from '@tabib/hooks';
import { EmptyState, Pagination, QuestionCard } from '@tabib/ui';
import type { Question } from '@tabib/sdk';

import './QuestionsPage.css';
import {
  KEYWORD_MAX_LENGTH,
  QUESTIONS_PARAMS,
  questionsFiltersFromSearch,
  searchFromQuestionsFilters,
  type QuestionsFilters,
} from './questionsSearch';
import { useContentLanguage } from '../../i18n/contentLanguage';
import { doctorName } from '../../i18n/localizedNames';
import { itemList, JsonLd, useAbsoluteUrl } from '../../shell/JsonLd';
import { RouterLink } from '../../shell/RouterLink';
import { questionHref } from './questionLinks';
import { SpecialtyOptions } from './SpecialtyOptions';
import { useSpecialtyOptions } from './useSpecialtyOptions';

/** requirements §2 /questions: the answered health questions, filtered by specialty and words, 10 a page (§9). */
export default function QuestionsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => questionsFiltersFromSearch(searchParams), [searchParams]);
  const questions = usePublicQuestions(filters, { meta: { errorToast: false } });
  const specialties = useSpecialtyOptions();
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const specialtyId = useId();
  const keywordId = useId();

  const specialtyNames = useMemo(
    () => new Map(specialties.options.map((option) => [option.id, option.name])),
    [specialties.options],
  );
  const hasFilter = filters.category !== undefined || filters.keyword !== undefined;

  const show = (next: Partial<QuestionsFilters>) =>
    setSearchParams((current) => searchFromQuestionsFilters({ ...filters, ...next }, current), {
      flushSync: true,
    });

  // A new filter starts again from the first page.
  const applyForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    show({
      category: String(form.get(QUESTIONS_PARAMS.category) ?? '') || undefined,
      keyword: String(form.get(QUESTIONS_PARAMS.keyword) ?? '') || undefined,
      pageIndex: 0,
    });
  };

  const goToPage = (pageIndex: number) => {
    show({ pageIndex });
    resultsRef.current?.focus();
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const clearFilters = () => show({ category: undefined, keyword: undefined, pageIndex: 0 });

  return (
    <div className="questions-page">
      <header className="questions-header">
        <div>
          <h1 className="questions-title">
            <FormattedMessage id="QUESTIONS_PAGE.TITLE" />
          </h1>
          <p className="questions-intro">
            <FormattedMessage id="QUESTIONS_PAGE.INTRO" />
          </p>
        </div>
        <Link className="questions-ask-link" to="/questions/ask">
          <FormattedMessage id="QUESTIONS_PAGE.ASK" />
        </Link>
      </header>

      <form
        className="questions-filters"
        role="search"
        aria-label={intl.formatMessage({ id: 'QUESTIONS_PAGE.FILTERS.LABEL' })}
        onSubmit={applyForm}
      >
        <div className="questions-field">
          <label htmlFor={specialtyId}>
            <FormattedMessage id="QUESTIONS_PAGE.FILTERS.SPECIALTY" />
          </label>
          <select
            id={specialtyId}
            name={QUESTIONS_PARAMS.category}
            value={filters.category ?? ''}
            onChange={(event) => show({ category: event.target.value || undefined, pageIndex: 0 })}
          >
            <SpecialtyOptions
              options={specialties.options}
              none={intl.formatMessage({ id: 'QUESTIONS_PAGE.FILTERS.ALL_SPECIALTIES' })}
            />
          </select>
        </div>
        <div className="questions-field">
          <label htmlFor={keywordId}>
            <FormattedMessage id="QUESTIONS_PAGE.FILTERS.KEYWORD" />
          </label>
          <input
            // Remounted when the URL's keyword changes (back button, clearing) so the box follows it.
            key={filters.keyword ?? ''}
            id={keywordId}
            name={QUESTIONS_PARAMS.keyword}
            type="search"
            defaultValue={filters.keyword ?? ''}
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={intl.formatMessage({ id: 'QUESTIONS_PAGE.FILTERS.KEYWORD_PLACEHOLDER' })}
          />
        </div>
        <div className="questions-filter-actions">
          <button type="submit" className="questions-button questions-button--primary">
            <FormattedMessage id="QUESTIONS_PAGE.FILTERS.APPLY" />
          </button>
          {hasFilter ? (
            <button type="button" className="questions-button" onClick={clearFilters}>
              <FormattedMessage id="QUESTIONS_PAGE.FILTERS.CLEAR" />
            </button>
          ) : null}
        </div>
      </form>

      <p ref={resultsRef} className="questions-count" tabIndex={-1} aria-live="polite">
        {questions.data ? (
          <FormattedMessage id="QUESTIONS_PAGE.COUNT" values={{ count: questions.data.totalDocs }} />
        ) : null}
      </p>

      {questions.isPending ? (
        <p className="app-status" role="status">
          <FormattedMessage id="QUESTIONS_PAGE.LOADING" />
        </p>
      ) : questions.isError ? (
        <div className="questions-error" role="alert">
          <p>
            <FormattedMessage
              id="ERRORS.LOAD_FAILED"
              values={{ item: intl.formatMessage({ id: 'QUESTIONS_PAGE.ITEM' }) }}
            />
          </p>
          <button type="button" className="questions-button" onClick={() => void questions.refetch()}>
            <FormattedMessage id="QUESTIONS_PAGE.RETRY" />
          </button>
        </div>
      ) : questions.data.docs.length === 0 ? (
        <QuestionsEmpty
          pastLastPage={questions.data.totalDocs > 0}
          hasFilter={hasFilter}
          onFirstPage={() => goToPage(0)}
          onClear={clearFilters}
        />
      ) : (
        <>
          <QuestionList questions={questions.data.docs} />
          <ul className="questions-list">
            {questions.data.docs.map((question) => (
              <li key={question._id}>
                <PublicQuestion question={question} specialtyName={specialtyNames.get(question.category)} />
              </li>
            ))}
          </ul>
          <Pagination
            className="questions-pagination"
            page={filters.pageIndex}
            totalDocs={questions.data.totalDocs}
            limit={questions.data.limit}
            onPageChange={goToPage}
          />
        </>
      )}
    </div>
  );
}

/** The questions listed, for search engines: an ItemList of Question, each with its page's URL. */
function QuestionList({ questions }: { questions: readonly Question[] }) {
  const absolute = useAbsoluteUrl();
  return (
    <JsonLd
      data={itemList(
        questions.map((question) => ({
          '@type': 'Question',
          url: absolute(questionHref(question._id)),
          name: question.title,
          dateCreated: question.createdAt,
          answerCount: question.answer ? 1 : 0,
        })),
      )}
    />
  );
}

function PublicQuestion({ question, specialtyName }: { question: Question; specialtyName?: string }) {
  const contentLanguage = useContentLanguage();
  const { locale } = useLocale();
  return (
    <QuestionCard
      className="questions-card"
      headingLevel={2}
      title={question.title}
      // Patients and doctors write in any of the three languages, whatever the page's language.
      content={<p {...contentLanguage(question.content)}>{question.content}</p>}
      category={specialtyName ?? question.categoryName}
      closed={question.closed}
      doctorName={question.doctor ? doctorName(question.doctor.name, locale) : null}
      answer={question.answer ? <p {...contentLanguage(question.answer)}>{question.answer}</p> : undefined}
      updatedAt={question.updatedAt}
      href={questionHref(question._id)}
      linkComponent={RouterLink}
    />
  );
}

interface QuestionsEmptyProps {
  /** The list has questions, but the URL asks for a page after the last one. */
  pastLastPage: boolean;
  hasFilter: boolean;
  onFirstPage: () => void;
  onClear: () => void;
}

function QuestionsEmpty({ pastLastPage, hasFilter, onFirstPage, onClear }: QuestionsEmptyProps) {
  if (pastLastPage) {
    return (
      <EmptyState
        title={<FormattedMessage id="QUESTIONS_PAGE.EMPTY.PAST_LAST_PAGE" />}
        action={
          <button type="button" className="questions-button" onClick={onFirstPage}>
            <FormattedMessage id="QUESTIONS_PAGE.EMPTY.FIRST_PAGE" />
          </button>
        }
      />
    );
  }
  if (hasFilter) {
    return (
      <EmptyState
        variant="noResults"
        action={
          <button type="button" className="questions-button" onClick={onClear}>
            <FormattedMessage id="QUESTIONS_PAGE.FILTERS.CLEAR" />
          </button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={<FormattedMessage id="QUESTIONS_PAGE.EMPTY.NONE" />}
      description={<FormattedMessage id="QUESTIONS_PAGE.EMPTY.BE_FIRST" />}
      action={
        <Link className="questions-ask-link" to="/questions/ask">
          <FormattedMessage id="QUESTIONS_PAGE.ASK" />
        </Link>
      }
    />
  );
}
