import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import {
  ApiError,
  DEFAULT_LOCALE,
  LNG_PARAM,
  useLocale,
  usePublicQuestion,
  useSpecialties,
} from '@tabib/hooks';
import { formatTunisInstant } from '@tabib/ui';
import type { Question } from '@tabib/sdk';

import { useContentLanguage } from '../../i18n/contentLanguage';
import { doctorName, specialtyName } from '../../i18n/localizedNames';
import { Breadcrumb, endingHere } from '../../shell/Breadcrumb';
import { breadcrumbList, JsonLd } from '../../shell/JsonLd';
import { canonicalUrl, PageMeta } from '../../shell/PageMeta';
import { usePublicOrigin } from '../../ssr/RenderContext';
import { doctorProfileHref } from '../doctor/doctorLinks';
import { ConsultationNotice } from '../ConsultationNotice';
import { RecordNotFound } from '../NotFoundPage';
import { isId } from '../search/searchParams';
import { questionHref, specialtyQuestionsHref } from './questionLinks';
import './QuestionPage.css';

/** The answer's id on the page: the Answer's `url` in the structured data points at it. */
const ANSWER_ID = 'reponse';
/** Search engines show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

/**
 * `/questions/<id>`: one answered question, its answer and the answering doctor, for readers and search
 * engines (docs/decisions/025: QAPage). The asking patient is never named; an unknown or unanswered
 * question is a 404.
 */
export default function QuestionPage() {
  const { id = '' } = useParams();
  const valid = isId(id);
  const question = usePublicQuestion(id, { enabled: valid, meta: { errorToast: false } });
  if (!valid || (question.error instanceof ApiError && question.error.status === 404)) {
    return <RecordNotFound />;
  }
  if (question.isPending) {
    return (
      <p className="app-status" role="status">
        <PageMeta />
        <FormattedMessage id="QUESTION_PAGE.LOADING" />
      </p>
    );
  }
  if (question.isError) {
    return (
      <div className="question-page">
        <PageMeta />
        <h1>
          <FormattedMessage id="QUESTION_PAGE.LOAD_FAILED" />
        </h1>
        <div role="alert">
          <button type="button" className="question-page__button" onClick={() => void question.refetch()}>
            <FormattedMessage id="QUESTIONS_PAGE.RETRY" />
          </button>
        </div>
      </div>
    );
  }
  return <QuestionView question={question.data} />;
}

/** Names in the reader's language, the dates, and the path from the home page to the question. */
function useQuestionPage(question: Question) {
  const intl = useIntl();
  const { locale } = useLocale();
  const specialties = useSpecialties();
  const specialty = specialties.data?.results.find((candidate) => candidate._id === question.category);
  const category = specialty ? specialtyName(specialty, locale) : (question.categoryName ?? '');
  const crumbs = [
    { name: intl.formatMessage({ id: 'QUESTION_PAGE.BREADCRUMB.HOME' }), href: '/' },
    { name: intl.formatMessage({ id: 'QUESTION_PAGE.BREADCRUMB.QUESTIONS' }), href: '/questions' },
    { name: category, href: specialtyQuestionsHref(question.category) },
    { name: question.title, href: questionHref(question._id) },
  ];
  const dateOf = (instant: string) => formatTunisInstant(instant, intl.locale, 'longDate');
  return { intl, locale, category, crumbs, dateOf };
}

