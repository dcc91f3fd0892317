import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale, usePatchQuestion, useSession, useSpecialtyQuestions, useToasts } from '@tabib/hooks';
import type { Question } from '@tabib/sdk';
import { EmptyState, Pagination, QuestionCard } from '@tabib/ui';

import { errorMessageId } from '../../../forms/errorMessage';
import { TextAreaField } from '../../../forms/Field';
import { Form } from '../../../forms/Form';
import '../../../forms/forms.css';
import { useForm } from '../../../forms/useForm';
import { collectErrors } from '../../../forms/validation';
import { specialtyName } from '../../../i18n/localizedNames';
import { SpecialtyOptions } from '../../questions/SpecialtyOptions';
import { useSpecialtyOptions } from '../../questions/useSpecialtyOptions';
import { staffRoleOf, type StaffRole } from '../agenda/agenda';
import { StaffOnly } from '../agenda/DoctorRdvsPage';
import '../DoctorDashboard.css';
import { relationLabelId } from '../../../relatives/forWhom';
import {
  ANSWER_ERROR_FALLBACK,
  ANSWER_ERROR_MESSAGES,
  ANSWER_MAX_LENGTH,
  canAnswer,
  validateAnswer,
} from './questionAnswer';

/**
 * requirements §2 /doctor-dashboard/questions, §6: the open questions of the doctor's specialty that no doctor
 * has taken, oldest first. Answering assigns the doctor, so the question leaves this list and the
 * navbar badge (both are the open list of the specialty, which `usePatchQuestion` invalidates).
 */
export default function DoctorQuestionsPage() {
  const intl = useIntl();
  const { user, role } = useSession();
  const { locale } = useLocale();
  const staffRole = staffRoleOf(role);
  const specialty = user?.doctorSpecialty ?? null;
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className="dd-page">
      <h1 className="dd-title">{text('DOCTOR_DASHBOARD.QUESTIONS.TITLE')}</h1>
      {staffRole === null ? (
        <StaffOnly />
      ) : specialty === null && role === 'admin' ? (
        <AdminQuestions />
      ) : specialty === null ? (
        <EmptyState title={text('DOCTOR_DASHBOARD.QUESTIONS.NO_SPECIALTY')} headingLevel={2} />
      ) : (
        <OpenQuestions
          specialtyId={specialty._id}
          specialtyName={specialtyName(specialty, locale)}
          staffRole={staffRole}
        />
      )}
    </div>
  );
}

/** The URL parameter holding the specialty an admin looks at, so a reload or a shared link keeps it. */
const SPECIALTY_PARAM = 'specialty';

/**
 * An admin has no specialty of their own (requirements §6 still gives them this page): they pick one, and see
 * its open questions read-only, as a secretary does.
 */
function AdminQuestions() {
  const intl = useIntl();
  const selectId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const specialties = useSpecialtyOptions();
  const chosenId = searchParams.get(SPECIALTY_PARAM) ?? '';
  const chosen = specialties.options.find((option) => option.id === chosenId);
  return (
    <>
      <div className="form-field dd-filter">
        <label htmlFor={selectId}>{intl.formatMessage({ id: 'DOCTOR_DASHBOARD.QUESTIONS.SPECIALTY' })}</label>
        <select
          id={selectId}
          value={chosenId}
          disabled={specialties.isPending}
          onChange={(event) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set(SPECIALTY_PARAM, event.target.value);
                else next.delete(SPECIALTY_PARAM);
                return next;
              },
              { flushSync: true },
            )
          }
        >
          <SpecialtyOptions
            options={specialties.options}
            none={intl.formatMessage({ id: 'DOCTOR_DASHBOARD.QUESTIONS.CHOOSE_SPECIALTY' })}
          />
        </select>
      </div>
      {chosen ? (
        <OpenQuestions
          key={chosen.id}
          specialtyId={chosen.id}
          specialtyName={chosen.name}
          staffRole="admin"
        />
      ) : null}
    </>
  );
}

interface OpenQuestionsProps {
  specialtyId: string;
  specialtyName: string;
  staffRole: StaffRole;
}

