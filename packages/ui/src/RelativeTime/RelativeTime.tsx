import { createContext, useContext, useEffect, useState, type ComponentPropsWithRef } from 'react';
import { useUiLocale } from '../i18n/UiProvider';
import { formatTunisDateTime, toDate, type Instant } from '../format/tunisTime';
import { formatRelativeTime } from './formatRelativeTime';
import type { RelativeTimeLabels } from './messages';

/** How often a live RelativeTime re-renders: its finest unit is the minute. */
const REFRESH_MS = 60_000;

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
 * time in Africa/Tunis as its `title` and the ISO instant as its `dateTime`.
 */
export function RelativeTime({ date, now, labels, title, ...timeProps }: RelativeTimeProps) {
  const { locale } = useUiLocale();
  const clock = useClock(now === undefined, REFRESH_MS);
  const instant = toDate(date);
  return (
    <time
      dateTime={instant.toISOString()}
      title={title ?? formatTunisDateTime(instant, locale, 'long')}
      {...timeProps}
    >
      {formatRelativeTime(instant, now ?? clock, locale, labels)}
    </time>
  );
}

/**
 * When a server rendered the page (epoch ms). A live RelativeTime starts from it, so the page that
 * hydrates the server's HTML shows the same text, then reads the clock once mounted. Provide it around
 * server-rendered content, with the same value on the server and in the hydrating page.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

/**
 * The current time (epoch ms), refreshed every `refreshMs` while `live`: the render time first, so a
 * hydrating page shows the server's text, then the clock once mounted. Shared by the kit's components
 * that show something relative to now; it lives here so the app's entry, which provides the context,
 * carries no extra chunk.
 */
export function useClock(live: boolean, refreshMs: number): number {
  const renderedAt = useContext(RenderTimeContext);
  const [clock, setClock] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (!live) return;
    const tick = () => setClock(Date.now());
    // After a server render the first text showed the render time; the clock is read once mounted.
    const first = renderedAt === undefined ? undefined : setTimeout(tick, 0);
    const timer = setInterval(tick, refreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [live, renderedAt, refreshMs]);
  return clock;
}
