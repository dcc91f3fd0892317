import { useContext, useMemo } from 'react';

import { ToastsContext } from './ToastsContext';
import type { ToastInput, ToastStore, ToastType } from './toastStore';

/** Everything of a toast but its type and text. */
export type ToastOptions = Omit<ToastInput, 'type' | 'text'>;

export interface Toasts {
  /** Shows a toast; returns its id. */
  show: (toast: ToastInput) => string;
  success: (text: string, options?: ToastOptions) => string;
  error: (text: string, options?: ToastOptions) => string;
  warning: (text: string, options?: ToastOptions) => string;
  info: (text: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
  /** The store: `<ToastStack toasts={useToastStore(store)} onDismiss={dismiss} />` (@tabib/ui). */
  store: ToastStore;
}

/**
 * Shows toasts. Without a timeout they close after 3000 ms, errors after 4000 ms; an
 * explicit timeout is kept as it is, and 0 or less never closes (the store, `createToastStore`, resolves them).
 */
export function useToasts(): Toasts {
  const store = useContext(ToastsContext);
  if (store === null) throw new Error('useToasts() must be used inside <TabibProvider>.');
  return useMemo(() => {
    const of = (type: ToastType) => (text: string, options?: ToastOptions) =>
      store.show({ ...options, type, text });
    return {
      show: store.show,
      success: of('success'),
      error: of('error'),
      warning: of('warning'),
      info: of('info'),
      dismiss: store.dismiss,
      store,
    };
  }, [store]);
}
