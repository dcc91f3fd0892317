import { createContext, Fragment, useContext, useId, type CSSProperties, type ReactNode } from 'react';

import { dateTimeFormat } from '../format/intlFormats';
import { intlLocaleOf } from '../format/intlLocale';
import { formatTunisShortDay, formatTunisTime, tunisDay } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { renderWithContent } from '../primitives/renderWithContent';
import { renderPart, type PartProps } from '../primitives/part';
import { plural } from '../RelativeTime/formatRelativeTime';
import { useClock } from '../RelativeTime/RelativeTime';
import { availabilityStripMessages, type AvailabilityStripLabels } from './messages';

/** Today's column is found again every hour: a page left open past midnight moves its mark. */
const TODAY_REFRESH_MS = 3_600_000;

/** Read by screen readers, not shown, with or without the theme. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** One day of a doctor's availability, as the API's `AvailabilityDay`. */
export interface AvailabilityDay {
  /** The calendar day in Africa/Tunis, `YYYY-MM-DD`. */
  day: string;
  /** Its free slots in all (may be more than `slots`). */
  count: number;
  /** The first free slots of the day, ISO 8601 UTC instants, earliest first. */
  slots: readonly string[];
}

/** What `AvailabilityStrip.Root`, `.Title` and `.Days` give their `className`/`style` functions. */
export interface AvailabilityStripPartState {
  /** No day has a free slot. */
  full: boolean;
}

interface StripContextValue {
  days: readonly AvailabilityDay[];
  maxSlotsPerDay: number;
  slotHref?: (slot: string) => string;
  moreSlotsHref?: string;
  nextSlot?: string;
  Link: LinkComponent;
  messages: AvailabilityStripLabels;
  locale: UiLocale;
  today: string;
  baseId: string;
  full: boolean;
}

const StripContext = createContext<StripContextValue | null>(null);

function useStrip(part: string): StripContextValue {
  const context = useContext(StripContext);
  if (!context)
    throw new Error(`@tabib/ui: AvailabilityStrip.${part} must be inside AvailabilityStrip.Root.`);
  return context;
}

/** What the parts of one day give their `className`/`style` functions. */
export interface AvailabilityDayState {
  /** The calendar day in Africa/Tunis, `YYYY-MM-DD`. */
  day: string;
  /** Its free slots in all. */
  count: number;
  /** It is today in Africa/Tunis. */
  today: boolean;
  /** It has no free slot. */
  empty: boolean;
  /** It has more free slots than it shows. */
  more: boolean;
}

interface DayContextValue extends AvailabilityDayState {
  dayId: string;
  shown: readonly string[];
}

const DayContext = createContext<DayContextValue | null>(null);

function useDay(part: string): DayContextValue {
  const context = useContext(DayContext);
  if (!context) throw new Error(`@tabib/ui: AvailabilityStrip.${part} must be inside AvailabilityStrip.Day.`);
  return context;
}

export type AvailabilityStripRootProps = PartProps<'div', AvailabilityStripPartState> & {
  /** The days to show, one column each, in order (the API sends today and the next four). */
  days: readonly AvailabilityDay[];
  /** At most this many slots per day are shown. Default 4. */
  maxSlotsPerDay?: number;
  /** Where a slot leads, e.g. the reservation of that slot; without it slots are plain text. */
  slotHref?: (slot: string) => string;
  /** Where the rest of a day's slots are listed, e.g. the doctor's profile at its slots. */
  moreSlotsHref?: string;
  /** The first free slot after these days, offered (`AvailabilityStrip.NextSlot`) when none of them has one. */
  nextSlot?: string;
  /** The router's link component for the slots and "more slots" (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
  /** Overrides of the built-in labels (defaults: `availabilityStripMessages`, in the provider's locale). */
  labels?: Partial<AvailabilityStripLabels>;
};

/**
 * The strip: a `<div role="group">` named by `AvailabilityStrip.Title`, with `dir` set. It holds the
 * days, the links and the labels for the parts inside. Days and times are those of Africa/Tunis;
 * today is found from the render time (`RenderTimeContext`), so a page rendered on a server hydrates
 * with the same markup.
 *
 * Data attributes: presence-only `data-full=""` when no day has a free slot.
 */
export function Root({
  days,
  maxSlotsPerDay = 4,
  slotHref,
  moreSlotsHref,
  nextSlot,
  linkComponent = DefaultLink,
  labels,
  ...props
}: AvailabilityStripRootProps) {
  const { locale, dir } = useUiLocale();
  const baseId = useId();
  const messages = resolveLabels(availabilityStripMessages, locale, labels);
  const today = tunisDay(useClock(true, TODAY_REFRESH_MS));
  const full = days.every((day) => day.count === 0);
  const context: StripContextValue = {
    days,
    maxSlotsPerDay,
    slotHref,
    moreSlotsHref,
    nextSlot,
    Link: linkComponent,
    messages,
    locale,
    today,
    baseId,
    full,
  };
  return (
    <StripContext.Provider value={context}>
      {renderPart(
        { 'aria-labelledby': `${baseId}-title`, dir, ...props },
        {
          as: 'div',
          part: 'tabib-availability',
          state: { full },
          data: { full },
          required: { role: 'group' },
        },
      )}
    </StripContext.Provider>
  );
}

