import type { CSSProperties } from 'react';

import { Items, List, Next, Previous, Root, type PaginationRootProps } from './parts';

/** Either the number of pages, or the list's `totalDocs` and `limit` (the normalised list shape). */
export type PaginationProps = PaginationRootProps extends infer Props
  ? Props extends unknown
    ? Omit<Props, 'asChild' | 'className' | 'style' | 'children'> & {
        /** Added after the kit's `tabib-pagination` class. */
        className?: string;
        /** Inline style of the `<nav>`. */
        style?: CSSProperties;
      }
    : never
  : never;

/**
 * Page navigation for a list: previous, the pages (first, last, current ± `siblingCount`, ellipses), next.
 * A `<nav>` landmark named by `labels.navigation`; the current page has `aria-current="page"`. Renders
 * nothing when there is a single page or none. Built from the `Pagination` parts.
 *
 * Data attributes: `data-current=""` on the current page's button.
 */
export function Pagination(props: PaginationProps) {
  return (
    <Root {...props}>
      <List>
        <li>
          <Previous />
        </li>
        <Items />
        <li>
          <Next />
        </li>
      </List>
    </Root>
  );
}
