import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  browserNavigation,
  I18N_PREFIX,
  TabibProvider,
  useReportError,
  useToasts,
  type Navigation,
} from '@tabib/hooks';
import { useToastStore } from '@tabib/ui';

import '../forms/forms.css';
import { RouterLink } from '../shell/RouterLink';
import { API_BASE_URL } from '../shell/apiBase';
import { pageSession } from '../shell/Root';
import './admin.css';
import { createAdminSession, type AdminSession } from './session/adminSession';
import { AdminSessionContext, useAdminSession } from './session/AdminSessionContext';
import { AdminPageMeta } from './shell/AdminPageMeta';

const ToastStack = lazy(() => import('../shell/toastStackModule'));

// One session per page load: the credential store and the query cache outlive navigations between
// /admin pages; the refresh is the page session's, shared with the main app.
let appSession: AdminSession | undefined;
const adminSession = () =>
  (appSession ??= createAdminSession({ apiBaseUrl: API_BASE_URL, pageSession: pageSession() }));

function BootScreen() {
  return <div className="app-boot" aria-busy="true" />;
}

/** requirements §8: a failed refresh shows the session-expired toast; a 403 says the action was not allowed. */
function useSessionEventToasts() {
  const session = useAdminSession();
  const report = useReportError();
  useEffect(
    () =>
      session.onEvent((event) => {
        const id = event === 'session-expired' ? 'ERRORS.SESSION_EXPIRED' : 'ERRORS.NOT_AUTHORIZED';
        // Through the owner: the 403 of the call that ended the session says the same, and is shown once.
        report(event, { message: id });
      }),
    [session, report],
  );
}

/** What every /admin page shares inside the providers: title, toasts, session events. */
function AdminFrame() {
  const toasts = useToasts();
  const toastList = useToastStore(toasts.store);
  useSessionEventToasts();
  return (
    <>
      <AdminPageMeta />
      <Outlet />
      <Suspense fallback={null}>
        <ToastStack toasts={toastList} onDismiss={toasts.dismiss} linkComponent={RouterLink} />
      </Suspense>
    </>
  );
}

/**
 * The back office's providers (docs/decisions/018): the hooks of @tabib/hooks over an SDK client whose token is
 * the admin credentials of requirements §3/§4 (`connectedAdmin`, local or session storage) and whose 401s
 * share the admin refresher's one `POST /auth/refresh`.
 */
export function AdminRoot() {
  const session = adminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const currentUrl = `${location.pathname}${location.search}${location.hash}`;
  const onNavigate = useCallback<Navigation['navigate']>(
    (url, { replace }) => void navigate(url, { replace }),
    [navigate],
  );
  const navigation = useMemo<Navigation>(
    () => ({ navigate: onNavigate, reload: browserNavigation.reload, currentUrl: () => currentUrl }),
    [onNavigate, currentUrl],
  );
  useEffect(() => session.setNavigation(navigation), [session, navigation]);

  return (
    <AdminSessionContext.Provider value={session}>
      <TabibProvider
        client={session.client}
        queryClient={session.queryClient}
        onNavigate={onNavigate}
        currentUrl={currentUrl}
        locale={{ i18nBaseUrl: I18N_PREFIX, fallback: <BootScreen /> }}
      >
        <AdminFrame />
      </TabibProvider>
    </AdminSessionContext.Provider>
  );
}
