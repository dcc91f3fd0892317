import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteQuestion, useQuestions, useSession, useToasts } from '@tabib/hooks';
import { PATIENT_QUESTIONS_PAGE_SIZE, type Question } from '@tabib/sdk';
import { EmptyState, Pagination, QuestionCard } from '@tabib/ui';

import { useCatalogNames } from '../../i18n/catalogNames';
import { doctorName } from '../../i18n/localizedNames';
import { ConfirmActions } from '../../forms/ConfirmActions';
import { Dialog } from '../../forms/Dialog';
import { errorMessageId } from '../../forms/errorMessage';
import '../../forms/forms.css';
import { QuestionForm } from '../questions/QuestionForm';
import './PatientDashboard.css';
import { QuestionFeedbackForm } from './QuestionFeedbackForm';

/** requirements §2 /patient-dashboard/questions: the patient's own questions, 20 a page (requirements §9). */
export default function PatientQuestionsPage() {
  const intl = useIntl();
  const names = useCatalogNames();
  const { user } = useSession();
  const [page, setPage] = useState(0);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const questions = useQuestions(
    { filter: { patient: user?._id ?? '' }, page: page + 1, limit: PATIENT_QUESTIONS_PAGE_SIZE },
    { enabled: user !== null, meta: { errorToast: false } },
  );
  const text = (id: string) => intl.formatMessage({ id });
  const askButton = (
    <button type="button" className="form-button" data-tone="primary" onClick={() => setAsking(true)}>
      {text('PATIENT.QUESTIONS.ASK')}
    </button>
  );

  return (
    <div className="pd-page">
      <div className="pd-heading-row">
        <h1 className="pd-title">{text('PATIENT.QUESTIONS.TITLE')}</h1>
        {askButton}
      </div>
      <div aria-busy={questions.isPending}>
        {questions.isPending ? (
          <p className="pd-status" role="status">
            {text('PATIENT.QUESTIONS.LOADING')}
          </p>
        ) : questions.isError ? (
          <p className="form-message" role="alert">
            {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('PATIENT.QUESTIONS.ITEMS') })}
          </p>
        ) : questions.data.docs.length === 0 ? (
          <EmptyState
            title={text('PATIENT.QUESTIONS.EMPTY_TITLE')}
            description={text('PATIENT.QUESTIONS.EMPTY_DESCRIPTION')}
            action={askButton}
          />
        ) : (
          <>
            <ul className="pd-list">
              {questions.data.docs.map((question) => (
                <li key={question._id}>
                  <QuestionCard
                    title={question.title}
                    content={question.content}
                    category={names.specialty(question.categoryName ?? question.category)}
                    closed={question.closed}
                    doctorName={question.doctor ? doctorName(question.doctor.name, intl.locale) : undefined}
                    answer={question.answer}
                    updatedAt={question.updatedAt}
                    headingLevel={2}
                    feedback={<QuestionActions question={question} onDelete={() => setDeleting(question)} />}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              onPageChange={setPage}
              totalDocs={questions.data.totalDocs}
              limit={questions.data.limit}
            />
          </>
        )}
      </div>
      <Dialog open={asking} onClose={() => setAsking(false)} title={text('PATIENT.QUESTIONS.ASK_TITLE')}>
        <QuestionForm
          idPrefix="pd-ask"
          headingLevel={3}
          onAsked={() => {
            setAsking(false);
            setPage(0);
          }}
        />
      </Dialog>
      <DeleteQuestionDialog question={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Under a question: the rating of the answer (to give, or as given) and the delete button. */
function QuestionActions({ question, onDelete }: { question: Question; onDelete: () => void }) {
  const intl = useIntl();
  const rating = question.patientFeedBackToDoctor;
  return (
    <div className="pd-question-actions">
      {rating !== null ? (
        <p className="pd-given-rating">
          {intl.formatMessage({ id: 'PATIENT.QUESTIONS.YOUR_RATING' }, { rating })}
          {/* The comment may be in another script than the page (French text on the Arabic page). */}
          {question.patientFeedBackComment ? (
            <>
              {' — '}
              <bdi>{question.patientFeedBackComment}</bdi>
            </>
          ) : null}
        </p>
      ) : question.answer !== null && question.doctor !== null ? (
        <QuestionFeedbackForm
          question={question}
          doctorName={doctorName(question.doctor.name, intl.locale)}
        />
      ) : null}
      <div className="form-actions">
        <button type="button" className="form-button" onClick={onDelete}>
          {intl.formatMessage({ id: 'PATIENT.QUESTIONS.DELETE' })}
        </button>
      </div>
    </div>
  );
}

function DeleteQuestionDialog({ question, onClose }: { question: Question | null; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  // A refused deletion is said in the dialog.
  const deleteQuestion = useDeleteQuestion({ meta: { errorToast: false } });
  const [messageId, setMessageId] = useState<string | null>(null);
  const text = (id: string) => intl.formatMessage({ id });
  const close = () => {
    setMessageId(null);
    onClose();
  };

  const confirm = async () => {
    if (question === null || deleteQuestion.isPending) return;
    try {
      await deleteQuestion.mutateAsync(question);
      toasts.success(text('PATIENT.QUESTIONS.DELETED'));
      close();
    } catch (error) {
      setMessageId(errorMessageId(error, {}, 'ERRORS.DELETE_FAILED'));
    }
  };

  return (
    <Dialog
      open={question !== null}
      onClose={close}
      title={text('PATIENT.QUESTIONS.DELETE_TITLE')}
      description={<p>{question?.title}</p>}
    >
      {messageId ? (
        <p className="form-message" role="alert">
          {intl.formatMessage({ id: messageId }, { item: text('PATIENT.QUESTIONS.ITEM') })}
        </p>
      ) : null}
      <ConfirmActions
        confirmLabel={text('PATIENT.QUESTIONS.CONFIRM_DELETE')}
        cancelLabel={text('PATIENT.QUESTIONS.KEEP')}
        pending={deleteQuestion.isPending}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </Dialog>
  );
}
