import { useId, type ComponentPropsWithRef } from 'react';
import { intlLocaleOf } from '../format/intlLocale';
import { formatTunisShortDay, formatTunisTime, tunisDay } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { plural } from '../RelativeTime/formatRelativeTime';
import { useClock } from '../RelativeTime/RelativeTime';
import { availabilityStripMessages, type AvailabilityStripLabels } from './messages';
import { dateTimeFormat } from '../format/intlFormats';

/** Today's column is found again every hour: a page left open past midnight moves its mark. */
const TODAY_REFRESH_MS = 3_600_000;

/** One day of a doctor's availability, as the API's `AvailabilityDay`. */
export interface AvailabilityDay {
  /** The calendar day in Africa/Tunis, `YYYY-MM-DD`. */
  day: string;
  /** Its free slots in all (may be more than `slots`). */
  count: number;
  /** The first free slots of the day, ISO 8601 UTC instants, earliest first. */
  slots: readonly string[];
}

export interface AvailabilityStripProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The days to show, one column each, in order (the API sends today and the next four). */
  days: readonly AvailabilityDay[];
  /** At most this many slots per day are shown. Default 4. */
  maxSlotsPerDay?: number;
  /** Where a slot leads, e.g. the reservation of that slot; without it slots are plain text. */
  slotHref?: (slot: string) => string;
  /** Where the rest of a day's slots are listed, e.g. the doctor's profile at its slots. */
  moreSlotsHref?: string;
  /** The first free slot after these days, offered when none of them has one. */
  nextSlot?: string;
  /** The router's link component (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
  /** Overrides of the built-in labels (defaults: `availabilityStripMessages`, in the provider's locale). */
  labels?: Partial<AvailabilityStripLabels>;
}

/**
 * A doctor's next days side by side: per day its weekday and date, how many slots are free, the first
 * of them as links, "more slots" when there are more, or that there are none. Days and times are those
 * of Africa/Tunis; today's column is marked from the render time (`RenderTimeContext`), so a page
 * rendered on a server hydrates with the same markup.
 *
 * Data attributes: on each day (`.tabib-availability__day`), presence-only `data-today=""` and
 * `data-empty=""` (no free slot).
 */
export function AvailabilityStrip({
  days,
  maxSlotsPerDay = 4,
  slotHref,
  moreSlotsHref,
  nextSlot,
  linkComponent: Link = DefaultLink,
  labels,
  className,
  ...divProps
}: AvailabilityStripProps) {
  const { locale, dir } = useUiLocale();
  const baseId = useId();
  const messages = resolveLabels(availabilityStripMessages, locale, labels);
  const today = tunisDay(useClock(true, TODAY_REFRESH_MS));
  const titleId = `${baseId}-title`;
  const slotLink = (slot: string, text: string) => {
    const time = (
      <time className="tabib-availability__time" dateTime={slot}>
        {text}
      </time>
    );
    if (!slotHref) return <span className="tabib-availability__slot">{time}</span>;
    return (
      <Link
        href={slotHref(slot)}
        className="tabib-availability__slot"
        aria-label={`${formatTunisShortDay(slot, locale)} ${formatTunisTime(slot, locale)}`}
      >
        {time}
      </Link>
    );
  };

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      dir={dir}
      {...divProps}
      className={className ? `tabib-availability ${className}` : 'tabib-availability'}
    >
      <p id={titleId} className="tabib-availability__title">
        {messages.title}
      </p>
      <ol className="tabib-availability__days">
        {days.map(({ day, count, slots }, index) => {
          const dayId = `${baseId}-day-${index}`;
          const shown = slots.slice(0, maxSlotsPerDay);
          const { weekday, date } = dayNames(day, locale);
          return (
            <li
              key={day}
              className="tabib-availability__day"
              data-today={day === today ? '' : undefined}
              data-empty={count === 0 ? '' : undefined}
            >
              <p id={dayId} className="tabib-availability__day-name">
                <span className="tabib-availability__weekday">{weekday}</span>{' '}
                <span className="tabib-availability__date">{date}</span>
                {day === today ? <span className="tabib-visually-hidden">, {messages.today}</span> : null}
              </p>
              <p className="tabib-availability__count">
                {count > 0 ? plural(messages.count, count, locale) : messages.noSlots}
              </p>
              {shown.length > 0 ? (
                <ul className="tabib-availability__slots" aria-labelledby={dayId}>
                  {shown.map((slot) => (
                    <li key={slot}>{slotLink(slot, formatTunisTime(slot, locale))}</li>
                  ))}
                </ul>
              ) : null}
              {moreSlotsHref && count > shown.length ? (
                <Link href={moreSlotsHref} className="tabib-availability__more" aria-describedby={dayId}>
                  {messages.moreSlots}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
      {nextSlot && days.every((day) => day.count === 0) ? (
        <p className="tabib-availability__next">
          {messages.nextSlot}{' '}
          {slotLink(
            nextSlot,
            `${formatTunisShortDay(nextSlot, locale)} ${formatTunisTime(nextSlot, locale)}`,
          )}
        </p>
      ) : null}
    </div>
  );
}

/** Weekday and date of a `YYYY-MM-DD` day, read as that calendar day whatever the reader's time zone. */
function dayNames(day: string, locale: UiLocale): { weekday: string; date: string } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const noonUtc = Date.UTC(year, month - 1, date, 12);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' }).format(noonUtc);
  return { weekday: format({ weekday: 'short' }), date: format({ day: 'numeric', month: 'short' }) };
}
