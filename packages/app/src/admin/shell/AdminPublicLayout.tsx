import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useLoadingBar } from '@tabib/hooks';
import { LoadingBar } from '@tabib/ui';

import { AdminHeader } from './AdminHeader';

/** The frame of the sign-in pages (/admin/login, /admin/auth/social): no nav, nobody signed in yet. */
export function AdminPublicLayout() {
  const intl = useIntl();
  const pending = useLoadingBar();
  return (
    <div className="admin-app">
      <a className="app-skip-link" href="#main">
        {intl.formatMessage({ id: 'APP.SKIP_TO_CONTENT' })}
      </a>
      <AdminHeader />
      <main id="main" className="admin-main admin-main--narrow" tabIndex={-1}>
        <LoadingBar pending={pending} />
        <Outlet />
      </main>
    </div>
  );
}