function excerpt(text: string, length: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function QuestionView({ question }: { question: Question }) {
  const { intl, category, crumbs, dateOf } = useQuestionPage(question);
  const { doctor, answer, answeredAt } = question;
  const contentLanguage = useContentLanguage();
  const { locale } = useLocale();
  return (
    <article className="question-page" aria-labelledby="question-title">
      <QuestionMeta question={question} />
      <Breadcrumb
        label={intl.formatMessage({ id: 'QUESTION_PAGE.BREADCRUMB.LABEL' })}
        crumbs={endingHere(crumbs)}
      />
      <header className="question-page__header">
        <p className="question-page__category">{category}</p>
        {/* Patients and doctors write in any of the three languages, whatever the page's language. */}
        <h1 id="question-title" {...contentLanguage(question.title)}>
          {question.title}
        </h1>
        <p className="question-page__asked">
          <FormattedMessage
            id="QUESTION_PAGE.ASKED"
            values={{ date: <time dateTime={question.createdAt}>{dateOf(question.createdAt)}</time> }}
          />
        </p>
      </header>
      <p className="question-page__text" {...contentLanguage(question.content)}>
        {question.content}
      </p>
      {answer !== null ? (
        <section id={ANSWER_ID} className="question-page__answer" aria-labelledby="question-answer-title">
          <h2 id="question-answer-title">
            {doctor ? (
              <FormattedMessage
                id="QUESTION_PAGE.ANSWER_BY"
                values={{
                  doctor: (
                    <Link to={doctorProfileHref(doctor._id)}>
                      <bdi>{doctorName(doctor.name, locale)}</bdi>
                    </Link>
                  ),
                }}
              />
            ) : (
              <FormattedMessage id="QUESTION_PAGE.ANSWER" />
            )}
          </h2>
          {answeredAt ? (
            <p className="question-page__answered">
              <FormattedMessage
                id="QUESTION_PAGE.ANSWERED"
                values={{ date: <time dateTime={answeredAt}>{dateOf(answeredAt)}</time> }}
              />
            </p>
          ) : null}
          <p className="question-page__answer-text" {...contentLanguage(answer)}>
            {answer}
          </p>
        </section>
      ) : null}
      <ConsultationNotice about="answer" />
    </article>
  );
}

/**
 * The question's own title and description, a QAPage (the question, its accepted answer and the doctor
 * who gave it; the patient only as "a patient") and the breadcrumb shown on the page.
 */
function QuestionMeta({ question }: { question: Question }) {
  const { intl, locale, category, crumbs } = useQuestionPage(question);
  const origin = usePublicOrigin();
  // The crumbs keep their query (the specialty's questions are `/questions?category=`).
  const absolute = (href: string) => {
    const target = new URL(href, origin);
    if (locale !== DEFAULT_LOCALE) target.searchParams.set(LNG_PARAM, locale);
    return target.href;
  };
  const url = canonicalUrl(origin, questionHref(question._id), '', locale);
  const { doctor, answer } = question;
  const description = excerpt(
    answer !== null && doctor
      ? intl.formatMessage(
          { id: 'QUESTION_PAGE.META.DESCRIPTION' },
          { doctor: doctor.name, specialty: category, answer },
        )
      : question.content,
    DESCRIPTION_LENGTH,
  );
  return (
    <>
      <PageMeta
        title={intl.formatMessage(
          { id: 'QUESTION_PAGE.META.TITLE' },
          { title: question.title, specialty: category },
        )}
        description={description}
      />
      <JsonLd
        data={{
          '@type': 'QAPage',
          url,
          mainEntity: {
            '@type': 'Question',
            name: question.title,
            text: question.content,
            answerCount: answer === null ? 0 : 1,
            dateCreated: question.createdAt,
            author: {
              '@type': 'Person',
              name: intl.formatMessage({ id: 'QUESTION_PAGE.ANONYMOUS_PATIENT' }),
            },
            ...(answer !== null && {
              acceptedAnswer: {
                '@type': 'Answer',
                text: answer,
                url: `${url}#${ANSWER_ID}`,
                ...(question.answeredAt && { dateCreated: question.answeredAt }),
                ...(doctor && {
                  author: {
                    '@type': 'Person',
                    name: doctor.name,
                    url: absolute(doctorProfileHref(doctor._id)),
                  },
                }),
              },
            }),
          },
        }}
      />
      <JsonLd
        data={breadcrumbList(crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.href) })))}
      />
    </>
  );
}