export type AvailabilityStripTitleProps = PartProps<'p', AvailabilityStripPartState>;

/**
 * The strip's name, "Availability over the next 5 days" in the reader's language by default; the root
 * is labelled by it. Inside `AvailabilityStrip.Root`.
 */
export function Title({ ...props }: AvailabilityStripTitleProps) {
  const { baseId, messages, full } = useStrip('Title');
  return renderWithContent(props, {
    as: 'p',
    part: 'tabib-availability__title',
    state: { full },
    required: { id: `${baseId}-title` },
    children: messages.title,
  });
}

export type AvailabilityStripDaysProps = Omit<PartProps<'ol', AvailabilityStripPartState>, 'children'> & {
  /**
   * Renders one day, keyed for you; default: `<AvailabilityStrip.Day>` with its name, count, slots and
   * "more slots".
   */
  children?: (day: AvailabilityDay, index: number) => ReactNode;
};

/** The days in order, an `<ol>`; each day rendered by `children`. Inside `AvailabilityStrip.Root`. */
export function Days({ children = defaultDay, ...props }: AvailabilityStripDaysProps) {
  const { days, full } = useStrip('Days');
  return renderPart(props, {
    as: 'ol',
    part: 'tabib-availability__days',
    state: { full },
    children: days.map((day, index) => <Fragment key={day.day}>{children(day, index)}</Fragment>),
  });
}

function defaultDay(day: AvailabilityDay): ReactNode {
  return (
    <Day day={day}>
      <DayName />
      <Count />
      <Slots />
      <More />
    </Day>
  );
}

export type AvailabilityStripDayProps = PartProps<'li', AvailabilityDayState> & {
  /** The day this column shows (one of the root's `days`). */
  day: AvailabilityDay;
};

/**
 * One day's column, an `<li>`; the parts inside it (`DayName`, `Count`, `Slots`, `More`) read this day.
 *
 * Data attributes: presence-only `data-today=""` on today, `data-empty=""` on a day with no free slot.
 * Inside `AvailabilityStrip.Root` (usually through `AvailabilityStrip.Days`).
 */
export function Day({ day: { day, count, slots }, ...props }: AvailabilityStripDayProps) {
  const { baseId, today: todayDay, maxSlotsPerDay } = useStrip('Day');
  const shown = slots.slice(0, maxSlotsPerDay);
  const state: AvailabilityDayState = {
    day,
    count,
    today: day === todayDay,
    empty: count === 0,
    more: count > shown.length,
  };
  return (
    <DayContext.Provider value={{ ...state, dayId: `${baseId}-day-${day}`, shown }}>
      {renderPart(props, {
        as: 'li',
        part: 'tabib-availability__day',
        state,
        data: { today: state.today, empty: state.empty },
      })}
    </DayContext.Provider>
  );
}

export type AvailabilityStripDayNameProps = Omit<PartProps<'p', AvailabilityDayState>, 'children'> & {
  /** The day's weekday and date as you lay them out; default: the weekday then the date, in two spans. */
  children?: (names: { weekday: string; date: string }) => ReactNode;
};

/**
 * The day's weekday and date in the reader's language (`mar.` `4 mars`); on today it adds ", today",
 * read by screen readers only. The day's slots are named by it. Inside `AvailabilityStrip.Day`.
 */
export function DayName({ children, ...props }: AvailabilityStripDayNameProps) {
  const { locale, messages } = useStrip('DayName');
  const { dayId, shown: _shown, ...state } = useDay('DayName');
  const names = dayNames(state.day, locale);
  return renderPart(props, {
    as: 'p',
    part: 'tabib-availability__day-name',
    state,
    required: { id: dayId },
    children: (
      <>
        {children ? (
          children(names)
        ) : (
          <>
            <span className="tabib-availability__weekday">{names.weekday}</span>{' '}
            <span className="tabib-availability__date">{names.date}</span>
          </>
        )}
        {state.today ? (
          <span className="tabib-visually-hidden" style={VISUALLY_HIDDEN}>
            , {messages.today}
          </span>
        ) : null}
      </>
    ),
  });
}

export type AvailabilityStripCountProps = PartProps<'p', AvailabilityDayState>;

/** How many slots the day has free ("6 slots", "No slots"), plural rules of the reader's language. Inside `AvailabilityStrip.Day`. */
export function Count({ ...props }: AvailabilityStripCountProps) {
  const { locale, messages } = useStrip('Count');
  const { dayId: _dayId, shown: _shown, ...state } = useDay('Count');
  return renderWithContent(props, {
    as: 'p',
    part: 'tabib-availability__count',
    state,
    children: state.count > 0 ? plural(messages.count, state.count, locale) : messages.noSlots,
  });
}

