import { createContext, Fragment, isValidElement, useContext, type MouseEvent, type ReactNode } from 'react';

import { intlLocaleOf } from '../format/intlLocale';
import { numberFormat } from '../format/intlFormats';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiDirection } from '../i18n/UiProvider';
import { renderWithContent } from '../primitives/renderWithContent';
import { renderPart, type PartProps } from '../primitives/part';
import { DirectionalChevron } from './DirectionalChevron';
import { paginationMessages, type PaginationLabels } from './messages';
import { pageCountOf, paginationRange, type PaginationItem } from './paginationRange';

/** What `Pagination.Root` and `Pagination.List` give their `className`/`style` functions. */
export interface PaginationPartState {
  /** The current page, 0-based, within the pages. */
  page: number;
  /** The number of pages (at least 2: the root renders nothing otherwise). */
  pageCount: number;
  /** The reading direction. */
  dir: UiDirection;
}

interface PaginationContextValue extends PaginationPartState {
  items: PaginationItem[];
  messages: PaginationLabels;
  formatNumber: (value: number) => string;
  onPageChange: (page: number) => void;
}

const PaginationContext = createContext<PaginationContextValue | null>(null);

function usePagination(part: string): PaginationContextValue {
  const context = useContext(PaginationContext);
  if (!context) throw new Error(`@tabib/ui: Pagination.${part} must be inside Pagination.Root.`);
  return context;
}

export interface PaginationRootBaseProps extends Omit<PartProps<'nav', PaginationPartState>, 'onChange'> {
  /** The current page, 0-based (the API's `page` index). */
  page: number;
  /** Called with the 0-based index of the page the user picked. */
  onPageChange: (page: number) => void;
  /**
   * Pages shown on each side of the current page.
   * @default 1
   */
  siblingCount?: number;
  /** Overrides of the built-in labels (defaults: `paginationMessages`, in the provider's locale). */
  labels?: Partial<PaginationLabels>;
}

/** Either the number of pages, or the list's `totalDocs` and `limit` (the normalised list shape). */
export type PaginationRootProps = PaginationRootBaseProps &
  (
    | {
        /** The number of pages; or give `totalDocs` and `limit` instead. */
        pageCount: number;
        totalDocs?: never;
        limit?: never;
      }
    | {
        pageCount?: never;
        /** The number of items in the whole list (the list response's `totalDocs`), with `limit`. */
        totalDocs: number;
        /** Items per page (the list response's `limit`); the pages are `totalDocs / limit`, rounded up. */
        limit: number;
      }
  );

/**
 * The page navigation: a `<nav>` landmark named in the reader's language (`labels.navigation`), with
 * `dir` set. It computes the pages (first, last, current ± `siblingCount`, ellipses) for the parts
 * inside, and renders nothing when there is a single page or none.
 */
export function Root(props: PaginationRootProps) {
  const { page, onPageChange, siblingCount = 1, labels, pageCount, totalDocs, limit, ...navProps } = props;
  const { locale, dir } = useUiLocale();
  const messages = resolveLabels(paginationMessages, locale, labels);
  const count = pageCount ?? pageCountOf(totalDocs ?? 0, limit ?? 0);
  if (count <= 1) return null;

  const current = Math.min(Math.max(page, 0), count - 1);
  const number = numberFormat(intlLocaleOf(locale));
  const state: PaginationPartState = { page: current, pageCount: count, dir };
  const context: PaginationContextValue = {
    ...state,
    items: paginationRange(current, count, siblingCount),
    messages,
    formatNumber: (value) => number.format(value),
    onPageChange,
  };
  return (
    <PaginationContext.Provider value={context}>
      {renderPart(
        { 'aria-label': messages.navigation, dir, ...navProps },
        { as: 'nav', part: 'tabib-pagination', state },
      )}
    </PaginationContext.Provider>
  );
}

export type PaginationListProps = PartProps<'ul', PaginationPartState>;

/** The list of the controls (`<ul>`); put each control in an `<li>`. Inside `Pagination.Root`. */
export function List({ ...props }: PaginationListProps) {
  const { page, pageCount, dir } = usePagination('List');
  return renderPart(props, { as: 'ul', part: 'tabib-pagination__list', state: { page, pageCount, dir } });
}

/** One entry of `Pagination.Items`: a page (0-based `index`) or a gap standing for hidden pages. */
export type PaginationItemInfo =
  | { type: 'page'; key: string; index: number; current: boolean }
  | { type: 'ellipsis'; key: string; position: 'start' | 'end' };

export interface PaginationItemsProps {
  /**
   * Renders one entry; default: `<li><Pagination.Page index={…} /></li>`, or `<Pagination.Ellipsis />`.
   * The entries are keyed for you.
   */
  children?: (item: PaginationItemInfo) => ReactNode;
}

/**
 * The pages to show, in order, each rendered by `children` (no element of its own). The list keeps the
 * same length whatever the current page, so the buttons do not jump under the pointer.
 * Inside `Pagination.Root`.
 */
