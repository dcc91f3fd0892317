import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createTabibClient,
  loginRedirectFor,
  type TabibClient,
  type TabibSession,
  type TokenStore,
} from '@tabib/sdk';

import { LocaleProvider, type LocaleConfig } from '../locale/LocaleProvider';
import { ErrorFeedbackProvider } from '../query/errorFeedback';
import type { ApiLogger } from '../query/keys';
import { SESSION_USER_KEY } from '../session/sessionKeys';
import { NavigationContext } from '../session/NavigationContext';
import { SessionProvider } from '../session/SessionProvider';
import { createToastStore, type ToastStore } from '../toasts/toastStore';
import { ToastsContext } from '../toasts/ToastsContext';
import { TabibClientContext, type TabibClientContextValue } from './context';
import { browserNavigation, type Navigation } from './navigation';
import { createTabibQueryClient } from './queryClient';

export interface TabibProviderProps {
  /**
   * A ready SDK client. Its owner wires `onSessionCleared` (see `handleSessionCleared`); prefer
   * `baseUrl`, with which the provider creates and wires the client itself.
   */
  client?: TabibClient;
  /**
   * The page's session, shared with every other client of the page (the back office);
   * used when no `client` is given. Default: a session of its own over `baseUrl`.
   */
  session?: TabibSession;
  /** The API base including `/v1` (e.g. `/v1`), used when neither `client` nor `session` is given. */
  baseUrl?: string;
  /** Fetch of the created client (tests inject one); default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Where the created client keeps the access token; default memory only. */
  tokens?: TokenStore;
  /** Default: a QueryClient that retries queries only on network errors and 5xx. */
  queryClient?: QueryClient;
  /** Translations and the stored language. */
  locale?: LocaleConfig;
  /** Where HTTP errors and failures are logged; default `console`. */
  logger?: ApiLogger;
  /** Your router's navigation; default the History API plus a `popstate` event. */
  onNavigate?: Navigation['navigate'];
  /** Default `window.location.reload()`. */
  reload?: Navigation['reload'];
  /**
   * What the page does after `logout()` cleared the session (it gets the navigation above); default
   * nothing. The reference app passes `reloadHome` (go to `/` and reload).
   */
  afterLogout?: (navigation: Navigation) => void;
  /**
   * The current path + query from your router. Its `lng` parameter switches the language and it is the
   * URL remembered as returnUrl when the session is cleared. Default: `window.location`.
   */
  currentUrl?: string;
  /** Default: a new store; render it with @tabib/ui's `<ToastStack>` and `useToastStore(useToasts().store)`. */
  toastStore?: ToastStore;
  children?: ReactNode;
}

function subscribeToPopState(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const windowUrl = () => browserNavigation.currentUrl();
const noUrl = () => '/';

/** Hands the latest props' navigation to callbacks of objects that outlive a render (the SDK client). */
function createNavigationRelay() {
  let current: Navigation = browserNavigation;
  return {
    get: () => current,
    set: (next: Navigation) => {
      current = next;
    },
  };
}

/**
 * The session user becomes a guest, and on a dashboard the app goes
 * to /auth/login with the current URL as returnUrl. Wire it as the client's `onSessionCleared`.
 */
export function handleSessionCleared(queryClient: QueryClient, navigation: Navigation): void {
  queryClient.setQueryData(SESSION_USER_KEY, null);
  const redirect = loginRedirectFor(navigation.currentUrl());
  if (redirect) navigation.navigate(redirect, { replace: true });
}

/**
 * Everything the hooks need: the SDK client, TanStack Query, react-intl with the current
 * language's messages (also given to @tabib/ui), the session, toasts and the loading tracker.
 */
export function TabibProvider(props: TabibProviderProps) {
  const { children } = props;
  const windowCurrentUrl = useSyncExternalStore(subscribeToPopState, windowUrl, noUrl);
  const currentUrl = props.currentUrl ?? windowCurrentUrl;

  const navigate = props.onNavigate ?? browserNavigation.navigate;
  const reload = props.reload ?? browserNavigation.reload;
  const navigation = useMemo<Navigation>(
    () => ({ navigate, reload, currentUrl: () => currentUrl }),
    [navigate, reload, currentUrl],
  );
  // The client lives as long as the provider; its session callback always sees the latest props.
  const [navigationRelay] = useState(createNavigationRelay);
  useEffect(() => navigationRelay.set(navigation));

  const [queryClient] = useState(() => props.queryClient ?? createTabibQueryClient());
  const [toastStore] = useState(() => props.toastStore ?? createToastStore());
  const [context] = useState<TabibClientContextValue>(() => ({
    logger: props.logger ?? console,
    client:
      props.client ??
      createTabibClient({
        session: props.session,
        baseUrl: props.session ? undefined : (props.baseUrl ?? '/v1'),
        fetch: props.fetch,
        tokens: props.tokens,
        logger: props.logger,
        // A 403 is "not allowed", not the end of the session (a doctor who opens a
        // patient page stays signed in and sees the wrong-role page).
        forbiddenClearsSession: false,
        onSessionCleared: () => handleSessionCleared(queryClient, navigationRelay.get()),
      }),
  }));
  // The bound on refresh requests counts per navigation.
  const pathname = currentUrl.split(/[?#]/)[0];
  useEffect(() => context.client.session.navigated(), [context.client, pathname]);

  return (
    <TabibClientContext.Provider value={context}>
      <QueryClientProvider client={queryClient}>
        <ToastsContext.Provider value={toastStore}>
          <LocaleProvider config={props.locale ?? {}} currentUrl={currentUrl} logger={context.logger}>
            <NavigationContext.Provider value={navigation}>
              <SessionProvider navigation={navigation} afterLogout={props.afterLogout}>
                <ErrorFeedbackProvider>{children}</ErrorFeedbackProvider>
              </SessionProvider>
            </NavigationContext.Provider>
          </LocaleProvider>
        </ToastsContext.Provider>
      </QueryClientProvider>
    </TabibClientContext.Provider>
  );
}
