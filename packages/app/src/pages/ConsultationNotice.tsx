import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import './ConsultationNotice.css';

/** Each kind of health text's notice and link, their message ids written in full for the catalogue check. */
const NOTICES = {
  article: { notice: 'ARTICLES.DISCLAIMER', ask: 'ARTICLES.ASK_DOCTOR' },
  answer: { notice: 'QUESTION_PAGE.DISCLAIMER', ask: 'QUESTIONS_PAGE.ASK' },
} as const;

/**
 * The end of a health text the public reads (an article, a doctor's answer): it informs and does not
 * replace a consultation, and a link offers to ask a doctor a question.
 *
 * Data attribute: `data-about` names the kind of text, each with its own look.
 */
export function ConsultationNotice({ about }: { about: keyof typeof NOTICES }) {
  return (
    <footer className="consultation-notice" data-about={about}>
      <p>
        <FormattedMessage id={NOTICES[about].notice} />
      </p>
      <Link className="consultation-notice__ask" to="/questions/ask">
        <FormattedMessage id={NOTICES[about].ask} />
      </Link>
    </footer>
  );
}
