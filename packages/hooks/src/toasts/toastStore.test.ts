import { describe, expect, it, vi } from 'vitest';

import { createToastStore, defaultToastTimeout } from './toastStore';

describe('requirements §9: toast timeouts', () => {
  it('defaults to 3000 ms, 4000 ms for errors', () => {
    expect(defaultToastTimeout('success')).toBe(3000);
    expect(defaultToastTimeout('info')).toBe(3000);
    expect(defaultToastTimeout('warning')).toBe(3000);
    expect(defaultToastTimeout('error')).toBe(4000);
  });

  it('keeps a timeout the caller gives, including 0 and negatives (never closes)', () => {
    const store = createToastStore();
    store.show({ type: 'info', text: 'Connectez-vous', timeout: 6000 });
    store.show({ type: 'error', text: 'Failed to save changes', timeout: 0 });
    store.show({ type: 'success', text: 'Welcome back!', timeout: -1 });
    expect(store.getSnapshot().map((toast) => toast.timeout)).toEqual([6000, 0, -1]);
  });
});

describe('requirements §3: a toast message has type, text, timeout, action and an internal id', () => {
  it('show returns the internal id of the new toast and keeps its fields', () => {
    const store = createToastStore();
    const actionCallback = vi.fn();
    const id = store.show({
      type: 'success',
      text: 'Appointment cancelled successfully',
      actionLabel: 'Annuler',
      actionCallback,
    });
    expect(store.getSnapshot()).toEqual([
      {
        id,
        type: 'success',
        text: 'Appointment cancelled successfully',
        timeout: 3000,
        actionLabel: 'Annuler',
        actionCallback,
      },
    ]);
  });

  it('gives every toast its own id, and stacks them oldest first', () => {
    const store = createToastStore();
    const first = store.show({ type: 'success', text: 'Profile updated successfully' });
    const second = store.show({ type: 'error', text: 'Failed to update profile' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([first, second]);
  });
});

describe('dismiss and subscribe', () => {
  it('dismiss removes only that toast and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const first = store.show({ type: 'info', text: 'You have been logged out successfully' });
    const second = store.show({ type: 'warning', text: 'Your session has expired. Please login again.' });
    store.subscribe(listener);
    store.dismiss(first);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([second]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown ids without notifying', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss('toast-404');
    expect(listener).not.toHaveBeenCalled();
  });

  it('hands out a new snapshot on change and the same one otherwise', () => {
    const store = createToastStore();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show({ type: 'info', text: 'x' });
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.show({ type: 'info', text: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
