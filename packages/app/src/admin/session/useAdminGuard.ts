import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSession, useTabibLogger } from '@tabib/hooks';

import { adminLoginUrl, ADMIN_LOGIN, ensureAdminSignedIn, isAdminUser } from './adminAccess';
import { useAdminSession } from './AdminSessionContext';
import { signOut } from './signOut';

/** `checking` while the session is being established; render the page only once `allowed`. */
export type AdminGuardStatus = 'checking' | 'allowed';

/** The sign-in page's `reason` when an account that is not an admin was refused. */
export const NOT_ADMIN_REASON = 'not-admin';

/**
 * The back office's guard (requirements §4 "Admin sign-in"), for the page at `targetUrl`: a token present and
 * not expired, of an admin. An expired token gets one silent refresh (shared with any concurrent 401);
 * without a usable token the admin goes to /admin/login?returnUrl=<target>. Another role is refused:
 * signed out, and told so on the sign-in page.
 */
export function useAdminGuard(targetUrl: string): AdminGuardStatus {
  const session = useAdminSession();
  const logger = useTabibLogger();
  const navigation = useNavigation();
  const { status, user } = useSession();
  // Read on every render: the store is not reactive, but a navigation or a login re-renders.
  const signedIn = session.store.isLoggedIn();
  const [, setRefreshedTimes] = useState(0);
  // Once a role is refused, its own sign-out must not be taken for an expired session.
  const refusing = useRef(false);

  useEffect(() => {
    if (signedIn || refusing.current) return;
    let cancelled = false;
    void ensureAdminSignedIn(session.store, session.refresh).then((ok) => {
      if (cancelled) return;
      // A refreshed token changes no user, so nothing else would render the page again.
      if (ok) setRefreshedTimes((times) => times + 1);
      else {
        // Credentials that can no longer be refreshed are of no use (requirements §4 logout: both storages).
        session.store.logout();
        navigation.navigate(adminLoginUrl(targetUrl), { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, targetUrl, session, navigation]);

  const known = signedIn && status !== 'loading';
  const refused = known && !isAdminUser(user);
  useEffect(() => {
    if (!refused) return;
    // A bare legacy token whose user could not be loaded is a lost session, not a refused role.
    const url = user ? `${ADMIN_LOGIN}?reason=${NOT_ADMIN_REASON}` : adminLoginUrl(targetUrl);
    refusing.current = true;
    void signOut(session, logger).finally(() => navigation.navigate(url, { replace: true }));
  }, [refused, user, targetUrl, session, logger, navigation]);

  return known && !refused ? 'allowed' : 'checking';
}
