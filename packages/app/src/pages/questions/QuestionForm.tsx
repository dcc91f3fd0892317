import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddQuestion, useSession, useToasts } from '@tabib/hooks';
import type { Question } from '@tabib/sdk';

import { SelectField, TextAreaField, TextField } from '../../forms/Field';
import '../../forms/forms.css';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import type { FieldErrors } from '../../forms/validation';
import {
  CONTENT_LENGTH,
  EMPTY_QUESTION,
  TITLE_LENGTH,
  questionInputOf,
  validateQuestion,
  type AskQuestionField,
  type AskQuestionValues,
} from './askQuestionForm';
import { SpecialtyOptions } from './SpecialtyOptions';
import { useSpecialtyOptions } from './useSpecialtyOptions';
import { ForWhomChoice } from '../../relatives/ForWhomChoice';

const QUESTION_LABELS: Record<AskQuestionField, string> = {
  category: 'ASK.FIELDS.SPECIALTY',
  title: 'ASK.FIELDS.TITLE',
  content: 'ASK.FIELDS.CONTENT',
};

const LIMITS: Record<AskQuestionField, Record<string, number>> = {
  category: {},
  title: TITLE_LENGTH,
  content: CONTENT_LENGTH,
};

/** The rules of askQuestionForm.ts (the ask page's), as messages `ASK.ERRORS.<reason>` with their limits. */
function validate(values: AskQuestionValues): FieldErrors<AskQuestionField> {
  const errors: FieldErrors<AskQuestionField> = {};
  for (const [field, reason] of Object.entries(validateQuestion(values)) as [AskQuestionField, string][]) {
    errors[field] = { id: `ASK.ERRORS.${reason}`, values: LIMITS[field] };
  }
  return errors;
}

export interface QuestionFormProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Level of the error summary's heading, below the heading the form sits under. */
  headingLevel?: 2 | 3;
  /** Called once the question is sent (after the success toast). */
  onAsked?: (question: Question) => void;
}

/**
 * A patient's question to the doctors of a specialty (`POST /questions/add`), with the same rules and
 * messages as /questions/ask. What was typed stays after an error, so the patient can resend.
 */
export function QuestionForm({ idPrefix, headingLevel = 2, onAsked }: QuestionFormProps) {
  const intl = useIntl();
  const toasts = useToasts();
  // The form's error summary says why a question was refused.
  const addQuestion = useAddQuestion({ meta: { errorToast: false } });
  const specialties = useSpecialtyOptions();
  const form = useForm({ idPrefix, initialValues: EMPTY_QUESTION, labels: QUESTION_LABELS, validate });
  const { role } = useSession();
  // docs/decisions/041-relatives.md: whom the question is about; null: the patient.
  const [relativeId, setRelativeId] = useState<string | null>(null);
  const text = (id: string) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(
    async (values) => {
      const question = await addQuestion.mutateAsync({
        ...questionInputOf(values),
        ...(relativeId !== null && { relativeId }),
      });
      form.reset(EMPTY_QUESTION);
      setRelativeId(null);
      toasts.success(text('ASK.SUCCESS'));
      onAsked?.(question);
    },
    () => 'ASK.SEND_FAILED',
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={text(form.pending ? 'ASK.SENDING' : 'ASK.SUBMIT')}
      summaryHeadingLevel={headingLevel}
    >
      <SelectField {...form.fieldProps('category')} required>
        <SpecialtyOptions
          options={specialties.options}
          none={text(specialties.isPending ? 'ASK.FIELDS.SPECIALTY_LOADING' : 'ASK.FIELDS.SPECIALTY_CHOOSE')}
        />
      </SelectField>
      <TextField
        {...form.fieldProps('title')}
        hint={intl.formatMessage({ id: 'ASK.FIELDS.TITLE_HINT' }, TITLE_LENGTH)}
        maxLength={TITLE_LENGTH.max}
        required
      />
      <TextAreaField
        {...form.fieldProps('content')}
        hint={intl.formatMessage({ id: 'ASK.FIELDS.CONTENT_HINT' }, CONTENT_LENGTH)}
        rows={6}
        required
      />
      {role === 'patient' ? (
        <ForWhomChoice value={relativeId} onChange={setRelativeId} legendId="RELATIVES.QUESTION_FOR" />
      ) : null}
      <p className="form-field__hint">{text('ASK.PRIVACY')}</p>
    </Form>
  );
}
