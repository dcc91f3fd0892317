import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useAuthGuard, useSession } from '@tabib/hooks';

import type { RouteHandle } from '../routes';
import { WrongRolePage } from './WrongRolePage';

// docs/decisions/042: loaded only when a signed-in area is opened without the network.
const OfflinePage = lazy(() => import('../offline/OfflinePage'));

/**
 * requirements §4 auth guard of the doctor and patient areas: signed in → the page; otherwise one token
 * refresh, then the page or /auth/login?returnUrl=<target>. Decision 020: a signed-in user whose role
 * the page does not serve gets the wrong-role page, and the page (with its requests) is never mounted.
 * Decision 042: when the session could not be checked for lack of network, the offline page instead.
 */
export function RequireAuth() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const { role } = useSession();
  const roles = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.roles;
  const status = useAuthGuard(`${pathname}${search}${hash}`);
  if (status === 'allowed' && role !== 'guest') {
    return roles && !roles.includes(role) ? <WrongRolePage role={role} serves={roles} /> : <Outlet />;
  }
  if (status === 'offline') {
    return (
      <Suspense fallback={null}>
        <OfflinePage />
      </Suspense>
    );
  }
  return (
    <p className="app-status" role="status" aria-busy="true">
      {intl.formatMessage({ id: 'APP.CHECKING_SESSION' })}
    </p>
  );
}
