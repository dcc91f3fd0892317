import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useArticles } from '@tabib/hooks';
import type { Article } from '@tabib/sdk';
import { EmptyState } from '@tabib/ui';

import { articleHref } from '../../pages/articles/articlesSearch';
import { ADMIN_PAGE_SIZE } from './adminFilters';
import { FilterSelect, ListFilters, PagedTable, useAdminDates, useListFilters } from './adminListParts';
import { articlesListFromSearch, type ArticleStatusFilter } from './adminListSearch';
import './admin-content.css';

/** Where an article is edited in the back office. */
export function articleEditorHref(article: Pick<Article, '_id'>): string {
  return `/admin/articles/${article._id}`;
}

/**
 * docs/decisions/018: the articles, published or drafts (`GET /articles` gives one or the other, the drafts
 * to an admin only), newest change first, each with its landing-page flag and a link to edit it.
 */
export default function ArticlesPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { filters, setFilter, setPage } = useListFilters(articlesListFromSearch);
  const articles = useArticles(
    {
      query: { published: filters.status === 'published' },
      sortBy: 'updatedAt:desc',
      page: filters.page,
      limit: ADMIN_PAGE_SIZE,
    },
    // The list shows a failed load with its retry (ListState); so do the other back-office lists.
    { meta: { errorToast: false } },
  );
  const dates = useAdminDates();

  return (
    <div className="ap-page">
      <div className="ac-heading">
        <h1 className="ap-title">{text('ADMIN.ARTICLES.TITLE')}</h1>
        <Link className="form-button" data-tone="primary" to="/admin/articles/new">
          {text('ADMIN.ARTICLES.NEW')}
        </Link>
      </div>

      <ListFilters>
        <FilterSelect<ArticleStatusFilter>
          id="ac-articles-status"
          label={text('ADMIN.ARTICLES.SHOW')}
          value={filters.status}
          options={[
            { value: 'published', label: text('ADMIN.ARTICLES.FILTER.PUBLISHED') },
            { value: 'draft', label: text('ADMIN.ARTICLES.FILTER.DRAFT') },
          ]}
          onChange={(value) => setFilter('status', value === 'published' ? '' : value)}
        />
      </ListFilters>

      <PagedTable
        query={articles}
        page={filters.page}
        onPage={setPage}
        labels={{ loading: 'ADMIN.ARTICLES.LOADING', item: 'ADMIN.ARTICLES.ITEM' }}
        empty={
          filters.page > 1 ? (
            <EmptyState
              title={text('ADMIN.ARTICLES.PAST_LAST_PAGE')}
              action={
                <button type="button" className="form-button" onClick={() => setPage(1)}>
                  {text('ADMIN.ARTICLES.FIRST_PAGE')}
                </button>
              }
            />
          ) : (
            <EmptyState
              title={text(
                filters.status === 'draft' ? 'ADMIN.ARTICLES.EMPTY_DRAFT' : 'ADMIN.ARTICLES.EMPTY_PUBLISHED',
              )}
            />
          )
        }
        caption={intl.formatMessage(
          { id: 'ADMIN.ARTICLES.LIST_TITLE' },
          { status: filters.status, count: articles.data?.totalResults },
        )}
        columns={[
          text('ADMIN.ARTICLES.COLUMNS.TITLE'),
          text('ADMIN.ARTICLES.COLUMNS.STATUS'),
          text('ADMIN.ARTICLES.COLUMNS.LANDING'),
          text('ADMIN.ARTICLES.COLUMNS.UPDATED'),
          text('ADMIN.ARTICLES.COLUMNS.ACTIONS'),
        ]}
      >
        {(results) =>
          results.map((article) => (
            <tr key={article._id}>
              <th scope="row" dir="auto">
                {article.title}
              </th>
              <td>
                <span className="ap-flag" data-state={article.published ? 'on' : 'pending'}>
                  {text(
                    article.published ? 'ADMIN.ARTICLES.STATUS.PUBLISHED' : 'ADMIN.ARTICLES.STATUS.DRAFT',
                  )}
                </span>
              </td>
              <td>
                <span className="ap-flag" data-state={article.showOnLanding ? 'on' : 'off'}>
                  {text(article.showOnLanding ? 'ADMIN.ARTICLES.LANDING.YES' : 'ADMIN.ARTICLES.LANDING.NO')}
                </span>
              </td>
              <td className="ap-nowrap">
                <time dateTime={article.updatedAt}>{dates.dateTime(article.updatedAt)}</time>
              </td>
              <td>
                <div className="ap-row-actions">
                  <Link className="form-button ap-small" to={articleEditorHref(article)}>
                    {text('ADMIN.ARTICLES.EDIT')}
                    <span className="tabib-visually-hidden"> — {article.title}</span>
                  </Link>
                  {article.published ? (
                    <Link className="form-button ap-small" to={articleHref(article.slug || article._id)}>
                      {text('ADMIN.ARTICLES.VIEW')}
                      <span className="tabib-visually-hidden"> — {article.title}</span>
                    </Link>
                  ) : null}
                </div>
              </td>
            </tr>
          ))
        }
      </PagedTable>
    </div>
  );
}
