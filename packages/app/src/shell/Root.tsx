import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { I18N_PREFIX, reloadHome, TabibProvider, type Navigation } from '@tabib/hooks';
import { createSession, type TabibSession } from '@tabib/sdk';
import { RenderTimeContext } from '@tabib/ui';

import { forgetSignedInUser } from '../offline/signedInUser';
import { useRenderEnv } from '../ssr/RenderContext';
import { API_BASE_URL } from './apiBase';
import { Layout } from './Layout';
import { LocaleCookie } from './localeCookie';

let session: TabibSession | undefined;
/**
 * The page's one session core (decision 020): the main app and the back office share its refresh,
 * anti-forgery source and token store, so a rotating refresh cookie is never presented twice.
 */
export const pageSession = (): TabibSession => (session ??= createSession({ baseUrl: API_BASE_URL }));

/**
 * After a sign-out: docs/decisions/042 — the rdvs saved for offline reading and the last signed-in
 * user are forgotten before the home page loads afresh (the storage module is loaded only now).
 */
function afterLogout(navigation: Navigation): void {
  forgetSignedInUser();
  import('../offline/offlineRdvs')
    .then((offline) => offline.clearOfflineRdvs())
    // A browser without IndexedDB kept no copy.
    .catch(() => undefined)
    .finally(() => reloadHome(navigation));
}

/** Shown until the first translations are in, so no message key ever flashes. */
function BootScreen() {
  return <div className="app-boot" aria-busy="true" />;
}

/** The providers (SDK client, query cache, intl, session, toasts) wired to React Router, around the shell. */
export function Root() {
  const env = useRenderEnv();
  const location = useLocation();
  const navigate = useNavigate();
  const onNavigate = useCallback<Navigation['navigate']>(
    (url, { replace }) => void navigate(url, { replace }),
    [navigate],
  );
  return (
    <TabibProvider
      session={env?.session ?? pageSession()}
      queryClient={env?.queryClient}
      onNavigate={onNavigate}
      afterLogout={afterLogout}
      currentUrl={`${location.pathname}${location.search}${location.hash}`}
      locale={
        env
          ? // A server-rendered page: its language and messages are at hand (docs/decisions/025).
            { i18nBaseUrl: I18N_PREFIX, initialLocale: env.locale, messages: { [env.locale]: env.messages } }
          : { i18nBaseUrl: I18N_PREFIX, fallback: <BootScreen /> }
      }
    >
      <LocaleCookie />
      <RenderTimeContext.Provider value={env?.renderedAt}>
        <Layout />
      </RenderTimeContext.Provider>
    </TabibProvider>
  );
}
