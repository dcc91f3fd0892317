import { useIntl } from 'react-intl';
import { usePatchQuestion, useToasts } from '@tabib/hooks';
import type { Question } from '@tabib/sdk';

import { TextAreaField } from '../../forms/Field';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { collectErrors, REQUIRED } from '../../forms/validation';

// spec/openapi.yaml QuestionPatch: patientFeedBackToDoctor 1–5, comment up to 1000 characters.
const RATINGS = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX_LENGTH = 1000;

interface QuestionFeedbackFormProps {
  question: Question;
  /** The answering doctor's name. */
  doctorName: string;
}

/** The patient rates the answer of their question (requirements §4 feedback for the doctor); it closes the question. */
export function QuestionFeedbackForm({ question, doctorName }: QuestionFeedbackFormProps) {
  const intl = useIntl();
  const toasts = useToasts();
  // The form's error summary says a failed review.
  const patchQuestion = usePatchQuestion({ meta: { errorToast: false } });
  const idPrefix = `feedback-${question._id}`;
  const form = useForm({
    idPrefix,
    initialValues: { rating: '', comment: '' },
    labels: { rating: 'PATIENT.QUESTIONS.RATING', comment: 'PATIENT.QUESTIONS.COMMENT' },
    validate: ({ rating, comment }) =>
      collectErrors({
        rating: rating === '' ? REQUIRED : undefined,
        comment:
          comment.trim().length > COMMENT_MAX_LENGTH
            ? { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: COMMENT_MAX_LENGTH } }
            : undefined,
      }),
  });
  const text = (id: string) => intl.formatMessage({ id });
  const rating = form.fieldProps('rating');
  const ratingErrorId = `${rating.id}-error`;

  const onSubmit = form.handleSubmit(
    async (values) => {
      const comment = values.comment.trim();
      await patchQuestion.mutateAsync({
        id: question._id,
        patch: {
          patientFeedBackToDoctor: Number(values.rating),
          ...(comment === '' ? {} : { patientFeedBackComment: comment }),
        },
      });
      toasts.success(text('SUCCESS.REVIEW_THANKS'));
    },
    () => 'ERRORS.REVIEW_FAILED',
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={text('PATIENT.QUESTIONS.SEND_FEEDBACK')}
      summaryHeadingLevel={3}
      className="pd-feedback"
    >
      <fieldset
        className="pd-rating"
        aria-describedby={rating.error ? ratingErrorId : undefined}
        data-invalid={rating.error ? '' : undefined}
      >
        <legend className="form-field__label">
          {intl.formatMessage({ id: 'PATIENT.QUESTIONS.RATE_LEGEND' }, { doctor: doctorName })}
        </legend>
        {rating.error ? (
          <p id={ratingErrorId} className="form-field__error">
            {rating.error}
          </p>
        ) : null}
        <div className="pd-rating__options">
          {RATINGS.map((value) => {
            // The first radio carries the field's id, so the error summary's link focuses the group.
            const id = value === 1 ? rating.id : `${rating.id}-${value}`;
            return (
              <label key={value} className="pd-rating__option" htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name={rating.id}
                  value={String(value)}
                  checked={rating.value === String(value)}
                  onChange={rating.onChange}
                />
                {intl.formatMessage({ id: 'PATIENT.QUESTIONS.RATING_OPTION' }, { rating: value })}
              </label>
            );
          })}
        </div>
      </fieldset>
      <TextAreaField {...form.fieldProps('comment')} maxLength={COMMENT_MAX_LENGTH} rows={2} />
    </Form>
  );
}
