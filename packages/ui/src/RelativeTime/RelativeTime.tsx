import type { ComponentPropsWithRef } from 'react';
import type { Instant } from '../format/tunisTime';
import type { RelativeTimeLabels } from './messages';
import { Root } from './parts';

export { RenderTimeContext, useClock } from './clock';

export interface RelativeTimeProps extends Omit<ComponentPropsWithRef<'time'>, 'children' | 'dateTime'> {
  /** The past instant (Date, epoch ms or ISO string), e.g. a question's `updatedAt`. */
  date: Instant;
  /**
   * The reference "now". When omitted the component reads the clock and refreshes every minute;
   * pass it for stable output (tests, stories, server rendering).
   */
  now?: Instant;
  /** Overrides of the wording (defaults: `relativeTimeMessages`, in the provider's locale). */
  labels?: Partial<RelativeTimeLabels>;
}

/**
 * A `<time>` showing how long ago `date` was (see `formatRelativeTime`), with the full date and
 * time in Africa/Tunis as its `title` and the ISO instant as its `dateTime`: the `RelativeTime.Root`
 * part as it is (`asChild` and state-dependent classes are on the part).
 */
export function RelativeTime(props: RelativeTimeProps) {
  return <Root {...props} />;
}
