import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

import type { ErrorSummaryItem } from './ErrorSummary';
import { hasErrors, type FieldErrors } from './validation';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface UseFormOptions<Values extends { [Field in keyof Values]: string }> {
  /** Prefix of the controls' ids (`<idPrefix>-<field>`), so the error summary can link to them. */
  idPrefix: string;
  initialValues: Values;
  /** Message id of each control's label; also names the field in the error summary. */
  labels: Record<Extract<keyof Values, string>, string>;
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>;
}

/**
 * What a form is wherever it is shown: its starting values, the labels of its fields and its rules. A
 * form's module defines it once; each page that shows the form adds its place on the page, as in
 * `useForm({ ...LOGIN_FORM, idPrefix: 'login' })`, and may start from other values (an edit form).
 */
export type FormDefinition<Values extends { [Field in keyof Values]: string }> = Omit<
  UseFormOptions<Values>,
  'idPrefix'
>;

/**
 * State of one form: what was typed (never cleared by an error), the validation messages (shown from
 * the first submit on, then updated as the user types), one error of the whole form (a server answer)
 * and a counter of failed submits that moves focus to the error summary.
 */
export function useForm<Values extends { [Field in keyof Values]: string }>({
  idPrefix,
  initialValues,
  labels,
  validate,
}: UseFormOptions<Values>) {
  type Field = Extract<keyof Values, string>;
  const intl = useIntl();
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const errors: FieldErrors<Field> = submitted ? validate(values) : {};
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const errorText = (field: Field): string | undefined => {
    const failure = errors[field];
    return failure ? intl.formatMessage({ id: failure.id }, failure.values) : undefined;
  };

  const summaryItems: ErrorSummaryItem[] = [
    ...(formError ? [{ text: formError }] : []),
    // Each item names its field: "Email : Ce champ est obligatoire." makes sense out of context.
    ...(Object.keys(errors) as Field[]).map((field) => ({
      fieldId: idOf(field),
      text: intl.formatMessage(
        { id: 'FORMS.SUMMARY_ITEM' },
        { field: intl.formatMessage({ id: labels[field] }), error: errorText(field) },
      ),
    })),
  ];

  /** Id, name, label, value, change handler and error of a control, for a `TextField` and friends. */
  const fieldProps = (field: Field) => ({
    id: idOf(field),
    name: field,
    label: intl.formatMessage({ id: labels[field] }),
    value: values[field],
    error: errorText(field),
    onChange: (event: ChangeEvent<Control>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  /**
   * The form's submit handler: checks the values, then runs `send`. A failure of `send` becomes the
   * form error (`messageOf` gives its message id); what was typed stays as it was.
   */
  const handleSubmit =
    (send: (values: Values) => Promise<void>, messageOf: (error: unknown) => string) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      setSubmitted(true);
      setFormError(null);
      if (hasErrors(validate(values))) {
        setFailedSubmits((count) => count + 1);
        return;
      }
      setPending(true);
      try {
        await send(values);
      } catch (error) {
        setFormError(intl.formatMessage({ id: messageOf(error) }));
        setFailedSubmits((count) => count + 1);
      } finally {
        setPending(false);
      }
    };

  /** Starts over from `next` (after a successful change, or when the saved data arrives). */
  const reset = (next: Values) => {
    setValues(next);
    setSubmitted(false);
    setFormError(null);
  };

  return { values, fieldProps, summaryItems, failedSubmits, pending, handleSubmit, reset };
}
