/** The four toast types, each with its icon and colour. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * A toast as `ToastStack` shows it: any object of this shape (e.g. from @tabib/hooks' toast store, or a
 * list in your own state).
 */
export interface ToastMessage {
  /** Unique among the toasts shown; given back to `onDismiss`. */
  id: string;
  type: ToastType;
  /** The message, already translated. */
  text: string;
  /** Milliseconds before it closes; 0 or less never closes. */
  timeout: number;
  /** Text of the optional action (a button, or a link with `actionRoute`). */
  actionLabel?: string;
  /** Run when the action is chosen; if it throws or rejects, the error is only logged. */
  actionCallback?: () => unknown;
  /** Route the action goes to (e.g. `/auth/login?returnUrl=/questions/ask`). */
  actionRoute?: string;
}

/**
 * What `useToastStore` reads: any store of toasts shaped for `useSyncExternalStore`, such as
 * @tabib/hooks' `createToastStore()` (the kit has no store of its own).
 */
export interface ToastStackStore<Toast extends ToastMessage = ToastMessage> {
  /** The toasts on screen, oldest first; a new array after every change, the same one otherwise. */
  getSnapshot: () => readonly Toast[];
  /** Called after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}
