import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';

import type { AdminRouteHandle } from '../routeHandle';

/** The document title of a back-office page; React 19 hoists these elements into <head>. */
export function AdminPageMeta() {
  const intl = useIntl();
  const handle = useMatches().at(-1)?.handle as AdminRouteHandle | undefined;
  const appName = intl.formatMessage({ id: 'ADMIN.SHELL.TITLE' });
  const title = handle
    ? intl.formatMessage(
        { id: 'ADMIN.SHELL.DOCUMENT_TITLE' },
        { page: intl.formatMessage({ id: handle.adminTitle }), app: appName },
      )
    : appName;
  return (
    <>
      <title>{title}</title>
      {/* The back office is no page for search engines. */}
      <meta name="robots" content="noindex" />
    </>
  );
}
