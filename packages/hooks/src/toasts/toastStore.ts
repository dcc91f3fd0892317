/** The four toast types: @tabib/ui's `ToastStack` gives each its icon and colour. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

// Toasts close after 3 s, errors after 4 s; 0 or less never closes.
export const TOAST_DEFAULT_TIMEOUT_MS = 3000;
export const TOAST_ERROR_TIMEOUT_MS = 4000;

/** What a caller asks for (type, text, timeout, actionLabel, actionCallback or actionRoute). */
export interface ToastInput {
  type: ToastType;
  /** The message, already translated. */
  text: string;
  /** Milliseconds before it closes; default 3000 (4000 for errors); 0 or less never closes. */
  timeout?: number;
  /** Text of the optional action button. */
  actionLabel?: string;
  /** Run when the action is chosen; if it throws or rejects, the error is only logged. */
  actionCallback?: () => unknown;
  /** Route the action goes to (e.g. `/auth/login?returnUrl=/questions/ask`). */
  actionRoute?: string;
}

/** A toast on screen: the input with its resolved timeout and the internal id. */
export interface ToastMessage extends ToastInput {
  id: string;
  timeout: number;
}

export interface ToastStore {
  /** Shows a toast and returns its internal id. */
  show: (toast: ToastInput) => string;
  /** Removes a toast (closed by the user, its timeout or its action). Unknown ids are ignored. */
  dismiss: (id: string) => void;
  /** The toasts on screen, oldest first; a new array after every change. */
  getSnapshot: () => readonly ToastMessage[];
  /** Called after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** The timeout a toast gets when the caller gives none. */
export function defaultToastTimeout(type: ToastType): number {
  return type === 'error' ? TOAST_ERROR_TIMEOUT_MS : TOAST_DEFAULT_TIMEOUT_MS;
}

/**
 * A framework-free list of toasts, shaped for `useSyncExternalStore` (and for @tabib/ui's `useToastStore`).
 * The timers are not here: @tabib/ui's `ToastStack` closes each toast after its `timeout` and pauses on
 * hover and focus.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const update = (next: readonly ToastMessage[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    show(toast) {
      const id = `toast-${nextId++}`;
      update([...toasts, { ...toast, id, timeout: toast.timeout ?? defaultToastTimeout(toast.type) }]);
      return id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
