import type { ReactNode } from 'react';
import { useToasts } from '@tabib/hooks';

import { Form } from './Form';
import type { useForm } from './useForm';

export interface SettingsCardProps<Values extends { [Field in keyof Values]: string }> {
  /** Id of the card's heading, which names the section (`aria-labelledby`). */
  headingId: string;
  title: string;
  /** Classes of the section and its heading: the dashboard's card look, shared with its other cards. */
  className: string;
  titleClassName: string;
  form: ReturnType<typeof useForm<Values>>;
  submitLabel: string;
  /** Sends valid values; resolves to the values the form starts over from (the saved record's, or empty). */
  save: (values: Values) => Promise<Values>;
  /**
   * Message id shown in the error summary when `save` fails (see `errorMessageId`): the summary is
   * where a failed save is said, so the mutation behind `save` opts out of the error toast
   * (docs/decisions/060).
   */
  messageOf: (error: unknown) => string;
  /** Toast after a save. */
  savedToast: string;
  children: ReactNode;
}

/**
 * One form of a settings page: a section named by its heading, holding a `Form` (error summary one
 * level below that heading) that saves, starts over from what was saved and says so in a toast.
 */
export function SettingsCard<Values extends { [Field in keyof Values]: string }>({
  headingId,
  title,
  className,
  titleClassName,
  form,
  submitLabel,
  save,
  messageOf,
  savedToast,
  children,
}: SettingsCardProps<Values>) {
  const toasts = useToasts();
  const onSubmit = form.handleSubmit(async (values) => {
    const next = await save(values);
    form.reset(next);
    toasts.success(savedToast);
  }, messageOf);
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} summaryHeadingLevel={3}>
        {children}
      </Form>
    </section>
  );
}
