import { createContext, useContext } from 'react';

import type { AdminSession } from './adminSession';

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (session === null) throw new Error('useAdminSession() must be used inside <AdminRoot>.');
  return session;
}
