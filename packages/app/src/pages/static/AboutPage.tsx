import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import './StaticPages.css';

/** requirements §1 features in the order a patient meets them. */
const STEPS = [
  { title: 'STATIC.ABOUT.STEP_SEARCH_TITLE', text: 'STATIC.ABOUT.STEP_SEARCH_TEXT' },
  { title: 'STATIC.ABOUT.STEP_BOOK_TITLE', text: 'STATIC.ABOUT.STEP_BOOK_TEXT' },
  { title: 'STATIC.ABOUT.STEP_PAY_TITLE', text: 'STATIC.ABOUT.STEP_PAY_TEXT' },
  { title: 'STATIC.ABOUT.STEP_ASK_TITLE', text: 'STATIC.ABOUT.STEP_ASK_TEXT' },
] as const;

/** requirements §6: what the doctor area offers. */
const DOCTOR_FEATURES = [
  'STATIC.ABOUT.DOCTORS_AGENDA',
  'STATIC.ABOUT.DOCTORS_SECRETARY',
  'STATIC.ABOUT.DOCTORS_QUESTIONS',
  'STATIC.ABOUT.DOCTORS_STATS',
] as const;

const COMMITMENTS = [
  'STATIC.ABOUT.COMMITMENT_PRIVACY',
  'STATIC.ABOUT.COMMITMENT_LANGUAGES',
  'STATIC.ABOUT.COMMITMENT_EMERGENCY',
] as const;

/** requirements §2 /s/quiSommeNous: about the service and how it works. */
export default function AboutPage() {
  return (
    <div className="static-page">
      <h1>
        <FormattedMessage id="STATIC.ABOUT.TITLE" />
      </h1>
      <p className="static-lead">
        <FormattedMessage id="STATIC.ABOUT.LEAD" />
      </p>

      <section className="static-section" aria-labelledby="about-how">
        <h2 id="about-how">
          <FormattedMessage id="STATIC.ABOUT.HOW_TITLE" />
        </h2>
        <ol className="static-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="static-step">
              <h3>
                <FormattedMessage id={step.title} />
              </h3>
              <p>
                <FormattedMessage id={step.text} />
              </p>
            </li>
          ))}
        </ol>
        <h3>
          <FormattedMessage id="STATIC.ABOUT.MANAGE_TITLE" />
        </h3>
        <p>
          <FormattedMessage id="STATIC.ABOUT.MANAGE_TEXT" />
        </p>
        <div className="static-actions">
          <Link className="static-button static-button--primary" to="/search-doctors">
            <FormattedMessage id="STATIC.ABOUT.CTA_SEARCH" />
          </Link>
          <Link className="static-button" to="/questions/ask">
            <FormattedMessage id="STATIC.ABOUT.CTA_ASK" />
          </Link>
        </div>
      </section>

      <section className="static-section" aria-labelledby="about-doctors">
        <h2 id="about-doctors">
          <FormattedMessage id="STATIC.ABOUT.DOCTORS_TITLE" />
        </h2>
        <p>
          <FormattedMessage id="STATIC.ABOUT.DOCTORS_TEXT" />
        </p>
        <ul className="static-list">
          {DOCTOR_FEATURES.map((feature) => (
            <li key={feature}>
              <FormattedMessage id={feature} />
            </li>
          ))}
        </ul>
        <Link className="static-button" to="/auth/doctor-login">
          <FormattedMessage id="STATIC.ABOUT.DOCTORS_LINK" />
        </Link>
      </section>

      <section className="static-section" aria-labelledby="about-commitments">
        <h2 id="about-commitments">
          <FormattedMessage id="STATIC.ABOUT.COMMITMENTS_TITLE" />
        </h2>
        <ul className="static-list">
          {COMMITMENTS.map((commitment) => (
            <li key={commitment}>
              <FormattedMessage id={commitment} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
