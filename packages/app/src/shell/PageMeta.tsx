import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';

import type { RouteHandle } from '../router';

/**
 * spec §2: title, description and canonical link per route for home, search-doctors, questions/ask,
 * questions, articles, doctor-dashboard and patient-dashboard, a default for the others. React 19
 * hoists these elements into <head>. The canonical URL is the path without the query, so filtered
 * and paged variants of a page count as one page.
 */
export function PageMeta() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const key = handle?.meta ?? 'DEFAULT';
  const canonical = `${window.location.origin}${pathname === '/home' ? '/' : pathname}`;
  return (
    <>
      <title>{intl.formatMessage({ id: `META.${key}.TITLE` })}</title>
      <meta name="description" content={intl.formatMessage({ id: `META.${key}.DESCRIPTION` })} />
      <link rel="canonical" href={canonical} />
    </>
  );
}
