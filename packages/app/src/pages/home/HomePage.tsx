import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLandingArticles, useLocale, usePublicSpecialties, useRandomHomeQuestions } from '@tabib/hooks';
import type { Article, Question, Specialty } from '@tabib/sdk';
import { EmptyState, QuestionCard, formatTunisInstant } from '@tabib/ui';

import { LoadStatus } from '../../components/LoadStatus';
import { NaturalSearchBox } from '../../components/NaturalSearchBox';
import { useContentLanguage } from '../../i18n/contentLanguage';
import { doctorName, specialtyName } from '../../i18n/localizedNames';
import { proxiedImageSet } from '../../shell/images';
import { RouterLink } from '../../shell/RouterLink';
import { LANDING_PATH, specialtyLandingHref } from '../landing/landing';
import { questionHref } from '../questions/questionLinks';
import { searchHref } from '../search/searchHref';
import { SiteJsonLd } from './SiteJsonLd';
import './HomePage.css';

/** Specialties shown before "show all" (the API sends them most looked-for first, requirements §7). */
const SPECIALTIES_SHOWN_FIRST = 12;

/** requirements §2 "/ and /home": search, the most looked-for specialties, landing articles, questions, ask. */
export default function HomePage() {
  return (
    <div className="home-page">
      <SiteJsonLd />
      <HomeHero />
      <HomeSpecialties />
      <HomeArticles />
      <HomeQuestions />
      <HomeAskCall />
    </div>
  );
}

function HomeHero() {
  const navigate = useNavigate();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="home-hero__title">
        <FormattedMessage id="HOME.HERO.TITLE" />
      </h1>
      <p className="home-hero__lead">
        <FormattedMessage id="HOME.HERO.LEAD" />
      </p>
      <NaturalSearchBox
        className="home-hero__search"
        onSearch={(filters) => void navigate(searchHref(filters))}
      />
    </section>
  );
}

