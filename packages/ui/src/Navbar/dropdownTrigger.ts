import type { ComponentPropsWithoutRef } from 'react';

/** What the trigger shows and is named: the same on the stand-in and on Radix's trigger. */
export type DropdownTriggerProps = Pick<
  ComponentPropsWithoutRef<'button'>,
  'className' | 'aria-label' | 'children'
> & { 'data-role'?: string };

/** What the stand-in hands to Radix's trigger when the module arrives. */
export interface TriggerHandoff {
  /** The stand-in had focus: Radix's trigger takes it. */
  focus: boolean;
  /** The activation made while loading, to replay on Radix's trigger. */
  activation?: () => Event;
}
