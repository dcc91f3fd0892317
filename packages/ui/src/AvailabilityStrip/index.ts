export * from './parts';
export { AvailabilityStrip } from './AvailabilityStrip';
export type { AvailabilityStripProps } from './AvailabilityStrip';
export { availabilityStripMessages } from './messages';
export type { AvailabilityStripLabels } from './messages';
