import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { PageMeta } from '../shell/PageMeta';
import { useRenderEnv } from '../ssr/RenderContext';
import './NotFoundPage.css';

const LINKS = [
  { to: '/', label: 'NOT_FOUND.HOME' },
  { to: '/search-doctors', label: 'NOT_FOUND.SEARCH' },
  { to: '/questions', label: 'NOT_FOUND.QUESTIONS' },
  { to: '/articles', label: 'NOT_FOUND.ARTICLES' },
] as const;

/** Any unknown route: say so plainly (in the title too) and offer the ways back into the site. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className="not-found-page">
      <PageMeta
        title={intl.formatMessage(
          { id: 'META.BRANDED' },
          { title: intl.formatMessage({ id: 'NOT_FOUND.TITLE' }) },
        )}
        description={intl.formatMessage({ id: 'NOT_FOUND.TEXT' })}
      />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>
        <FormattedMessage id="NOT_FOUND.TITLE" />
      </h1>
      <p>
        <FormattedMessage id="NOT_FOUND.TEXT" />
      </p>
      <ul className="not-found-links">
        {LINKS.map((link, index) => (
          <li key={link.to}>
            <Link
              className={index === 0 ? 'not-found-link not-found-link--primary' : 'not-found-link'}
              to={link.to}
            >
              <FormattedMessage id={link.label} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A known route naming what does not exist (a landing's city, a question): the same page, titled so,
 * and answered 404 when rendered on the server.
 */
export function RecordNotFound() {
  useRenderEnv()?.markNotFound?.();
  return <NotFoundPage />;
}
