export * from './parts';
export { ToastStack } from './ToastStack';
export type { ToastStackProps } from './ToastStack';
export type { ToastMessage, ToastStackStore, ToastType } from './types';
export { useToastStore } from './useToastStore';
export { toastStackMessages } from './messages';
export type { ToastStackLabels } from './messages';
