export * from './parts';
export { SlotPicker } from './SlotPicker';
export { slotPickerMessages } from './messages';
export type { SlotPickerProps } from './SlotPicker';
export type { SlotPickerLabels } from './messages';
export type { VisibleRange } from './VisibleRangeReporter';
