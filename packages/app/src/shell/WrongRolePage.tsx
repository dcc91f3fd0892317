import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import '../pages/NotFoundPage.css';
import { homeFor, reservedForMessageId, type AreaRole } from './areas';

interface WrongRolePageProps {
  /** The signed-in user's role. */
  role: AreaRole;
  /** The roles the page serves. */
  serves: readonly AreaRole[];
}

/** Decision 020: a page of another role's area says whom it is for and leads to the user's own space. */
export function WrongRolePage({ role, serves }: WrongRolePageProps) {
  return (
    <div className="not-found-page">
      <h1>
        <FormattedMessage id={reservedForMessageId(serves)} />
      </h1>
      <p>
        <FormattedMessage id="APP.WRONG_ROLE.TEXT" />
      </p>
      <ul className="not-found-links">
        <li>
          <Link className="not-found-link not-found-link--primary" to={homeFor(role)}>
            <FormattedMessage id="APP.WRONG_ROLE.MY_SPACE" />
          </Link>
        </li>
      </ul>
    </div>
  );
}
