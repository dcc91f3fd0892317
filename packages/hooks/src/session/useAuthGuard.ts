import { useEffect, useState } from 'react';

import { useTabibLogger } from '../provider/context';
import { useNavigation } from './NavigationContext';
import { useSession } from './useSession';

/** `checking` while the session or a refresh is pending; `blocked` once sent to the login page. */
export type AuthGuardStatus = 'checking' | 'allowed' | 'blocked';

/** Where the guard sends a visitor who is not signed in. */
export function loginUrlFor(targetUrl: string): string {
  return `/auth/login?returnUrl=${encodeURIComponent(targetUrl)}`;
}

/**
 * The auth guard of the dashboards, for the route element of `targetUrl` (path + query): signed in
 * → allowed; otherwise one token refresh; signed in afterwards → allowed; otherwise, or when the
 * refresh fails (logged 'Token refresh failed'), go to the login page with returnUrl and block.
 * Render the page only when it returns `allowed`.
 */
export function useAuthGuard(targetUrl: string): AuthGuardStatus {
  const { status, refresh } = useSession();
  const navigation = useNavigation();
  const logger = useTabibLogger();
  const [blockedTarget, setBlockedTarget] = useState<string | null>(null);

  const mustCheck = status === 'guest' && blockedTarget !== targetUrl;
  useEffect(() => {
    if (!mustCheck) return;
    let cancelled = false;
    const block = () => {
      if (cancelled) return;
      setBlockedTarget(targetUrl);
      navigation.navigate(loginUrlFor(targetUrl), { replace: true });
    };
    refresh().then(
      (user) => {
        if (!user) block();
      },
      (error: unknown) => {
        logger.error('Token refresh failed', error);
        block();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mustCheck, targetUrl, refresh, navigation, logger]);

  if (status === 'authenticated') return 'allowed';
  return blockedTarget === targetUrl ? 'blocked' : 'checking';
}
