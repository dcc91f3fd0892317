import { useEffect, useId, useRef } from 'react';

export interface ErrorSummaryItem {
  /** The control to jump to; none for an error of the whole form (a server answer). */
  fieldId?: string;
  text: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
  /** Changes on every failed submit: the summary takes focus then, so it is read out and in view. */
  focusKey: number;
  headingLevel?: 2 | 3;
}

/**
 * The list of what stops a form from being sent, at its top (GOV.UK error-summary pattern): it takes
 * focus after a failed submit and links each field error to its control. Renders nothing when empty.
 */
export function ErrorSummary({ title, items, focusKey, headingLevel = 2 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = items.length > 0;
  useEffect(() => {
    if (shown && focusKey > 0) ref.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className="form-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <Heading id={titleId} className="form-error-summary__title">
        {title}
      </Heading>
      <ul className="form-error-summary__list">
        {items.map((item) => (
          <li key={`${item.fieldId ?? 'form'}:${item.text}`}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  // The hash would change the route's URL; moving focus is what the link is for.
                  event.preventDefault();
                  document.getElementById(item.fieldId ?? '')?.focus();
                }}
              >
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