/** A section of the home page: its h2, and the loading / failed / empty / loaded states of its list. */
function HomeSection({
  className,
  titleId,
  title,
  children,
}: {
  className: string;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`home-section ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function HomeSpecialties() {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  // requirements §7, §9: the public list, by frequency, one page of 50
  const specialties = usePublicSpecialties(undefined, { meta: { errorToast: false } });
  const all: Specialty[] = specialties.data?.results ?? [];
  const shown = showAll ? all : all.slice(0, SPECIALTIES_SHOWN_FIRST);

  return (
    <HomeSection
      className="home-specialties"
      titleId={titleId}
      title={intl.formatMessage({ id: 'HOME.SPECIALTIES.TITLE' })}
    >
      <LoadStatus
        className="home-section__status"
        isPending={specialties.isPending}
        isError={specialties.isError}
        item={intl.formatMessage({ id: 'HOME.SPECIALTIES.ITEM' })}
      />
      {specialties.isSuccess && all.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'HOME.SPECIALTIES.EMPTY' })} />
      ) : null}
      {shown.length > 0 ? (
        <ul id={listId} className="home-specialties__list">
          {shown.map((specialty) => (
            <li key={specialty._id}>
              <Link className="home-specialties__link" to={specialtyLandingHref(specialty, locale)}>
                {specialtyName(specialty, locale)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {all.length > SPECIALTIES_SHOWN_FIRST ? (
        <button
          type="button"
          className="home-section__more"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((open) => !open)}
        >
          {intl.formatMessage(
            { id: showAll ? 'HOME.SPECIALTIES.SHOW_LESS' : 'HOME.SPECIALTIES.SHOW_ALL' },
            { count: all.length },
          )}
        </button>
      ) : null}
      <p>
        <Link to={LANDING_PATH}>{intl.formatMessage({ id: 'HOME.SPECIALTIES.BY_SPECIALTY' })}</Link>
      </p>
    </HomeSection>
  );
}

const COVER_WIDTH = 400;
const COVER_HEIGHT = 225;

function ArticleCard({ article }: { article: Article }) {
  const intl = useIntl();
  const contentLanguage = useContentLanguage();
  // Written in one language, whatever the page's (issue #30 point 18), as on the articles page.
  const language = contentLanguage(`${article.title}\n${article.excerpt}`);
  const cover = article.coverUrl
    ? proxiedImageSet(article.coverUrl, { width: COVER_WIDTH, height: COVER_HEIGHT })
    : null;
  return (
    <article className="home-article">
      {cover ? (
        <img
          className="home-article__cover"
          src={cover.src}
          srcSet={cover.srcSet}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading="lazy"
        />
      ) : null}
      <h3 className="home-article__title" {...language}>
        <Link to={`/articles?id=${encodeURIComponent(article._id)}`}>{article.title}</Link>
      </h3>
      <p className="home-article__excerpt" {...language}>
        {article.excerpt}
      </p>
      <p className="home-article__meta">
        <span className="home-article__author" {...contentLanguage(article.author)}>
          {article.author}
        </span>{' '}
        ·{' '}
        <time dateTime={article.updatedAt}>{formatTunisInstant(article.updatedAt, intl.locale, 'date')}</time>
      </p>
    </article>
  );
}

function HomeArticles() {
  const intl = useIntl();
  const titleId = useId();
  const articles = useLandingArticles({ meta: { errorToast: false } });
  const list = articles.data?.results ?? [];
  return (
    <HomeSection
      className="home-articles"
      titleId={titleId}
      title={intl.formatMessage({ id: 'HOME.ARTICLES.TITLE' })}
    >
      <LoadStatus
        className="home-section__status"
        isPending={articles.isPending}
        isError={articles.isError}
        item={intl.formatMessage({ id: 'HOME.ARTICLES.ITEM' })}
      />
      {articles.isSuccess && list.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'HOME.ARTICLES.EMPTY' })} />
      ) : null}
      {list.length > 0 ? (
        <ul className="home-articles__list">
          {list.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="home-section__more" to="/articles">
        {intl.formatMessage({ id: 'HOME.ARTICLES.ALL' })}
      </Link>
    </HomeSection>
  );
}

function HomeQuestions() {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const questions = useRandomHomeQuestions(undefined, { meta: { errorToast: false } });
  // The specialties' section above says a failed load of the same list.
  const specialties = usePublicSpecialties(undefined, { meta: { errorToast: false } });
  const list: Question[] = questions.data?.docs ?? [];
  const categoryName = (question: Question) => {
    const specialty = specialties.data?.results.find((candidate) => candidate._id === question.category);
    return specialty ? specialtyName(specialty, locale) : question.categoryName;
  };
  return (
    <HomeSection
      className="home-questions"
      titleId={titleId}
      title={intl.formatMessage({ id: 'HOME.QUESTIONS.TITLE' })}
    >
      <LoadStatus
        className="home-section__status"
        isPending={questions.isPending}
        isError={questions.isError}
        item={intl.formatMessage({ id: 'HOME.QUESTIONS.ITEM' })}
      />
      {questions.isSuccess && list.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'HOME.QUESTIONS.EMPTY' })} />
      ) : null}
      {list.length > 0 ? (
        <ul className="home-questions__list">
          {list.map((question) => (
            <li key={question._id}>
              <QuestionCard
                title={question.title}
                content={question.content}
                category={categoryName(question)}
                closed={question.closed}
                doctorName={question.doctor ? doctorName(question.doctor.name, locale) : null}
                answer={question.answer}
                updatedAt={question.updatedAt}
                href={questionHref(question._id)}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="home-section__more" to="/questions">
        {intl.formatMessage({ id: 'HOME.QUESTIONS.ALL' })}
      </Link>
    </HomeSection>
  );
}

function HomeAskCall() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="home-ask" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-ask__title">
        {intl.formatMessage({ id: 'HOME.ASK.TITLE' })}
      </h2>
      <p className="home-ask__text">{intl.formatMessage({ id: 'HOME.ASK.TEXT' })}</p>
      <Link className="home-ask__action" to="/questions/ask">
        {intl.formatMessage({ id: 'HOME.ASK.ACTION' })}
      </Link>
    </section>
  );
}
