import { createContext } from 'react';

import type { ToastStore } from './toastStore';

/** The toast store of the nearest `TabibProvider`, rendered by @tabib/ui's `ToastStack`. */
export const ToastsContext = createContext<ToastStore | null>(null);
