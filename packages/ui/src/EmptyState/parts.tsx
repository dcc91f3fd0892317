import { createContext, useContext, useId, type ReactNode } from 'react';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import { renderWithContent } from '../primitives/renderWithContent';
import { emptyStateMessages, type EmptyStateLabels } from './messages';

export type EmptyStateVariant = 'default' | 'noResults';

/** What `className` and `style` functions of the EmptyState parts receive. */
export interface EmptyStateState {
  variant: EmptyStateVariant;
}

interface EmptyStateContextValue extends EmptyStateState {
  titleId: string;
  messages: EmptyStateLabels;
}

const EmptyStateContext = createContext<EmptyStateContextValue | null>(null);

function useEmptyState(part: string): EmptyStateContextValue {
  const context = useContext(EmptyStateContext);
  if (!context) throw new Error(`@tabib/ui: EmptyState.${part} must be inside EmptyState.Root.`);
  return context;
}

export interface EmptyStateRootProps extends PartProps<'section', EmptyStateState> {
  /**
   * `noResults` gives the message ('No results found. Try adjusting your search criteria.') as
   * default title and description, and a magnifier icon. Written as `data-variant`. Default `default`.
   */
  variant?: EmptyStateVariant;
  /** Overrides of the `noResults` texts (defaults: `emptyStateMessages`, in the provider's locale). */
  labels?: Partial<EmptyStateLabels>;
}

/**
 * What to show when a list has nothing in it: a `<section>` named by `EmptyState.Title`, in the
 * provider's direction.
 *
 * Data attributes: `data-variant="default|noResults"`.
 */
export function Root({ variant = 'default', labels, ...props }: EmptyStateRootProps) {
  const { locale, dir } = useUiLocale();
  const titleId = useId();
  const messages = resolveLabels(emptyStateMessages, locale, labels);
  return (
    <EmptyStateContext.Provider value={{ variant, titleId, messages }}>
      {renderPart(
        { dir, ...props },
        {
          as: 'section',
          part: 'tabib-empty-state',
          state: { variant },
          data: { variant },
          required: { 'aria-labelledby': titleId },
        },
      )}
    </EmptyStateContext.Provider>
  );
}

export type EmptyStateIconProps = PartProps<'div', EmptyStateState>;

/**
 * A decorative icon, hidden from assistive technology: its children, else a magnifier in the
 * `noResults` variant; nothing otherwise. Inside `EmptyState.Root`.
 */
export function Icon({ children, ...props }: EmptyStateIconProps) {
  const { variant } = useEmptyState('Icon');
  const shown = children ?? (variant === 'noResults' ? <SearchIcon /> : null);
  if (!shown) return null;
  return renderPart(
    { ...props },
    {
      as: 'div',
      part: 'tabib-empty-state__icon',
      state: { variant },
      required: { 'aria-hidden': 'true' },
      children: shown,
    },
  );
}

export interface EmptyStateTitleProps extends PartProps<'h2', EmptyStateState> {
  /** Level of the heading; pick the one that fits the page outline. Default 2. */
  level?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The heading that names the section: its children, else "Aucun résultat trouvé." (in the provider's
 * locale) in the `noResults` variant. Inside `EmptyState.Root`, once.
 */
export function Title({ level = 2, asChild, children, ...props }: EmptyStateTitleProps) {
  const { variant, titleId, messages } = useEmptyState('Title');
  const fallback = variant === 'noResults' ? messages.noResultsTitle : null;
  return renderWithContent(
    { ...props, asChild, children },
    {
      as: `h${level}`,
      part: 'tabib-empty-state__title',
      state: { variant },
      required: { id: titleId },
      children: fallback,
    },
  );
}

export type EmptyStateDescriptionProps = PartProps<'p', EmptyStateState>;

/**
 * Text under the title: its children, else "Essayez de modifier vos critères de recherche." in the
 * `noResults` variant; nothing otherwise. Inside `EmptyState.Root`.
 */
export function Description({ asChild, children, ...props }: EmptyStateDescriptionProps) {
  const { variant, messages } = useEmptyState('Description');
  const fallback = variant === 'noResults' ? messages.noResultsDescription : null;
  const shown: ReactNode = children ?? fallback;
  if (!shown) return null;
  return renderWithContent(
    { ...props, asChild, children },
    { as: 'p', part: 'tabib-empty-state__description', state: { variant }, children: fallback },
  );
}

export type EmptyStateActionProps = PartProps<'div', EmptyStateState>;

/** Holds the call to action (a button or link to reset the filters). Inside `EmptyState.Root`. */
export function Action(props: EmptyStateActionProps) {
  const { variant } = useEmptyState('Action');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-empty-state__action', state: { variant } });
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" strokeLinecap="round" />
    </svg>
  );
}
