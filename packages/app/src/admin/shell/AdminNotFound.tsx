import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { ADMIN_HOME } from '../session/adminAccess';

/** An unknown /admin path: say so, and offer the way back into the back office. */
export default function AdminNotFound() {
  const intl = useIntl();
  return (
    <section className="admin-page">
      <h1>{intl.formatMessage({ id: 'ADMIN.SHELL.NOT_FOUND.TITLE' })}</h1>
      <p>{intl.formatMessage({ id: 'ADMIN.SHELL.NOT_FOUND.TEXT' })}</p>
      <p>
        <Link to={ADMIN_HOME}>{intl.formatMessage({ id: 'ADMIN.SHELL.NOT_FOUND.BACK' })}</Link>
      </p>
    </section>
  );
}
