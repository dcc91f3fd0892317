import { Link } from 'react-router';

import './Breadcrumb.css';

/** A step of a breadcrumb: a link, or the page itself when it has no `href`. */
export interface Crumb {
  name: string;
  href?: string;
}

/**
 * The visible breadcrumb of a public page (its JSON-LD twin is `breadcrumbList`). Names are isolated
 * (`<bdi>`) so a French specialty keeps its punctuation inside an Arabic trail, and the other way round.
 */
export function Breadcrumb({
  label,
  crumbs,
  className,
}: {
  label: string;
  crumbs: readonly Crumb[];
  className?: string;
}) {
  return (
    <nav className={className ? `breadcrumb ${className}` : 'breadcrumb'} aria-label={label}>
      <ol>
        {crumbs.map((crumb) =>
          crumb.href === undefined ? (
            <li key={crumb.name} aria-current="page">
              <bdi>{crumb.name}</bdi>
            </li>
          ) : (
            <li key={crumb.href}>
              <Link to={crumb.href}>
                <bdi>{crumb.name}</bdi>
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** Crumbs whose last step is the page being shown: linked for search engines, plain for readers. */
export const endingHere = (crumbs: readonly { name: string; href: string }[]): Crumb[] =>
  crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { name: crumb.name } : crumb));
