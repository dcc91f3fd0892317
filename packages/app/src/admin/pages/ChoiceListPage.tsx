import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { FilterSelect, ListEmpty, ListFilters, PagedResults, type PagedResultsProps } from './adminListParts';

/** What useListFilters gives a list narrowed by one choice `N`: the choice and the page, from the URL. */
interface ChoiceList<N extends string, V extends string> {
  filters: { page: number } & { [K in N]: V | 'all' };
  setFilter: (name: N, value: string) => void;
  setPage: (page: number) => void;
}

interface ChoiceListPageProps<N extends string, V extends string, T> {
  /**
   * The prefix of the page's message ids: `.TITLE`, `.INTRO`, `.FILTERS`, `.ALL`, `.LOADING`, `.ITEMS`,
   * `.EMPTY`, `.EMPTY_FILTERED`, and `.COUNT` when `counted`.
   */
  messages: string;
  /** The choice's select: its id, its URL parameter, its label's message id, its values and their labels. */
  choice: { id: string; name: N; label: string; values: readonly V[]; labels: Record<V, string> };
  list: ChoiceList<N, V>;
  /** A page of the API's list. */
  query: PagedResultsProps<T>['query'];
  /** Whether the count of every row is announced above them. */
  counted?: boolean;
  /** The rows (at least one). */
  children: (results: readonly T[]) => ReactNode;
  /** What follows the list (a dialog). */
  after?: ReactNode;
}

/**
 * A back-office page that is one list read page by page, narrowed by a single choice (the audit log's
 * record, the outbox's and the refunds' status): each page gives its choices and how a row reads.
 */
export function ChoiceListPage<N extends string, V extends string, T>({
  messages,
  choice,
  list,
  query,
  counted = false,
  children,
  after,
}: ChoiceListPageProps<N, V, T>) {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: `${messages}.${key}` });
  const chosen: V | 'all' = list.filters[choice.name];

  return (
    <div className="ap-page">
      <h1 className="ap-title">{text('TITLE')}</h1>
      <p className="ap-hint">{text('INTRO')}</p>

      <ListFilters label={text('FILTERS')}>
        <FilterSelect<V>
          id={choice.id}
          label={intl.formatMessage({ id: choice.label })}
          value={chosen}
          allLabel={text('ALL')}
          options={choice.values.map((value) => ({
            value,
            label: intl.formatMessage({ id: choice.labels[value] }),
          }))}
          onChange={(value) => list.setFilter(choice.name, value)}
        />
      </ListFilters>

      <PagedResults
        query={query}
        page={list.filters.page}
        onPage={list.setPage}
        labels={{ loading: `${messages}.LOADING`, item: `${messages}.ITEMS` }}
        count={counted ? `${messages}.COUNT` : undefined}
        empty={
          <ListEmpty
            filtered={chosen !== 'all'}
            empty={`${messages}.EMPTY`}
            emptyFiltered={`${messages}.EMPTY_FILTERED`}
          />
        }
      >
        {children}
      </PagedResults>
      {after}
    </div>
  );
}
