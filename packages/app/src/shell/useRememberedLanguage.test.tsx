import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabibProvider } from '@tabib/hooks';
import { createMemoryStorage, createMemoryTokenStore } from '@tabib/sdk';

import { useRememberedLanguage } from './useRememberedLanguage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const patient = { _id: 'u-1', name: 'Ali Sassi', firstName: 'Ali', lastName: 'Sassi', role: 'patient' };

function renderInArabic(stored: 'fr' | 'ar') {
  const writes: unknown[] = [];
  let user = { ...patient, locale: stored };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = `${request.method} ${new URL(request.url).pathname}`;
    if (path === 'PUT /v1/users/me') {
      const body = (await request.json()) as { locale: 'fr' | 'ar' };
      writes.push(body);
      user = { ...user, ...body };
    }
    return path.endsWith('/v1/users/me') ? json(200, user) : json(200, {});
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TabibProvider
      baseUrl="http://app.test/v1"
      fetch={fetch}
      tokens={createMemoryTokenStore('token')}
      currentUrl="/"
      logger={{ error: vi.fn() }}
      locale={{ fetch: async () => json(200, {}), storage: createMemoryStorage(), languages: ['ar'] }}
    >
      {children}
    </TabibProvider>
  );
  renderHook(() => useRememberedLanguage(), { wrapper });
  return { writes, fetch };
}

describe('a signed-in user’s language choice (docs/decisions/048-notification-language-sms.md)', () => {
  it('becomes the account’s once, when it differs from the stored one', async () => {
    const { writes } = renderInArabic('fr');
    await waitFor(() => expect(writes).toEqual([{ locale: 'ar' }]));
  });

  it('writes nothing when the account already has it', async () => {
    const { writes, fetch } = renderInArabic('ar');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual([]);
  });
});
