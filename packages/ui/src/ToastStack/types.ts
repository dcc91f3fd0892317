/** The four toast types, each with its icon and colour. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';
