import type { CSSProperties } from 'react';

import { Days, NextSlot, Root, Title, type AvailabilityStripRootProps } from './parts';

export type { AvailabilityDay } from './parts';

export interface AvailabilityStripProps extends Omit<
  AvailabilityStripRootProps,
  'asChild' | 'className' | 'style' | 'children'
> {
  /** Added after the kit's `tabib-availability` class. */
  className?: string;
  /** Inline style of the strip. */
  style?: CSSProperties;
}

/**
 * A doctor's next days side by side: per day its weekday and date, how many slots are free, the first
 * of them as links, "more slots" when there are more, or that there are none. Days and times are those
 * of Africa/Tunis; today's column is marked from the render time (`RenderTimeContext`), so a page
 * rendered on a server hydrates with the same markup. Built from the `AvailabilityStrip` parts.
 *
 * Data attributes: on each day (`.tabib-availability__day`), presence-only `data-today=""` and
 * `data-empty=""` (no free slot).
 */
export function AvailabilityStrip(props: AvailabilityStripProps) {
  return (
    <Root {...props}>
      <Title />
      <Days />
      <NextSlot />
    </Root>
  );
}
