import type { ComponentPropsWithRef } from 'react';
import { intlLocaleOf } from '../format/intlLocale';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { DirectionalChevron } from './DirectionalChevron';
import { paginationMessages, type PaginationLabels } from './messages';
import { pageCountOf, paginationRange } from './paginationRange';
import { numberFormat } from '../format/intlFormats';

interface PaginationBaseProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
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
export type PaginationProps = PaginationBaseProps &
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
 * Page navigation for a list: previous, the pages (first, last, current ± `siblingCount`, ellipses), next.
 * A `<nav>` landmark named by `labels.navigation`; the current page has `aria-current="page"`. Renders
 * nothing when there is a single page or none.
 *
 * Data attributes: `data-current=""` on the current page's button.
 */
export function Pagination(props: PaginationProps) {
  const {
    page,
    onPageChange,
    siblingCount = 1,
    labels,
    pageCount,
    totalDocs,
    limit,
    className,
    ...navProps
  } = props;
  const { locale, dir } = useUiLocale();
  const messages = resolveLabels(paginationMessages, locale, labels);
  const count = pageCount ?? pageCountOf(totalDocs ?? 0, limit ?? 0);
  if (count <= 1) return null;

  const current = Math.min(Math.max(page, 0), count - 1);
  const number = numberFormat(intlLocaleOf(locale));
  const pageLabel = (index: number) => messages.page.replace('{n}', number.format(index + 1));

  return (
    <nav
      aria-label={messages.navigation}
      dir={dir}
      {...navProps}
      className={className ? `tabib-pagination ${className}` : 'tabib-pagination'}
    >
      <ul className="tabib-pagination__list">
        <li>
          <button
            type="button"
            className="tabib-pagination__step"
            data-step="previous"
            disabled={current === 0}
            onClick={() => onPageChange(current - 1)}
          >
            <DirectionalChevron towards="previous" dir={dir} />
            <span>{messages.previous}</span>
          </button>
        </li>
        {paginationRange(current, count, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="tabib-pagination__page"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                data-current={item === current ? '' : undefined}
                onClick={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {number.format(item + 1)}
              </button>
            </li>
          ) : (
            <li key={item} className="tabib-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="tabib-pagination__step"
            data-step="next"
            disabled={current === count - 1}
            onClick={() => onPageChange(current + 1)}
          >
            <span>{messages.next}</span>
            <DirectionalChevron towards="next" dir={dir} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
