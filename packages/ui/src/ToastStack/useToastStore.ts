import { useSyncExternalStore } from 'react';

import type { ToastMessage, ToastStackStore } from './types';

/** The toasts of a store (e.g. @tabib/hooks' `useToasts().store`), re-rendering on every change. */
export function useToastStore<Toast extends ToastMessage>(store: ToastStackStore<Toast>): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
