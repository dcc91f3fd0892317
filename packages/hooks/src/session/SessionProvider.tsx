import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { User } from '@tabib/contract';
import { UNAUTHORIZED_IS_ANSWER } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import type { Navigation } from '../provider/navigation';
import { unwrap } from '../query/keys';
import { applySignIn, type SignInOptions } from './applySignIn';
import { deriveRole } from './deriveRole';
import { loadSessionUser } from './loadSessionUser';
import { SessionContext, type LogoutOptions, type Session, type SessionStatus } from './SessionContext';
import { isSessionUserKey, SESSION_USER_KEY, secretaryVerifyKey } from './sessionKeys';

interface SessionProviderProps {
  navigation: Navigation;
  /** What the page does once a logout has cleared the session; default nothing. */
  afterLogout?: (navigation: Navigation) => void;
  children?: ReactNode;
}

/** Holds the session: the user, login and logout events, and the secretary check. */
export function SessionProvider({ navigation, afterLogout, children }: SessionProviderProps) {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  // The page's one refresh, shared with the SDK client's 401 handling and the back office;
  // the token also goes to this client's store when it keeps its own (the back office's credentials).
  const refreshToken = useCallback(async () => {
    // A realm whose token store holds no sign-in refreshes nothing: the cookie may be another realm's.
    if (client.tokens.mayRefresh?.() === false) throw new Error('No session of this realm to refresh');
    const token = await client.session.refresh();
    client.tokens.set(token);
    return token;
  }, [client]);

  const userQuery = useQuery({
    queryKey: SESSION_USER_KEY,
    queryFn: () => loadSessionUser(client, refreshToken, logger),
    staleTime: Infinity,
    // A session that cannot be loaded leaves a guest; the page's own calls say what failed.
    meta: { errorToast: false },
  });
  const user = userQuery.data ?? null;
  const role = deriveRole(user);
  const status: SessionStatus = userQuery.isPending ? 'loading' : user ? 'authenticated' : 'guest';

  const login = useCallback(
    async (email: string, password: string) => {
      // A 401 here means wrong credentials, not an expired token to refresh.
      const result = await client.POST('/auth/login', {
        body: { email, password },
        ...UNAUTHORIZED_IS_ANSWER,
      });
      return applySignIn(client, queryClient, unwrap(result, logger));
    },
    [client, logger, queryClient],
  );

  const loginAdmin = useCallback(
    async (email: string, password: string, { remember = false }: SignInOptions = {}) => {
      const result = await client.POST('/auth/admin/login', {
        body: { email, password, remember },
        ...UNAUTHORIZED_IS_ANSWER,
      });
      return applySignIn(client, queryClient, unwrap(result, logger), { remember });
    },
    [client, logger, queryClient],
  );

  const logout = useCallback(
    async (options: LogoutOptions = {}) => {
      // The session is cleared first: the call then carries no access token, and an expired one
      // cannot set off a refresh on the way out (the server needs only the refresh cookie).
      client.tokens.clear();
      queryClient.removeQueries({ predicate: (query) => !isSessionUserKey(query.queryKey) });
      queryClient.setQueryData(SESSION_USER_KEY, null);
      try {
        const { error, response } = await client.POST('/auth/logout', UNAUTHORIZED_IS_ANSWER);
        if (error !== undefined) logger.error('Logout failed', response.status, error);
      } catch (error) {
        logger.error('Logout failed', error);
      } finally {
        // Success or error, the menu closes; what follows is the host's choice.
        options.closeMenu?.();
        afterLogout?.(navigation);
      }
    },
    [client, logger, queryClient, navigation, afterLogout],
  );

  const refresh = useCallback(async (): Promise<User | null> => {
    // A browser without a session is a guest, not a failed refresh (no request, no error); so is a
    // realm whose token store holds no sign-in (the back office beside a patient's session).
    if (!client.session.mayRefresh() || client.tokens.mayRefresh?.() === false) return null;
    await refreshToken();
    return queryClient.fetchQuery({
      queryKey: SESSION_USER_KEY,
      queryFn: () => loadSessionUser(client, refreshToken, logger),
      staleTime: 0,
    });
  }, [client, logger, queryClient, refreshToken]);

  // A secretary is re-verified with the server at load; "not valid" or an error logs out.
  const secretaryId = role === 'secretary' ? user?.loggedInSecretaryInfo?._id : undefined;
  const verification = useQuery({
    queryKey: secretaryVerifyKey(secretaryId ?? ''),
    queryFn: async () =>
      unwrap(
        await client.GET('/secretaries/{id}/verify', { params: { path: { id: secretaryId ?? '' } } }),
        logger,
      ),
    enabled: secretaryId !== undefined,
    staleTime: Infinity,
    retry: false,
    // Its failure signs the secretary out, which is what the user sees.
    meta: { errorToast: false },
  });
  const notValid = verification.isError || verification.data?.response === false;
  useEffect(() => {
    if (notValid) void logout();
  }, [notValid, logout]);

  const session = useMemo<Session>(
    () => ({ user, role, status, login, loginAdmin, logout, refresh }),
    [user, role, status, login, loginAdmin, logout, refresh],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
