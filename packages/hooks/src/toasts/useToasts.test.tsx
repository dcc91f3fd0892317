import { act, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FakeApi } from '../../test/fakeApi';
import { renderWithTabib, startGuestApi } from '../../test/renderWithTabib';
import { useToasts } from './useToasts';

let api: FakeApi;
beforeEach(async () => {
  api = await startGuestApi();
});
afterEach(() => api.close());

function useToastsAndList() {
  const toasts = useToasts();
  const { store } = toasts;
  return { toasts, list: useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot) };
}

async function render() {
  const rendered = renderWithTabib(api, useToastsAndList);
  // The children render once the first translations are in.
  await waitFor(() => expect(rendered.result.current).not.toBeNull());
  return rendered;
}

describe('useToasts (requirements §8, §9)', () => {
  it('closes after 3000 ms by default and 4000 ms for errors', async () => {
    const { result } = await render();
    act(() => {
      result.current.toasts.success('Appointment booked successfully');
      result.current.toasts.info('You have been logged out successfully');
      result.current.toasts.warning('Check your input');
      result.current.toasts.error('Failed to process appointment');
    });
    expect(result.current.list.map(({ type, text, timeout }) => [type, text, timeout])).toEqual([
      ['success', 'Appointment booked successfully', 3000],
      ['info', 'You have been logged out successfully', 3000],
      ['warning', 'Check your input', 3000],
      ['error', 'Failed to process appointment', 4000],
    ]);
  });

  it('keeps an explicit timeout, and 0 or less (never closes) as given', async () => {
    const { result } = await render();
    act(() => {
      result.current.toasts.info('QUESTIONS.LOGIN_REQUIRED', {
        timeout: 6000,
        actionLabel: 'Login',
        actionRoute: '/auth/login?returnUrl=/questions/ask',
      });
      result.current.toasts.error('Payment failed. Please try again.', { timeout: 0 });
      result.current.toasts.success('Profile updated successfully', { timeout: -1 });
    });
    expect(result.current.list.map(({ timeout }) => timeout)).toEqual([6000, 0, -1]);
    expect(result.current.list[0]).toMatchObject({ actionRoute: '/auth/login?returnUrl=/questions/ask' });
  });

  it('dismisses by id', async () => {
    const { result } = await render();
    let id = '';
    act(() => {
      id = result.current.toasts.error('Failed to save changes');
    });
    act(() => result.current.toasts.dismiss(id));
    expect(result.current.list).toEqual([]);
  });
});
