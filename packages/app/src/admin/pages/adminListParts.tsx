import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, Pagination, formatTunisInstant } from '@tabib/ui';

import { SelectField, TextField } from '../../forms/Field';
import '../../forms/forms.css';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { withFilter, withPage } from './adminFilters';
import './admin-people.css';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A back-office list's filters, read from the URL query, and how to change them: `setFilter` writes
 * one filter and goes back to page 1, `setPage` moves to a 1-based page.
 */
export function useListFilters<F>(parse: (search: URLSearchParams) => F) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parse(searchParams), [parse, searchParams]);
  const setFilter = (name: string, value: string, options?: { replace?: boolean }) =>
    // Synchronously: the filter controls show the URL's values, so a transition would undo a keystroke or a
    // choice until it committed.
    setSearchParams((current) => withFilter(current, name, value), { ...options, flushSync: true });
  const setPage = (page: number) => {
    setSearchParams((current) => withPage(current, page));
    window.scrollTo(0, 0);
  };
  return { filters, setFilter, setPage };
}

/** The list's filters; with a label they form a search landmark of that name. */
export function ListFilters({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="ap-filters" role={label === undefined ? undefined : 'search'} aria-label={label}>
      {children}
    </div>
  );
}

interface SearchBoxProps {
  id: string;
  label: string;
  hint?: string;
  /** The search text in the URL. */
  value: string;
  /** Writes the settled text into the URL (replacing the entry: typing is not a history step). */
  onSearch: (text: string) => void;
}

/** The list's search field: what is typed goes into the URL once typing pauses. */
export function SearchBox({ id, label, hint, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();

  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only when the typed text settles; the URL changing (back button) is followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // The back button or a link changed the URL: show its text rather than what was typed before.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== settled) setText(value);
  }

  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="search"
      value={text}
      maxLength={100}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
    />
  );
}

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  value: V | 'all';
  /** The label of a first option, "all", that filters nothing. */
  allLabel?: string;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | 'all') => void;
}

