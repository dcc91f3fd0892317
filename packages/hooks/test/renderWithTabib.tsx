import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createMemoryStorage, type KeyValueStorage } from '@tabib/sdk';
import { vi } from 'vitest';
import type { ReactNode } from 'react';

import { reloadHome } from '../src/provider/navigation';
import { TabibProvider, type TabibProviderProps } from '../src/provider/TabibProvider';
import { startFakeApi, type FakeApi, type FakeResponse } from './fakeApi';

export interface TabibHarnessOptions {
  /** The router's URL; default: the window's, followed through `popstate`. */
  currentUrl?: string;
  storage?: KeyValueStorage;
  languages?: readonly string[];
  props?: Partial<TabibProviderProps>;
}

/**
 * `renderHook` under a `TabibProvider` wired to the fake API: a fresh QueryClient with `retry: false`,
 * spied navigation, reload and logger, and the translations served by the fake API.
 */
export function renderWithTabib<T>(api: FakeApi, hook: () => T, options: TabibHarnessOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onNavigate = vi.fn<NonNullable<TabibProviderProps['onNavigate']>>();
  const reload = vi.fn<() => void>();
  const logger = { error: vi.fn<(...args: unknown[]) => void>() };
  const storage = options.storage ?? createMemoryStorage();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TabibProvider
      baseUrl={api.baseUrl}
      fetch={(input, init) => globalThis.fetch(input, init)}
      queryClient={queryClient}
      logger={logger}
      onNavigate={onNavigate}
      reload={reload}
      afterLogout={reloadHome}
      currentUrl={options.currentUrl}
      locale={{ i18nBaseUrl: `${api.origin}/assets/i18n/`, storage, languages: options.languages ?? ['fr'] }}
      {...options.props}
    >
      {children}
    </TabibProvider>
  );
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, queryClient, onNavigate, reload, logger, storage };
}

/** Serves the three translation files with one message each. */
export function serveTranslations(api: FakeApi): void {
  api.route('GET /assets/i18n/fr.json', { body: { HOME: { TITLE: 'Trouvez votre médecin' } } });
  api.route('GET /assets/i18n/en.json', { body: { HOME: { TITLE: 'Find your doctor' } } });
  api.route('GET /assets/i18n/ar.json', { body: { HOME: { TITLE: 'ابحث عن طبيبك' } } });
}

/** requirements §4: the silent refresh's answer when there is no session, so the user is a guest. */
export const noSession: FakeResponse = {
  status: 401,
  body: { code: 'UNAUTHENTICATED', message: 'No session' },
};

export function serveNoSession(api: FakeApi): void {
  api.route('POST /v1/auth/refresh', noSession);
}

/** A fake API serving the translations to a guest (no session). */
export async function startGuestApi(): Promise<FakeApi> {
  const api = await startFakeApi();
  serveTranslations(api);
  serveNoSession(api);
  return api;
}
