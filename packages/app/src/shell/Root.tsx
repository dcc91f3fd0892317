import { type ReactNode, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { I18N_PREFIX, TabibProvider, type Navigation } from '@tabib/hooks';
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
 * After a sign-out, the reference app's `reloadHome` with docs/decisions/042's cleanup: the last
 * signed-in user and the rdvs saved for offline reading are forgotten before the home page loads
 * afresh (nothing of the user stays in memory). The storage module is loaded only now, and the page
 * reloads only once the copy is gone, since a reload can cut an IndexedDB transaction short.
 */
function afterLogout(navigation: Navigation): void {
  forgetSignedInUser();
  // Leave the signed-in area at once: its guard would otherwise send the signed-out page to the login.
  navigation.navigate('/', { replace: false });
  import('../offline/offlineRdvsStore')
    .then((offline) => offline.clearOfflineRdvs())
    // A browser without IndexedDB kept no copy.
    .catch(() => undefined)
    .finally(() => window.location.replace('/'));
}

/** Shown until the first translations are in, so no message key ever flashes. */
function BootScreen() {
  return <div className="app-boot" aria-busy="true" />;
}

/**
 * The providers (SDK client, query cache, intl, session, toasts) wired to React Router, around the
 * shell (`layout`: the site's header and footer unless a part of the app has its own).
 */
export function Root({ layout = <Layout /> }: { layout?: ReactNode }) {
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
      logger={env?.logger}
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
      <RenderTimeContext.Provider value={env?.renderedAt}>{layout}</RenderTimeContext.Provider>
    </TabibProvider>
  );
}
