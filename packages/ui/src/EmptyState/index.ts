export * from './parts';
export { EmptyState } from './EmptyState';
export { emptyStateMessages } from './messages';
export type { EmptyStateProps } from './EmptyState';
export type { EmptyStateLabels } from './messages';
