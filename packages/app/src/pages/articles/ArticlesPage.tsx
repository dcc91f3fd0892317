import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError, useArticle, useArticles, useLocale } from '@tabib/hooks';
import { EmptyState, Pagination, formatTunisInstant } from '@tabib/ui';
import type { Article } from '@tabib/sdk';

import { useContentLanguage } from '../../i18n/contentLanguage';
import { proxiedImageSet } from '../../shell/images';
import { JsonLd } from '../../shell/JsonLd';
import { canonicalUrl, PageMeta } from '../../shell/PageMeta';
import { usePublicOrigin } from '../../ssr/RenderContext';
import { ConsultationNotice } from '../ConsultationNotice';
import { ArticleBody } from './ArticleBody';
import './ArticlesPage.css';
import { ARTICLES_PAGE_SIZE, articleHref, articlesViewFromSearch, isArticleId } from './articlesSearch';

const LIST_COVER = { width: 400, height: 225 };
const READING_COVER = { width: 800, height: 450 };

function useArticleDate() {
  const intl = useIntl();
  return (instant: string) => formatTunisInstant(instant, intl.locale, 'longDate');
}

/** requirements §2 /articles: the health articles, newest first, and the reading view at /articles?id=. */
export default function ArticlesPage() {
  const [searchParams] = useSearchParams();
  const view = useMemo(() => articlesViewFromSearch(searchParams), [searchParams]);
  if (view.kind === 'article') return <ArticleReader id={view.id} />;
  return (
    <>
      <PageMeta />
      <ArticleList page={view.page} />
    </>
  );
}

function ArticleList({ page }: { page: number }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const articles = useArticles(
    { page, limit: ARTICLES_PAGE_SIZE, sortBy: 'updatedAt:desc' },
    { meta: { errorToast: false } },
  );
  const dateOf = useArticleDate();

  const goToPage = (index: number) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (index > 0) next.set('page', String(index + 1));
      else next.delete('page');
      return next;
    });
    window.scrollTo(0, 0);
  };

  return (
    <div className="articles-page">
      <header className="articles-header">
        <h1>
          <FormattedMessage id="ARTICLES.TITLE" />
        </h1>
        <p className="articles-intro">
          <FormattedMessage id="ARTICLES.INTRO" />
        </p>
      </header>

      {articles.isPending ? (
        <p className="app-status" role="status">
          <FormattedMessage id="ARTICLES.LOADING" />
        </p>
      ) : articles.isError ? (
        <div className="articles-error" role="alert">
          <p>
            <FormattedMessage
              id="ERRORS.LOAD_FAILED"
              values={{ item: intl.formatMessage({ id: 'ARTICLES.ITEMS' }) }}
            />
          </p>
          <button type="button" className="articles-button" onClick={() => void articles.refetch()}>
            <FormattedMessage id="ARTICLES.RETRY" />
          </button>
        </div>
      ) : articles.data.results.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={page > 1 ? 'ARTICLES.PAST_LAST_PAGE' : 'ARTICLES.EMPTY'} />}
          action={
            page > 1 ? (
              <Link to="/articles">
                <FormattedMessage id="ARTICLES.FIRST_PAGE" />
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="articles-grid">
            {articles.data.results.map((article) => (
              <li key={article._id}>
                <ArticleSummary article={article} date={dateOf(article.updatedAt)} />
              </li>
            ))}
          </ul>
          <Pagination
            className="articles-pagination"
            page={page - 1}
            pageCount={articles.data.totalPages}
            onPageChange={goToPage}
          />
        </>
      )}
    </div>
  );
}

function ArticleSummary({ article, date }: { article: Article; date: string }) {
  const contentLanguage = useContentLanguage();
  // One language for the article's texts, told from all of them together.
  const language = contentLanguage(`${article.title}\n${article.excerpt}`);
  return (
    <article className="articles-card" aria-labelledby={`article-${article._id}`}>
      {article.coverUrl ? (
        <img
          className="articles-card-cover"
          {...proxiedImageSet(article.coverUrl, LIST_COVER)}
          alt=""
          width={LIST_COVER.width}
          height={LIST_COVER.height}
          loading="lazy"
        />
      ) : null}
      <div className="articles-card-body">
        <h2 id={`article-${article._id}`} className="articles-card-title" {...language}>
          <Link to={articleHref(article.slug || article._id)}>{article.title}</Link>
        </h2>
        <p className="articles-card-excerpt" {...language}>
          {article.excerpt}
        </p>
        <p className="articles-meta">
          <span {...contentLanguage(article.author)}>{article.author}</span>
          <time dateTime={article.updatedAt}>{date}</time>
        </p>
      </div>
    </article>
  );
}

