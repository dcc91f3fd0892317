import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { FilterSelect, ListEmpty, ListFilters, PagedResults, type PagedResultsProps } from './adminListParts';

/** What useListFilters gives a list narrowed by one choice `N`: the choice and the page, from the URL. */
interface ChoiceList<N extends string, V extends string> {
  filters: { page: number } & { [K in N]: V | 'all' };
  setFilter: (name: N, value: string) => void;
  setPage: (page: number) => void;
}

/**
 * The page's message ids, written out in full so the catalogue check finds each one; with `count`, the
 * count of every row is announced above them.
 */
export interface ChoiceListMessages {
  title: string;
  intro: string;
  filters: string;
  all: string;
  loading: string;
  items: string;
  empty: string;
  emptyFiltered: string;
  count?: string;
}

interface ChoiceListPageProps<N extends string, V extends string, T> {
  messages: ChoiceListMessages;
  /** The choice's select: its id, its URL parameter, its label's message id, its values and their labels. */
  choice: { id: string; name: N; label: string; values: readonly V[]; labels: Record<V, string> };
  list: ChoiceList<N, V>;
  /** A page of the API's list. */
  query: PagedResultsProps<T>['query'];
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
  children,
  after,
}: ChoiceListPageProps<N, V, T>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const chosen: V | 'all' = list.filters[choice.name];

  return (
    <div className="ap-page">
      <h1 className="ap-title">{text(messages.title)}</h1>
      <p className="ap-hint">{text(messages.intro)}</p>

      <ListFilters label={text(messages.filters)}>
        <FilterSelect<V>
          id={choice.id}
          label={intl.formatMessage({ id: choice.label })}
          value={chosen}
          allLabel={text(messages.all)}
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
        labels={{ loading: messages.loading, item: messages.items }}
        count={messages.count}
        empty={
          <ListEmpty
            filtered={chosen !== 'all'}
            empty={messages.empty}
            emptyFiltered={messages.emptyFiltered}
          />
        }
      >
        {children}
      </PagedResults>
      {after}
    </div>
  );
}
