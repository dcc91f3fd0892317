import { useContext } from 'react';

import { SessionContext, type Session } from './SessionContext';

/** The signed-in user, their role and the login, logout and refresh actions. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession() must be used inside <TabibProvider>.');
  return session;
}
