export * from './parts';
export { Stat } from './Stat';
export { statMessages } from './messages';
export type { StatProps } from './Stat';
export type { StatLabels } from './messages';
