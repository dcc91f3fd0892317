import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePublicQuestions } from '@tabib/hooks';
import { QuestionCard } from '@tabib/ui';

import { RouterLink } from '../../shell/RouterLink';
import { questionHref } from '../questions/questionLinks';

/** The profile shows the doctor's latest answers; each links to its question's page. */
export const LATEST_ANSWERS = 5;

/**
 * The doctor's latest answers to patients' questions (docs/decisions/025): what they know, in their
 * words, and links a crawler follows to the questions' pages. Nothing is shown before a first answer.
 */
export function DoctorAnswers({ doctorId, doctorName }: { doctorId: string; doctorName: string }) {
  const intl = useIntl();
  const titleId = useId();
  // A section left out when it cannot load: the profile above says whether the page did.
  const answers = usePublicQuestions(
    { doctor: doctorId, limit: LATEST_ANSWERS },
    { meta: { errorToast: false } },
  );
  const list = answers.data?.docs ?? [];
  if (list.length === 0) return null;
  return (
    <section className="doctor-profile__section doctor-profile__answers" aria-labelledby={titleId}>
      <h2 id={titleId} className="doctor-profile__section-title">
        {intl.formatMessage({ id: 'DOCTOR_PROFILE.ANSWERS.TITLE' })}
      </h2>
      <p className="doctor-profile__hint">
        {intl.formatMessage({ id: 'DOCTOR_PROFILE.ANSWERS.COUNT' }, { count: answers.data!.totalDocs })}
      </p>
      <ul className="doctor-profile__answer-list">
        {list.map((question) => (
          <li key={question._id}>
            <QuestionCard
              headingLevel={3}
              title={question.title}
              closed={question.closed}
              doctorName={doctorName}
              // Patients and doctors write in any of the three languages, whatever the page's language.
              answer={<p dir="auto">{question.answer}</p>}
              updatedAt={question.updatedAt}
              href={questionHref(question._id)}
              linkComponent={RouterLink}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
