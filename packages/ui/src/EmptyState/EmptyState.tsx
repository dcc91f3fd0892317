import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { EmptyStateLabels } from './messages';
import { Action, Description, Icon, Root, Title, type EmptyStateVariant } from './parts';

export type { EmptyStateVariant } from './parts';

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
 * What to show when a list has nothing in it. A `<section>` named by its title, composed of the
 * `EmptyState` parts.
 *
 * Data attributes: `data-variant="default|noResults"`.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel,
  ...rootProps
}: EmptyStateProps) {
  return (
    <Root {...rootProps}>
      <Icon>{icon}</Icon>
      <Title level={headingLevel}>{title}</Title>
      <Description>{description}</Description>
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
