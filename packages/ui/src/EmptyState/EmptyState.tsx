import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { emptyStateMessages, type EmptyStateLabels } from './messages';

export type EmptyStateVariant = 'default' | 'noResults';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /**
   * `noResults` gives the message ('No results found. Try adjusting your search criteria.') as
   * default title and description, and a magnifier icon. Written as `data-variant`.
   */
  variant?: EmptyStateVariant;
  /** Decorative icon (rendered `aria-hidden`). */
  icon?: ReactNode;
  /** Heading text; required unless `variant="noResults"`. */
  title?: ReactNode;
  /** Text under the title: why the list is empty or what to do next. */
  description?: ReactNode;
  /** Optional call to action, e.g. a button or link to reset the filters. */
  action?: ReactNode;
  /** Level of the title heading; pick the one that fits the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Overrides of the `noResults` texts (defaults: `emptyStateMessages`, in the provider's locale). */
  labels?: Partial<EmptyStateLabels>;
}

/**
 * What to show when a list has nothing in it. A `<section>` named by its title.
 *
 * Data attributes: `data-variant="default|noResults"`.
 */
export function EmptyState({
  variant = 'default',
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  labels,
  className,
  ...sectionProps
}: EmptyStateProps) {
  const { locale, dir } = useUiLocale();
  const titleId = useId();
  const messages = resolveLabels(emptyStateMessages, locale, labels);
  const isNoResults = variant === 'noResults';
  const Heading = `h${headingLevel}` as const;
  const shownIcon = icon ?? (isNoResults ? <SearchIcon /> : null);
  const shownDescription = description ?? (isNoResults ? messages.noResultsDescription : null);
  return (
    <section
      dir={dir}
      aria-labelledby={titleId}
      {...sectionProps}
      className={className ? `tabib-empty-state ${className}` : 'tabib-empty-state'}
      data-variant={variant}
    >
      {shownIcon ? (
        <div className="tabib-empty-state__icon" aria-hidden="true">
          {shownIcon}
        </div>
      ) : null}
      <Heading id={titleId} className="tabib-empty-state__title">
        {title ?? (isNoResults ? messages.noResultsTitle : null)}
      </Heading>
      {shownDescription ? <p className="tabib-empty-state__description">{shownDescription}</p> : null}
      {action ? <div className="tabib-empty-state__action">{action}</div> : null}
    </section>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" strokeLinecap="round" />
    </svg>
  );
}
