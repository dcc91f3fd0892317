import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { UNAUTHORIZED_IS_ANSWER, type User } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import type { Navigation } from '../provider/navigation';
import { unwrap } from '../query/keys';
import { applySignIn } from './applySignIn';
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
    const token = await client.session.refresh();
    client.tokens.set(token);
    return token;
  }, [client]);

  const userQuery = useQuery({
    queryKey: SESSION_USER_KEY,
    queryFn: () => loadSessionUser(client, refreshToken, logger),
    staleTime: Infinity,
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

  const logout = useCallback(
    async (options: LogoutOptions = {}) => {
      try {
        await client.POST('/auth/logout');
      } catch (error) {
        logger.error('Logout failed', error);
      } finally {
        // Success or error, the session is cleared and the menu closes; what follows is the host's choice.
        client.tokens.clear();
        queryClient.removeQueries({ predicate: (query) => !isSessionUserKey(query.queryKey) });
        queryClient.setQueryData(SESSION_USER_KEY, null);
        options.closeMenu?.();
        afterLogout?.(navigation);
      }
    },
    [client, logger, queryClient, navigation, afterLogout],
  );

  const refresh = useCallback(async (): Promise<User | null> => {
    // A browser without a session is a guest, not a failed refresh (no request, no error).
    if (!client.session.mayRefresh()) return null;
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
  });
  const notValid = verification.isError || verification.data?.response === false;
  useEffect(() => {
    if (notValid) void logout();
  }, [notValid, logout]);

  const session = useMemo<Session>(
    () => ({ user, role, status, login, logout, refresh }),
    [user, role, status, login, logout, refresh],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
