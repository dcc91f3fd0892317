import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { REFRESH_ATTEMPT_HEADER, type User } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import type { Navigation } from '../provider/navigation';
import { unwrap } from '../query/keys';
import { deriveRole } from './deriveRole';
import { loadSessionUser } from './loadSessionUser';
import { refreshAccessToken, singleFlight } from './refreshAccessToken';
import { SessionContext, type LogoutOptions, type Session, type SessionStatus } from './SessionContext';
import { isQuestionsKey, isSessionUserKey, SESSION_USER_KEY, secretaryVerifyKey } from './sessionKeys';

interface SessionProviderProps {
  navigation: Navigation;
  children?: ReactNode;
}

/** Holds the session of spec §4: the user, login and logout events, and the secretary check. */
export function SessionProvider({ navigation, children }: SessionProviderProps) {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  const [refreshToken] = useState(() => singleFlight(() => refreshAccessToken(client, logger)));

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
      // The refresh-attempt marker: a 401 here means wrong credentials, not an expired token to refresh.
      const result = await client.POST('/auth/login', {
        body: { email, password },
        headers: { [REFRESH_ATTEMPT_HEADER]: '1' },
      });
      const session = unwrap(result, logger);
      client.tokens.set(session.accessToken);
      // spec §4 login events: the user is applied and questions reset; the badge query follows the user.
      queryClient.removeQueries({ predicate: (query) => isQuestionsKey(query.queryKey) });
      queryClient.setQueryData(SESSION_USER_KEY, session.user);
      return session.user;
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
        // spec §4: success or error, the session is cleared, the menu closes, then / and a reload.
        client.tokens.clear();
        queryClient.removeQueries({ predicate: (query) => !isSessionUserKey(query.queryKey) });
        queryClient.setQueryData(SESSION_USER_KEY, null);
        options.closeMenu?.();
        navigation.navigate('/', { replace: false });
        navigation.reload();
      }
    },
    [client, logger, queryClient, navigation],
  );

  const refresh = useCallback(async (): Promise<User | null> => {
    await refreshToken();
    return queryClient.fetchQuery({
      queryKey: SESSION_USER_KEY,
      queryFn: () => loadSessionUser(client, refreshToken, logger),
      staleTime: 0,
    });
  }, [client, logger, queryClient, refreshToken]);

  // spec §4, §6: a secretary is re-verified with the server at load; "not valid" or an error logs out.
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
