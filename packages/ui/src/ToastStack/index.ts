export * from './parts';
export { ToastStack } from './ToastStack';
export type { ToastStackProps } from './ToastStack';
export {
  createToastStore,
  defaultToastTimeout,
  TOAST_DEFAULT_TIMEOUT_MS,
  TOAST_ERROR_TIMEOUT_MS,
} from './toastStore';
export type { ToastInput, ToastMessage, ToastStore, ToastType } from './toastStore';
export { useToastStore } from './useToastStore';
export { toastStackMessages } from './messages';
export type { ToastStackLabels } from './messages';
