import type { TabibClient } from '@tabib/sdk';
import { renderHook } from '@testing-library/react';

import type { ApiHarness } from '@tabib/server/testing';
import { createTestProvider, type TestProvider } from './test-provider';

/*
 * The plumbing of the hook integration files (`*.integration.tsx`), which run the hooks against the
 * reference server on a seeded PGlite database.
 */

/** Who a test calls the server as: a guest (no session) or a seeded account, signed in. */
export type TestAccount = 'guest' | { email: string };

/** A test provider whose SDK client calls `server` as `account`; `api` is that client. */
export async function testProviderAs(
  server: ApiHarness,
  account: TestAccount,
): Promise<TestProvider & { api: TabibClient }> {
  const { api } = account === 'guest' ? await server.guest() : await server.as(account.email);
  return { api, ...createTestProvider(api) };
}

/** `renderHook` of `hook` under a test provider that calls `server` as `account`. */
export async function renderHookAs<T>(server: ApiHarness, account: TestAccount, hook: () => T) {
  const provider = await testProviderAs(server, account);
  return { ...provider, ...renderHook(hook, { wrapper: provider.wrapper }) };
}

/** A user's id, by the e-mail of a seeded account. */
export async function userIdOf(server: ApiHarness, account: { email: string }): Promise<string> {
  const row = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The UTC day `offset` days from today, as `YYYY-MM-DD` (the slots' and search's `date` format). */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
