import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

/** What `useForm` tells the frame: the summary's items, when to focus it, whether a send is running. */
export interface FormStatus {
  summaryItems: readonly ErrorSummaryItem[];
  failedSubmits: number;
  pending: boolean;
}

export interface FormProps {
  form: FormStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** Written as `data-tone` on the submit button. Default `primary`. */
  submitTone?: 'primary' | 'danger';
  /** Shown before the submit button, e.g. a button that closes the dialog the form is in. */
  secondaryAction?: ReactNode;
  /** Level of the error summary's heading, one below the heading the form sits under. Default 2. */
  summaryHeadingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of every form of the app: the browser's own validation off (messages come in the page's
 * language), the error summary on top, the controls, then the actions with the submit button, which
 * stays focusable while a send runs (`aria-disabled`) so keyboard focus is never lost.
 */
export function Form({
  form,
  onSubmit,
  submitLabel,
  submitTone = 'primary',
  secondaryAction,
  summaryHeadingLevel = 2,
  className,
  children,
}: FormProps) {
  const intl = useIntl();
  return (
    <form className={className ? `form-stack ${className}` : 'form-stack'} noValidate onSubmit={onSubmit}>
      <ErrorSummary
        title={intl.formatMessage({ id: 'FORMS.ERROR_SUMMARY_TITLE' })}
        items={form.summaryItems}
        focusKey={form.failedSubmits}
        headingLevel={summaryHeadingLevel}
      />
      {children}
      <div className="form-actions">
        {secondaryAction}
        <button type="submit" className="form-button" data-tone={submitTone} aria-disabled={form.pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
