import { useSyncExternalStore } from 'react';

import type { ToastMessage, ToastStore } from './toastStore';

/** The toasts of a `ToastStore`, re-rendering on every change. */
export function useToastStore(store: ToastStore): readonly ToastMessage[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
