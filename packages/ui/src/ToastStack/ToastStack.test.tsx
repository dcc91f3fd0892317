import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import { ToastStack } from './ToastStack';
import type { ToastMessage, ToastType } from './types';
import { useToastStore } from './useToastStore';

type ToastInput = Omit<ToastMessage, 'id' | 'timeout'> & { timeout?: number };
type TestStore = ReturnType<typeof storeOf>;

/**
 * A store of the shape `useToastStore` reads, holding one toast with requirements §9's timeouts as
 * @tabib/hooks' `createToastStore` resolves them (3000 ms, 4000 ms for errors, the caller's if given).
 */
function storeOf(toast: ToastInput) {
  const defaultTimeout = (type: ToastType) => (type === 'error' ? 4000 : 3000);
  let toasts: readonly ToastMessage[] = [
    { ...toast, id: 'toast-1', timeout: toast.timeout ?? defaultTimeout(toast.type) },
  ];
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dismiss(id: string) {
      toasts = toasts.filter((shown) => shown.id !== id);
      for (const listener of listeners) listener();
    },
  };
}

function BoundToastStack({ store, onDismiss }: { store: TestStore; onDismiss: (id: string) => void }) {
  const toasts = useToastStore(store);
  return (
    <ToastStack
      toasts={toasts}
      onDismiss={(id) => {
        onDismiss(id);
        store.dismiss(id);
      }}
    />
  );
}

/** Shows one toast, then renders: `render` runs in act, so the toast has started its close timer on return. */
async function showOne(toast: ToastInput) {
  const store = storeOf(toast);
  const onDismiss = vi.fn();
  const id = 'toast-1';
  const screen = await render(<BoundToastStack store={store} onDismiss={onDismiss} />);
  // The stack, not the announcer (which repeats the text for a second).
  expect(screen.getByRole('list').getByText(toast.text).elements()).toHaveLength(1);
  return { store, onDismiss, id, screen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requirements §9: toasts close after 3000 ms, errors after 4000 ms, never when ≤ 0', () => {
  // The toast runs its close timer with window.setTimeout; only timeouts are faked.
  const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

  it.each(['success', 'warning', 'info'] as const)(
    'closes a %s toast at 3000 ms, not before',
    async (type) => {
      fakeTimeouts();
      const { onDismiss, id, store } = await showOne({ type, text: 'Profile updated successfully' });
      await vi.advanceTimersByTimeAsync(2999);
      expect(onDismiss).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onDismiss).toHaveBeenCalledWith(id);
      expect(store.getSnapshot()).toEqual([]);
    },
  );

  it('closes an error toast at 4000 ms, not before', async () => {
    fakeTimeouts();
    const { onDismiss, id } = await showOne({ type: 'error', text: 'Failed to save changes' });
    await vi.advanceTimersByTimeAsync(3999);
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDismiss).toHaveBeenCalledWith(id);
  });

  it('uses the timeout the caller gives (requirements §5: the login-required toast stays 6000 ms)', async () => {
    fakeTimeouts();
    const { onDismiss } = await showOne({ type: 'info', text: 'Connectez-vous', timeout: 6000 });
    await vi.advanceTimersByTimeAsync(5999);
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each([0, -1])('never closes with a timeout of %i', async (timeout) => {
    fakeTimeouts();
    const { onDismiss, screen } = await showOne({
      type: 'error',
      text: 'Payment failed. Please try again.',
      timeout,
    });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onDismiss).not.toHaveBeenCalled();
    await expect
      .element(screen.getByRole('list').getByText('Payment failed. Please try again.'))
      .toBeInTheDocument();
  });
});

describe('requirements §2: each toast has a type, a close button and an optional action', () => {
  it('writes the type as data-type and closes with the close button', async () => {
    const { onDismiss, id, screen } = await showOne({ type: 'warning', text: 'Attention', timeout: 0 });
    await expect.element(screen.getByRole('listitem')).toHaveAttribute('data-type', 'warning');
    await screen.getByRole('button', { name: 'Fermer la notification' }).click();
    expect(onDismiss).toHaveBeenCalledWith(id);
  });

  it('runs an action callback and closes the toast', async () => {
    const actionCallback = vi.fn();
    const { onDismiss, screen } = await showOne({
      type: 'success',
      text: 'Appointment cancelled successfully',
      timeout: 0,
      actionLabel: 'Annuler',
      actionCallback,
    });
    await screen.getByRole('button', { name: 'Annuler' }).click();
    expect(actionCallback).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders an action route as a link and reports it to onNavigate', async () => {
    const onNavigate = vi.fn();
    const screen = await render(
      <ToastStack
        toasts={[
          {
            id: 'login',
            type: 'info',
            text: 'Connectez-vous',
            timeout: 0,
            actionLabel: 'Se connecter',
            actionRoute: '/auth/login?returnUrl=/questions/ask',
          },
        ]}
        onDismiss={() => {}}
        onNavigate={onNavigate}
        linkComponent={({ href, children, onClick, ...props }) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    const action = screen.getByRole('link', { name: 'Se connecter' });
    await expect.element(action).toHaveAttribute('href', '/auth/login?returnUrl=/questions/ask');
    await action.click();
    expect(onNavigate).toHaveBeenCalledWith('/auth/login?returnUrl=/questions/ask');
  });

  it('shows no action without a label', async () => {
    const { screen } = await showOne({ type: 'info', text: 'x', timeout: 0, actionCallback: vi.fn() });
    expect(screen.getByRole('button').elements()).toHaveLength(1);
  });
});

describe('requirements §2: announced to screen readers', () => {
  it('announces errors assertively and others politely, with the toast text', async () => {
    await showOne({ type: 'error', text: 'Network error. Please check your connection.' });
    await vi.waitFor(() => {
      const live = document.querySelector('[role="status"][aria-live="assertive"]');
      expect(live?.textContent).toContain('Network error. Please check your connection.');
    });
    await showOne({ type: 'success', text: 'Welcome back!' });
    await vi.waitFor(() => {
      const live = document.querySelector('[role="status"][aria-live="polite"]');
      expect(live?.textContent).toContain('Welcome back!');
    });
  });

  it('names the region and the close button in the provider locale', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <ToastStack toasts={[{ id: 'a', type: 'info', text: 'x', timeout: 0 }]} onDismiss={() => {}} />
      </UiProvider>,
    );
    await expect.element(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
    expect(document.querySelector('.tabib-toast-stack')?.getAttribute('dir')).toBe('rtl');
  });
});
