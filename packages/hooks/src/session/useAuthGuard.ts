import { useEffect, useState } from 'react';
import { isNetworkError } from '@tabib/sdk';
import type { Role } from '@tabib/contract';

import { useTabibLogger } from '../provider/context';
import { useNavigation } from './NavigationContext';
import { useSession } from './useSession';

/**
 * `checking` while the session or a refresh is pending; `blocked` once sent to the login page;
 * `offline` when the refresh got no answer (no network): the visitor may well be signed in, so they
 * are not sent to the login page — the page decides what it can show without the network.
 */
export type AuthGuardStatus = 'checking' | 'allowed' | 'blocked' | 'offline';

/** How often an `offline` guard checks the session again while the browser believes it is online. */
export const OFFLINE_RECHECK_MS = 10_000;

/** Where the guard sends a visitor who is not signed in. */
export function loginUrlFor(targetUrl: string): string {
  return `/auth/login?returnUrl=${encodeURIComponent(targetUrl)}`;
}

export interface AuthGuardOptions {
  /** Where a visitor who is not signed in goes, for the page they wanted; default `loginUrlFor`. */
  loginUrl?: (targetUrl: string) => string;
  /**
   * The only role the page admits (the back office: `admin`). A signed-in user of another role is
   * signed out (`logout()`) and sent to `refusedUrl`.
   */
  role?: Role;
  /** Where a refused role goes; default `loginUrl(targetUrl)`. */
  refusedUrl?: string;
}

/**
 * The auth guard of the dashboards and the back office, for the route element of `targetUrl` (path + query): signed in
 * → allowed; otherwise one token refresh; signed in afterwards → allowed; otherwise, or when the
 * refresh fails (logged 'Token refresh failed'), go to the login page with returnUrl and block.
 * A refresh that reached no server (`isNetworkError`) neither signs out nor redirects: the guard says
 * `offline`, and checks again when the browser is back online (its `online` event, else every
 * `OFFLINE_RECHECK_MS`).
 * Render the page only when it returns `allowed`.
 */
export function useAuthGuard(targetUrl: string, options: AuthGuardOptions = {}): AuthGuardStatus {
  const { loginUrl = loginUrlFor, role: admitted, refusedUrl } = options;
  const { status, role, refresh, logout } = useSession();
  const navigation = useNavigation();
  const logger = useTabibLogger();
  const [blockedTarget, setBlockedTarget] = useState<string | null>(null);
  const [offlineTarget, setOfflineTarget] = useState<string | null>(null);

  const offline = status === 'guest' && offlineTarget === targetUrl;
  const mustCheck = status === 'guest' && blockedTarget !== targetUrl && offlineTarget !== targetUrl;
  useEffect(() => {
    if (!mustCheck) return;
    let cancelled = false;
    const block = () => {
      if (cancelled) return;
      setBlockedTarget(targetUrl);
      navigation.navigate(loginUrl(targetUrl), { replace: true });
    };
    refresh().then(
      (user) => {
        if (!user) block();
      },
      (error: unknown) => {
        if (isNetworkError(error)) {
          if (!cancelled) setOfflineTarget(targetUrl);
          return;
        }
        logger.error('Token refresh failed', error);
        block();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mustCheck, targetUrl, refresh, navigation, logger, loginUrl]);

  const refused = status === 'authenticated' && admitted !== undefined && role !== admitted;
  useEffect(() => {
    if (!refused) return;
    const url = refusedUrl ?? loginUrl(targetUrl);
    void Promise.resolve()
      .then(() => {
        // Blocked before the sign-out: it makes a guest, who must not be taken for one to check again.
        setBlockedTarget(targetUrl);
        return logout();
      })
      .finally(() => navigation.navigate(url, { replace: true }));
  }, [refused, targetUrl, refusedUrl, loginUrl, logout, navigation]);

  useEffect(() => {
    if (!offline) return;
    // Back online the check runs again (a refresh), and the page or the login page follows: at once
    // when the browser says so, and every OFFLINE_RECHECK_MS while it believes it is online, since a
    // network that answers nothing (or a page loaded offline) may never fire `online`.
    const retry = () => setOfflineTarget(null);
    const timer = window.setInterval(() => {
      if (navigator.onLine) retry();
    }, OFFLINE_RECHECK_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [offline]);

  if (refused) return 'checking';
  if (status === 'authenticated') return 'allowed';
  if (blockedTarget === targetUrl) return 'blocked';
  return offline ? 'offline' : 'checking';
}