export function FilterSelect<V extends string>({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(event) => onChange(event.target.value as V)}>
      {allLabel === undefined ? null : <option value="all">{allLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The choices of a yes/no filter; its "all" is the select's `allLabel`. */
export function yesNoOptions(yes: string, no: string) {
  return [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ] as const;
}

/**
 * A wide table's frame: at 375 px it scrolls sideways inside a region that is named (by the table's
 * caption) and focusable, so keyboard users can scroll it too.
 */
function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className="ap-table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

interface ListStateProps {
  /** The query of the list. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The translated texts: while loading, when loading failed, and the retry button. */
  loading: string;
  failed: string;
  retry: string;
}

/** The list's loading and load-failed states (with a retry); nothing once it has loaded. */
export function ListState({ query, loading, failed, retry }: ListStateProps) {
  if (query.isPending) {
    return (
      <p className="ap-status" role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="ap-error" role="alert">
        <p>{failed}</p>
        <button type="button" className="form-button" onClick={() => void query.refetch()}>
          {retry}
        </button>
      </div>
    );
  }
  return null;
}

interface ListPaging {
  /** The 1-based page shown. */
  page: number;
  /** Known once the list has loaded. */
  totalPages: number | undefined;
  onPage: (page: number) => void;
}

/** A list's message ids: the text while it loads, and what failed to load (in `ERRORS.LOAD_FAILED`). */
interface ListLabels {
  loading: string;
  item: string;
}

interface ListResultsProps<T> {
  /** The list's query: while it loads or when it failed, that is shown instead of the rows. */
  query: ListStateProps['query'];
  /** The rows of the page shown; undefined until loaded. */
  results: readonly T[] | undefined;
  labels: ListLabels;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** A list read page by page; without it, every row is on one page. */
  paging?: ListPaging;
  /** The rows (at least one). */
  children: (results: readonly T[]) => ReactNode;
}

/** A back-office list's states in order: loading or failed, empty, or its rows and then pagination. */
export function ListResults<T>({ query, results, labels, empty, paging, children }: ListResultsProps<T>) {
  const intl = useIntl();
  return (
    <>
      <ListState
        query={query}
        loading={intl.formatMessage({ id: labels.loading })}
        failed={intl.formatMessage(
          { id: 'ERRORS.LOAD_FAILED' },
          { item: intl.formatMessage({ id: labels.item }) },
        )}
        retry={intl.formatMessage({ id: 'ADMIN.RETRY' })}
      />
      {results && results.length === 0 ? empty : null}
      {results && results.length > 0 ? (
        <>
          {children(results)}
          {paging && paging.totalPages !== undefined ? (
            <Pagination
              className="ap-pagination"
              page={paging.page - 1}
              pageCount={paging.totalPages}
              onPageChange={(index) => paging.onPage(index + 1)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

export interface PagedResultsProps<T> extends Omit<ListResultsProps<T>, 'query' | 'results' | 'paging'> {
  /** A page of the API's list (`results`, `totalPages`, `totalResults`). */
  query: ListStateProps['query'] & {
    data?: { results: readonly T[]; totalPages: number; totalResults: number } | undefined;
  };
  /** The 1-based page shown. */
  page: number;
  onPage: (page: number) => void;
  /** The message id of the count of every row (`{count}`), announced above the rows. */
  count?: string;
}

/** A back-office list read page by page from the API, with the count of its rows when one is named. */
export function PagedResults<T>({ query, page, onPage, count, children, ...rest }: PagedResultsProps<T>) {
  const intl = useIntl();
  return (
    <ListResults
      {...rest}
      query={query}
      results={query.data?.results}
      paging={{ page, totalPages: query.data?.totalPages, onPage }}
    >
      {(results) => (
        <>
          {count === undefined ? null : (
            <p className="ap-count" role="status">
              {intl.formatMessage({ id: count }, { count: query.data?.totalResults })}
            </p>
          )}
          {children(results)}
        </>
      )}
    </ListResults>
  );
}

interface ListEmptyProps {
  /** Whether a search or filter narrows the list. */
  filtered: boolean;
  /** The message id shown when there is nothing at all. */
  empty: string;
  /** The message id shown when the filters match nothing; without it, the kit's "no results" text. */
  emptyFiltered?: string;
}

/** An empty list: nothing yet, or nothing that matches the filters. */
export function ListEmpty({ filtered, empty, emptyFiltered }: ListEmptyProps) {
  const intl = useIntl();
  const title = filtered ? emptyFiltered : empty;
  if (title === undefined) return <EmptyState variant="noResults" />;
  return <EmptyState title={intl.formatMessage({ id: title })} />;
}

interface ListTableProps {
  caption: ReactNode;
  /** The column headings, in order. */
  columns: readonly string[];
  /** While another page of rows is fetched. */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A list's table in its scrolling region, named by the table's caption. */
export function ListTable({ caption, columns, busy, children }: ListTableProps) {
  const captionId = useId();
  return (
    <TableRegion labelledBy={captionId}>
      <table className="ap-table" aria-busy={busy}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}

export interface PagedTableProps<T>
  extends Omit<PagedResultsProps<T>, 'children'>, Omit<ListTableProps, 'children'> {
  /** The table's rows, a `<tr>` each (at least one result). */
  children: (results: readonly T[]) => ReactNode;
}

/** A back-office list read page by page from the API and shown as a table. */
export function PagedTable<T>({ caption, columns, busy, children, ...list }: PagedTableProps<T>) {
  return (
    <PagedResults {...list}>
      {(results) => (
        <ListTable caption={caption} columns={columns} busy={busy}>
          {children(results)}
        </ListTable>
      )}
    </PagedResults>
  );
}

/** Dates of the back office, in Tunisia's time whatever the admin's machine says (requirements §9). */
export function useAdminDates() {
  const intl = useIntl();
  return {
    date: (instant: string) => formatTunisInstant(instant, intl.locale, 'date'),
    dateTime: (instant: string) => formatTunisInstant(instant, intl.locale, 'dateTime'),
  };
}
