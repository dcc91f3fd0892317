import { act, waitFor } from '@testing-library/react';
import { IGNORE_LOADING_BAR_HEADER } from '@tabib/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FakeApi } from '../../test/fakeApi';
import { renderWithTabib, startGuestApi } from '../../test/renderWithTabib';
import { useTabibClient } from '../provider/context';
import { useLoadingBar } from './useLoadingBar';

let api: FakeApi;
beforeEach(async () => {
  api = await startGuestApi();
});
afterEach(() => api.close());

describe('useLoadingBar (requirements §2, §4)', () => {
  it('counts the requests in flight, except those flagged ignoreLoadingBar', async () => {
    const releases: Array<() => void> = [];
    api.route(
      'GET /v1/specialties',
      () => new Promise((resolve) => releases.push(() => resolve({ body: [] }))),
    );
    const { result } = renderWithTabib(api, () => ({ pending: useLoadingBar(), client: useTabibClient() }));
    await waitFor(() => expect(result.current?.pending).toBe(0));

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.client.GET('/specialties' as never);
      void result.current.client.GET('/specialties' as never);
      void result.current.client.GET(
        '/specialties' as never,
        {
          headers: { [IGNORE_LOADING_BAR_HEADER]: '1' },
        } as never,
      );
    });
    expect(result.current.pending).toBe(2);
    await waitFor(() => expect(releases).toHaveLength(3));
    await act(async () => {
      releases[0]!();
      await first;
    });
    expect(result.current.pending).toBe(1);
    await act(async () => {
      releases.slice(1).forEach((release) => release());
    });
    await waitFor(() => expect(result.current.pending).toBe(0));
  });
});