export type AvailabilityStripSlotsProps = Omit<PartProps<'ul', AvailabilityDayState>, 'children'> & {
  /** Renders one slot (an ISO instant), keyed for you; default: `<li><AvailabilityStrip.Slot slot={…} /></li>`. */
  children?: (slot: string) => ReactNode;
};

/**
 * The day's first free slots (at most the root's `maxSlotsPerDay`), a `<ul>` named by the day; nothing
 * on a day without one. Inside `AvailabilityStrip.Day`.
 */
export function Slots({ children = defaultSlot, ...props }: AvailabilityStripSlotsProps) {
  const { dayId, shown, ...state } = useDay('Slots');
  if (shown.length === 0) return null;
  return renderPart(props, {
    as: 'ul',
    part: 'tabib-availability__slots',
    state,
    required: { 'aria-labelledby': dayId },
    children: shown.map((slot) => <Fragment key={slot}>{children(slot)}</Fragment>),
  });
}

function defaultSlot(slot: string): ReactNode {
  return (
    <li>
      <Slot slot={slot} />
    </li>
  );
}

/** What `AvailabilityStrip.Slot` gives its `className`/`style` functions. */
export interface AvailabilitySlotState {
  /** The slot, an ISO 8601 UTC instant. */
  slot: string;
  /** It is a link (the root has `slotHref`). */
  linked: boolean;
}

export type AvailabilityStripSlotProps = PartProps<'a', AvailabilitySlotState> & {
  /** The slot, an ISO 8601 UTC instant. */
  slot: string;
};

/**
 * A free slot: a link to `slotHref(slot)` through the root's link component, named by its day and time
 * in the reader's language ("mer. 5 mars 14:00"); plain text (a `<span>`) without `slotHref`. It shows a
 * `<time>`: the time in a day's column, the day and time elsewhere (`AvailabilityStrip.NextSlot`).
 * With `asChild` your element gets the `href` and the name.
 *
 * Data attributes: presence-only `data-linked=""` when it is a link. Inside `AvailabilityStrip.Root`.
 */
export function Slot({ slot, ...props }: AvailabilityStripSlotProps) {
  const { slotHref, Link, locale } = useStrip('Slot');
  const inDay = useContext(DayContext) !== null;
  const day = formatTunisShortDay(slot, locale);
  const time = formatTunisTime(slot, locale);
  const linked = Boolean(slotHref);
  return renderWithContent(props, {
    as: slotHref ? Link : 'span',
    part: 'tabib-availability__slot',
    state: { slot, linked },
    data: { linked },
    required: slotHref ? { href: slotHref(slot), 'aria-label': `${day} ${time}` } : {},
    children: (
      <time className="tabib-availability__time" dateTime={slot}>
        {inDay ? time : `${day} ${time}`}
      </time>
    ),
  });
}

export type AvailabilityStripMoreProps = PartProps<'a', AvailabilityDayState> & {
  /** Where the rest of the day's slots are; default: the root's `moreSlotsHref`. */
  href?: string;
};

/**
 * "More slots", a link through the root's link component, described by its day; only on a day with
 * more free slots than it shows, and only with an `href` (its own or the root's `moreSlotsHref`).
 * Inside `AvailabilityStrip.Day`.
 */
export function More({ href, ...props }: AvailabilityStripMoreProps) {
  const { moreSlotsHref, Link, messages } = useStrip('More');
  const { dayId, shown: _shown, ...state } = useDay('More');
  const target = href ?? moreSlotsHref;
  if (!target || !state.more) return null;
  return renderWithContent(props, {
    as: Link,
    part: 'tabib-availability__more',
    state,
    required: { href: target, 'aria-describedby': dayId },
    children: messages.moreSlots,
  });
}

export type AvailabilityStripNextSlotProps = Omit<PartProps<'p', AvailabilityStripPartState>, 'children'> & {
  /** Lays out the text and the slot; default: "Next free slot:" then `<AvailabilityStrip.Slot>`. */
  children?: (nextSlot: string) => ReactNode;
};

/**
 * The first free slot after the strip's days, offered when they are all full: "Next free slot:" and
 * the slot's day and time; nothing otherwise or without the root's `nextSlot`.
 * Inside `AvailabilityStrip.Root`, outside the days.
 */
export function NextSlot({ children, ...props }: AvailabilityStripNextSlotProps) {
  const { nextSlot, full, messages } = useStrip('NextSlot');
  if (!nextSlot || !full) return null;
  return renderPart(props, {
    as: 'p',
    part: 'tabib-availability__next',
    state: { full },
    children: children ? (
      children(nextSlot)
    ) : (
      <>
        {messages.nextSlot} <Slot slot={nextSlot} />
      </>
    ),
  });
}

/** Weekday and date of a `YYYY-MM-DD` day, read as that calendar day whatever the reader's time zone. */
function dayNames(day: string, locale: UiLocale): { weekday: string; date: string } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const noonUtc = Date.UTC(year, month - 1, date, 12);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' }).format(noonUtc);
  return { weekday: format({ weekday: 'short' }), date: format({ day: 'numeric', month: 'short' }) };
}
