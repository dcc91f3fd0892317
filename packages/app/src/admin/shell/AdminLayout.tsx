import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAuthGuard, useLoadingBar, useSession } from '@tabib/hooks';
import { LoadingBar } from '@tabib/ui';

import { ADMIN_SECTIONS, preloadAdminPages } from '../sections';
import { ADMIN_GUARD } from '../session/adminAccess';
import { useAdminLogout } from '../session/useAdminLogout';
import { AdminHeader } from './AdminHeader';

/** The back office's sections; `aria-current="page"` marks the active one (NavLink). */
function AdminNav() {
  const intl = useIntl();
  return (
    <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'ADMIN.SHELL.NAV.LABEL' })}>
      <ul className="admin-nav__list">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} className="admin-nav__link">
              {intl.formatMessage({ id: section.label })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedInAdmin() {
  const intl = useIntl();
  const { user } = useSession();
  const logout = useAdminLogout();
  return (
    <>
      <span className="admin-header__user">
        {intl.formatMessage({ id: 'ADMIN.SHELL.SIGNED_IN_AS' }, { name: user?.name ?? '' })}
      </span>
      <button type="button" className="form-button admin-header__logout" onClick={() => void logout()}>
        {intl.formatMessage({ id: 'ADMIN.SHELL.LOGOUT' })}
      </button>
    </>
  );
}

/**
 * The frame of every signed-in back-office page (docs/decisions/018): top bar with the admin and sign-out, the
 * sections' nav, the page, the loading bar. The page renders only once the guard allows it.
 */
export function AdminLayout() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const status = useAuthGuard(`${pathname}${search}${hash}`, ADMIN_GUARD);
  const pending = useLoadingBar();
  const allowed = status === 'allowed';

  // requirements §2 "Routing behaviour": scroll to top on each navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (allowed) return preloadAdminPages();
  }, [allowed]);

  return (
    <div className="admin-app">
      <a className="app-skip-link" href="#main">
        {intl.formatMessage({ id: 'APP.SKIP_TO_CONTENT' })}
      </a>
      <AdminHeader>{allowed ? <SignedInAdmin /> : null}</AdminHeader>
      {allowed ? <AdminNav /> : null}
      <main id="main" className="admin-main" tabIndex={-1}>
        <LoadingBar pending={pending} />
        {allowed ? (
          <Outlet />
        ) : (
          <p className="app-status" role="status" aria-busy="true">
            {intl.formatMessage({ id: 'APP.CHECKING_SESSION' })}
          </p>
        )}
      </main>
    </div>
  );
}