function ArticleReader({ id }: { id: string }) {
  const valid = isArticleId(id);
  const article = useArticle(id, { enabled: valid, meta: { errorToast: false } });
  const dateOf = useArticleDate();
  const contentLanguage = useContentLanguage();

  const notFound = !valid || (article.error instanceof ApiError && article.error.status === 404);
  if (notFound) return <ArticleNotFound />;
  if (article.isPending) {
    return (
      <p className="app-status" role="status">
        <PageMeta />
        <FormattedMessage id="ARTICLES.LOADING" />
      </p>
    );
  }
  if (article.isError) {
    return (
      <div className="articles-page">
        <PageMeta />
        <h1>
          <FormattedMessage id="ARTICLES.LOAD_ONE_FAILED" />
        </h1>
        <div className="articles-error" role="alert">
          <button type="button" className="articles-button" onClick={() => void article.refetch()}>
            <FormattedMessage id="ARTICLES.RETRY" />
          </button>
        </div>
        <BackToList />
      </div>
    );
  }

  const { title, excerpt, content, coverUrl, author, updatedAt } = article.data;
  const language = contentLanguage(`${title}\n${excerpt}\n${content}`);
  return (
    <article className="articles-reader">
      <ArticleMeta article={article.data} />
      <BackToList />
      <header className="articles-reader-header">
        <h1 {...language}>{title}</h1>
        <p className="articles-meta">
          <span {...contentLanguage(author)}>{author}</span>
          <time dateTime={updatedAt}>
            <FormattedMessage id="ARTICLES.UPDATED_ON" values={{ date: dateOf(updatedAt) }} />
          </time>
        </p>
        <p className="articles-reader-excerpt" {...language}>
          {excerpt}
        </p>
      </header>
      {coverUrl ? (
        <img
          className="articles-reader-cover"
          {...proxiedImageSet(coverUrl, READING_COVER)}
          alt=""
          width={READING_COVER.width}
          height={READING_COVER.height}
        />
      ) : null}
      <ArticleBody content={content} language={language} />
      <ConsultationNotice about="article" />
    </article>
  );
}

function BackToList() {
  return (
    <p className="articles-back">
      <Link to="/articles">
        <FormattedMessage id="ARTICLES.BACK_TO_LIST" />
      </Link>
    </p>
  );
}

/** The article's own title and preview, and an Article for search engines (docs/decisions/025). */
function ArticleMeta({ article }: { article: Article }) {
  const { locale } = useLocale();
  const origin = usePublicOrigin();
  const { pathname, search } = useLocation();
  const cover = article.coverUrl ? proxiedImageSet(article.coverUrl, READING_COVER).src : undefined;
  return (
    <>
      <PageMeta title={article.title} description={article.excerpt} image={cover} type="article" />
      <JsonLd
        data={{
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt,
          ...(cover && { image: new URL(cover, origin).href }),
          author: { '@type': 'Person', name: article.author },
          dateModified: article.updatedAt,
          datePublished: article.createdAt,
          inLanguage: locale,
          publisher: { '@type': 'Organization', name: 'Tabib', url: origin },
          mainEntityOfPage: canonicalUrl(origin, pathname, search, locale),
        }}
      />
    </>
  );
}

function ArticleNotFound() {
  const intl = useIntl();
  return (
    <div className="articles-page articles-not-found">
      <PageMeta title={intl.formatMessage({ id: 'ARTICLES.NOT_FOUND.TITLE' })} />
      <h1>
        <FormattedMessage id="ARTICLES.NOT_FOUND.TITLE" />
      </h1>
      <p>
        <FormattedMessage id="ARTICLES.NOT_FOUND.TEXT" />
      </p>
      <Link className="articles-button" to="/articles">
        <FormattedMessage id="ARTICLES.BACK_TO_LIST" />
      </Link>
    </div>
  );
}
