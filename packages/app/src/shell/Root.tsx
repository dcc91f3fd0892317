import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TabibProvider, type Navigation } from '@tabib/hooks';

import { Layout } from './Layout';

/** The API base: same origin by default (`pnpm start` serves app and API on one port); VITE_API_BASE_URL overrides. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/v1';

/** Shown until the first translations are in, so no message key ever flashes. */
function BootScreen() {
  return <div className="app-boot" aria-busy="true" />;
}

/** The providers (SDK client, query cache, intl, session, toasts) wired to React Router, around the shell. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const onNavigate = useCallback<Navigation['navigate']>(
    (url, { replace }) => void navigate(url, { replace }),
    [navigate],
  );
  return (
    <TabibProvider
      baseUrl={API_BASE_URL}
      onNavigate={onNavigate}
      currentUrl={`${location.pathname}${location.search}${location.hash}`}
      locale={{ fallback: <BootScreen /> }}
    >
      <Layout />
    </TabibProvider>
  );
}
