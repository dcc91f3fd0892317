export * from './parts';
export { RelativeTime, RenderTimeContext } from './RelativeTime';
export { formatRelativeTime } from './formatRelativeTime';
export { relativeTimeMessages } from './messages';
export type { RelativeTimeProps } from './RelativeTime';
export type { PluralMessage, RelativeTimeLabels } from './messages';