function OpenQuestions({ specialtyId, specialtyName, staffRole }: OpenQuestionsProps) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const questions = useSpecialtyQuestions({ specialtyId, page: page + 1 }, { meta: { errorToast: false } });
  const text = (id: string) => intl.formatMessage({ id });
  const answering = canAnswer(staffRole);

  return (
    <section className="dd-section" aria-labelledby="dd-questions-heading" aria-busy={questions.isFetching}>
      <h2 id="dd-questions-heading" className="dd-span-title">
        {/* The name is isolated so a Latin name keeps its place and punctuation in Arabic (and back). */}
        {intl.formatMessage(
          { id: 'DOCTOR_DASHBOARD.QUESTIONS.OPEN_OF' },
          { specialty: <bdi>{specialtyName}</bdi> },
        )}
      </h2>
      {answering ? null : <p className="dd-status">{text('DOCTOR_DASHBOARD.QUESTIONS.READ_ONLY')}</p>}
      {questions.isPending ? (
        <p className="dd-status" role="status">
          {text('DOCTOR_DASHBOARD.QUESTIONS.LOADING')}
        </p>
      ) : questions.isError ? (
        <p className="form-message" role="alert">
          {intl.formatMessage(
            { id: 'ERRORS.LOAD_FAILED' },
            { item: text('DOCTOR_DASHBOARD.QUESTIONS.ITEM') },
          )}
        </p>
      ) : questions.data.docs.length === 0 ? (
        <EmptyState title={text('DOCTOR_DASHBOARD.QUESTIONS.EMPTY')} headingLevel={3} />
      ) : (
        <>
          <p className="dd-status">
            {intl.formatMessage(
              { id: 'DOCTOR_DASHBOARD.QUESTIONS.COUNT' },
              { count: questions.data.totalDocs },
            )}
          </p>
          <ul className="dd-list">
            {questions.data.docs.map((question) => (
              <li key={question._id} className="dd-question">
                <QuestionCard
                  title={question.title}
                  content={
                    <>
                      {question.concerning ? (
                        <p className="dd-question__concerning">
                          {intl.formatMessage(
                            { id: 'RELATIVES.CONCERNING' },
                            {
                              relation: intl.formatMessage({
                                id: relationLabelId(question.concerning.relation),
                              }),
                              sexe: question.concerning.sexe,
                              age: question.concerning.age,
                            },
                          )}
                        </p>
                      ) : null}
                      <p>{question.content}</p>
                    </>
                  }
                  // Every question of the list is of this specialty: its name in the reader's language.
                  category={specialtyName}
                  closed={question.closed}
                  doctorName={null}
                  updatedAt={question.updatedAt}
                />
                {answering ? <AnswerForm question={question} /> : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            onPageChange={setPage}
            pageCount={Math.max(1, Math.ceil(questions.data.totalDocs / questions.data.limit))}
          />
        </>
      )}
    </section>
  );
}

/** The doctor's answer to one question; sending it assigns the question to them (requirements §4, §7). */
function AnswerForm({ question }: { question: Question }) {
  const intl = useIntl();
  const toasts = useToasts();
  // The form's error summary says why an answer was refused.
  const patchQuestion = usePatchQuestion({ meta: { errorToast: false } });
  const form = useForm({
    idPrefix: `answer-${question._id}`,
    initialValues: { answer: '' },
    labels: { answer: 'DOCTOR_DASHBOARD.QUESTIONS.ANSWER' },
    validate: ({ answer }) => collectErrors({ answer: validateAnswer(answer) }),
  });
  const text = (id: string) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(
    async ({ answer }) => {
      await patchQuestion.mutateAsync({ id: question._id, patch: { answer: answer.trim() } });
      toasts.success(text('DOCTOR_DASHBOARD.QUESTIONS.ANSWERED'));
    },
    (error) => errorMessageId(error, ANSWER_ERROR_MESSAGES, ANSWER_ERROR_FALLBACK),
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={text('DOCTOR_DASHBOARD.QUESTIONS.SEND')}
      summaryHeadingLevel={3}
      className="dd-answer"
    >
      <TextAreaField
        {...form.fieldProps('answer')}
        hint={text('DOCTOR_DASHBOARD.QUESTIONS.ANSWER_HINT')}
        maxLength={ANSWER_MAX_LENGTH}
        rows={4}
        required
      />
    </Form>
  );
}