export function Items({ children = defaultItem }: PaginationItemsProps) {
  const { items, page } = usePagination('Items');
  return items.map((item) => {
    const info: PaginationItemInfo =
      typeof item === 'number'
        ? { type: 'page', key: String(item), index: item, current: item === page }
        : { type: 'ellipsis', key: item, position: item === 'start-ellipsis' ? 'start' : 'end' };
    return <Fragment key={info.key}>{children(info)}</Fragment>;
  });
}

function defaultItem(item: PaginationItemInfo): ReactNode {
  if (item.type === 'ellipsis') return <Ellipsis position={item.position} />;
  return (
    <li>
      <Page index={item.index} />
    </li>
  );
}

/** What `Pagination.Page` gives its `className`/`style` functions. */
export interface PaginationPageState {
  /** The page, 0-based. */
  index: number;
  /** It is the current page. */
  current: boolean;
}

export type PaginationPageProps = PartProps<'button', PaginationPageState> & {
  /** The page this control goes to, 0-based. */
  index: number;
};

/**
 * A page's button: its 1-based number in the reader's digits, named "Page n" in the reader's language,
 * `aria-current="page"` on the current page. Picking it calls `onPageChange(index)`, except on the
 * current page. With `asChild` (e.g. your router's link to `?page=n`) your element gets the same name,
 * `aria-current` and handler; a click your element prevents (a router link navigating itself) does not
 * call `onPageChange`.
 *
 * Data attributes: presence-only `data-current=""` on the current page. Inside `Pagination.Root`.
 */
export function Page({ index, onClick, ...props }: PaginationPageProps) {
  const { page, messages, formatNumber, onPageChange } = usePagination('Page');
  const current = index === page;
  return renderWithContent(props, {
    as: 'button',
    part: 'tabib-pagination__page',
    state: { index, current },
    data: { current },
    required: {
      type: props.asChild ? undefined : 'button',
      'aria-label': messages.page.replace('{n}', formatNumber(index + 1)),
      'aria-current': current ? 'page' : undefined,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && !current) onPageChange(index);
      },
    },
    children: formatNumber(index + 1),
  });
}

/** What `Pagination.Previous` and `Pagination.Next` give their `className`/`style` functions. */
export interface PaginationStepState {
  /** There is no page that way (first or last page). */
  disabled: boolean;
  /** The reading direction: "previous" points right in Arabic. */
  dir: UiDirection;
}

export type PaginationStepProps = PartProps<'button', PaginationStepState>;

/**
 * "Previous": a button to the page before, disabled on the first page, with a chevron pointing against
 * the reading direction (right in Arabic) and the label in the reader's language. With your own
 * children (or `asChild`) it is named by that label unless you pass `aria-label`.
 *
 * Data attributes: `data-step="previous"`, presence-only `data-disabled=""` on the first page.
 * Inside `Pagination.Root`.
 */
export function Previous(props: PaginationStepProps) {
  return <Step {...props} towards="previous" />;
}

/**
 * "Next": a button to the page after, disabled on the last page; as `Pagination.Previous`.
 *
 * Data attributes: `data-step="next"`, presence-only `data-disabled=""` on the last page.
 * Inside `Pagination.Root`.
 */
export function Next(props: PaginationStepProps) {
  return <Step {...props} towards="next" />;
}

function Step({ towards, onClick, ...props }: PaginationStepProps & { towards: 'previous' | 'next' }) {
  const { page, pageCount, dir, messages, onPageChange } = usePagination(
    towards === 'previous' ? 'Previous' : 'Next',
  );
  const disabled = towards === 'previous' ? page === 0 : page === pageCount - 1;
  const label = messages[towards];
  // Content of the consumer's own (an icon, another word) loses the visible label: the part names it.
  const own = props.asChild
    ? isValidElement<{ children?: ReactNode }>(props.children) && props.children.props.children !== undefined
    : props.children !== undefined;
  return renderWithContent(own ? { 'aria-label': label, ...props } : props, {
    as: 'button',
    part: 'tabib-pagination__step',
    state: { disabled, dir },
    data: { step: towards, disabled },
    required: {
      ...(props.asChild ? { 'aria-disabled': disabled || undefined } : { type: 'button', disabled }),
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // A link given through asChild cannot be disabled: it is kept from leading anywhere instead.
        if (disabled) event.preventDefault();
        else if (!event.defaultPrevented) onPageChange(towards === 'previous' ? page - 1 : page + 1);
      },
    },
    children:
      towards === 'previous' ? (
        <>
          <DirectionalChevron towards="previous" dir={dir} />
          <span>{label}</span>
        </>
      ) : (
        <>
          <span>{label}</span>
          <DirectionalChevron towards="next" dir={dir} />
        </>
      ),
  });
}

export type PaginationEllipsisProps = PartProps<'li', { position: 'start' | 'end' }> & {
  /** Which gap it stands for: before or after the current page's neighbours. */
  position?: 'start' | 'end';
};

/**
 * A gap in the pages: an `<li>` showing "…", hidden from assistive technology (the pages' names
 * already say which page is which).
 *
 * Data attributes: `data-position="start|end"`.
 */
export function Ellipsis({ position = 'end', ...props }: PaginationEllipsisProps) {
  return renderWithContent(props, {
    as: 'li',
    part: 'tabib-pagination__ellipsis',
    state: { position },
    data: { position },
    required: { 'aria-hidden': true },
    children: '…',
  });
}
