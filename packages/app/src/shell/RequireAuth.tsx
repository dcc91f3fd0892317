import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { useAuthGuard } from '@tabib/hooks';

/**
 * spec §4 auth guard of the doctor and patient areas: signed in → the page; otherwise one token
 * refresh, then the page or /auth/login?returnUrl=<target>. The guard checks sign-in only, not the
 * role (spec §6); the server refuses what a role may not do.
 */
export function RequireAuth() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const status = useAuthGuard(`${pathname}${search}${hash}`);
  if (status === 'allowed') return <Outlet />;
  return (
    <p className="app-status" role="status" aria-busy="true">
      {intl.formatMessage({ id: 'APP.CHECKING_SESSION' })}
    </p>
  );
}
