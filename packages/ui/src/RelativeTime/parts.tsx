import { useUiLocale } from '../i18n/UiProvider';
import { formatTunisDateTime, toDate, type Instant } from '../format/tunisTime';
import type { PartProps } from '../primitives/part';
import { renderWithContent } from '../primitives/renderWithContent';
import { formatRelativeTime } from './formatRelativeTime';
import type { RelativeTimeLabels } from './messages';
import { useClock } from './clock';

/** How often a live relative time re-renders: its finest unit is the minute. */
const REFRESH_MS = 60_000;

/** What `className` and `style` functions of `RelativeTime.Root` receive. */
export interface RelativeTimeState {
  /** The instant, ISO 8601 (the `dateTime` attribute). */
  dateTime: string;
  /** How long ago, in the provider's locale ("Il y a 5 minutes"). */
  text: string;
  /** True when no `now` was given: the text follows the clock, refreshed every minute. */
  live: boolean;
}

export interface RelativeTimeRootProps extends Omit<PartProps<'time', RelativeTimeState>, 'dateTime'> {
  /** The past instant (Date, epoch ms or ISO string), e.g. a question's `updatedAt`. */
  date: Instant;
  /**
   * The reference "now". When omitted the part reads the clock and refreshes every minute;
   * pass it for stable output (tests, stories, server rendering).
   */
  now?: Instant;
  /** Overrides of the wording (defaults: `relativeTimeMessages`, in the provider's locale). */
  labels?: Partial<RelativeTimeLabels>;
}

/**
 * A `<time>` saying how long ago `date` was ("Il y a 5 minutes", "hier", "3 mars"), with the ISO
 * instant as `dateTime` and the full date and time in Africa/Tunis as its `title`. With `asChild` it
 * renders through the consumer's element (their `<Text as="time">`), which shows the text unless it
 * has children of its own.
 *
 * Data attributes: `data-live=""` when it follows the clock (no `now`).
 */
export function Root({ date, now, labels, title, asChild, children, ...props }: RelativeTimeRootProps) {
  const { locale } = useUiLocale();
  const live = now === undefined;
  const clock = useClock(live, REFRESH_MS);
  const instant = toDate(date);
  const dateTime = instant.toISOString();
  const text = formatRelativeTime(instant, now ?? clock, locale, labels);
  return renderWithContent(
    { dateTime, title: title ?? formatTunisDateTime(instant, locale, 'long'), ...props, asChild, children },
    {
      as: 'time',
      part: 'tabib-relative-time',
      state: { dateTime, text, live },
      data: { live },
      children: text,
    },
  );
}
