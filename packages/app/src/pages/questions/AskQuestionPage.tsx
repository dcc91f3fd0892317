import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@tabib/hooks';

import './AskQuestionPage.css';
import { QuestionForm } from './QuestionForm';
import { ASK_LOGIN_URL, useLoginRequiredToast } from './useLoginRequiredToast';

/** Where a patient finds the question just asked. */
const MY_QUESTIONS_ROUTE = '/patient-dashboard/questions';

/** requirements §2 /questions/ask: a patient asks the doctors of a specialty; others learn why they cannot. */
export default function AskQuestionPage() {
  const { status, role } = useSession();
  useLoginRequiredToast(status === 'guest');

  // Nothing until the session is known, so a patient never sees the logged-out text flash.
  if (status === 'loading') return null;
  if (status === 'guest') {
    return (
      <AskFrame>
        <p>
          <FormattedMessage id="ASK.LOGIN_NEEDED" />
        </p>
        <Link className="ask-link-button" to={ASK_LOGIN_URL}>
          <FormattedMessage id="ASK.LOGIN_LINK" />
        </Link>
      </AskFrame>
    );
  }
  if (role !== 'patient') {
    return (
      <AskFrame>
        <p>
          <FormattedMessage id="ASK.PATIENTS_ONLY" />
        </p>
        <Link className="ask-link-button" to="/questions">
          <FormattedMessage id="ASK.BROWSE_QUESTIONS" />
        </Link>
      </AskFrame>
    );
  }
  return (
    <AskFrame>
      <p>
        <FormattedMessage id="ASK.INTRO" />
      </p>
      <AskQuestionForm />
    </AskFrame>
  );
}

function AskFrame({ children }: { children: ReactNode }) {
  return (
    <div className="ask-page">
      <h1 className="ask-title">
        <FormattedMessage id="ASK.TITLE" />
      </h1>
      {children}
    </div>
  );
}

/** The shared question form (also in the patient's dashboard); once sent, the patient sees it listed. */
function AskQuestionForm() {
  const navigate = useNavigate();
  return (
    <div className="ask-form">
      <QuestionForm idPrefix="ask" onAsked={() => void navigate(MY_QUESTIONS_ROUTE)} />
    </div>
  );
}
