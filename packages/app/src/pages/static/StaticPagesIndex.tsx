import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import './StaticPages.css';

/** The information pages, each with what the reader finds there. */
const ENTRIES = [
  { to: '/s/quiSommeNous', title: 'STATIC.INDEX.ABOUT', text: 'STATIC.INDEX.ABOUT_TEXT' },
  { to: '/articles', title: 'STATIC.INDEX.ARTICLES', text: 'STATIC.INDEX.ARTICLES_TEXT' },
  { to: '/questions', title: 'STATIC.INDEX.QUESTIONS', text: 'STATIC.INDEX.QUESTIONS_TEXT' },
] as const;

/** requirements §2 /s: the static pages. */
export default function StaticPagesIndex() {
  return (
    <div className="static-page">
      <h1>
        <FormattedMessage id="STATIC.INDEX.TITLE" />
      </h1>
      <p className="static-lead">
        <FormattedMessage id="STATIC.INDEX.INTRO" />
      </p>
      <ul className="static-index">
        {ENTRIES.map((entry) => (
          <li key={entry.to} className="static-index-entry">
            <h2>
              <Link to={entry.to}>
                <FormattedMessage id={entry.title} />
              </Link>
            </h2>
            <p>
              <FormattedMessage id={entry.text} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
