import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

import { intlLocaleOf } from '../format/intlLocale';
import { formatTunisTime, tunisDay } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiDirection, type UiLocale } from '../i18n/UiProvider';
import { DirectionalChevron } from '../Pagination/DirectionalChevron';
import { ariaPart, type AriaPartProps } from '../primitives/ariaPart';
import { withContent } from '../primitives/withContent';
import { renderPart, type PartOwnProps, type PartProps } from '../primitives/part';
import { useClock } from '../RelativeTime/clock';
import {
  addDays,
  addMonths,
  calendarDate,
  clampDay,
  formatDay,
  monthEdges,
  monthEnd,
  weekdayOf,
  weeksOf,
  type SlotPickerDate,
} from './calendarDays';
import { calendarTexts, type CalendarTexts } from './calendarMessages';
import { dataOf, flag, useInteractions, visuallyHidden } from './interactions';
import { slotPickerMessages, type SlotPickerLabels } from './messages';
import { initialDay, slotsByTunisDay } from './slotDays';
import { useVisibleRangeReport, type VisibleRange } from './VisibleRangeReporter';

export type { SlotPickerDate } from './calendarDays';

interface SlotPickerContextValue {
  locale: UiLocale;
  dir: UiDirection;
  messages: SlotPickerLabels;
  loading: boolean;
  value: string | null | undefined;
  onChange: (slot: string) => void;
  // Days as `YYYY-MM-DD` (slotDays.ts, calendarDays.ts).
  day: string;
  pickDay: (day: string) => void;
  /** Moves the calendar's keyboard focus (and its month) to a day, kept within `minDate` – `maxDate`: that day. */
  moveFocus: (day: string) => string;
  /** The day the calendar's keyboard is on (the one day in the Tab order), within `minDate` – `maxDate`. */
  focused: string;
  /** The month the calendar shows, as its first day (`YYYY-MM-01`): the focused day's. */
  month: string;
  /** "mars 2025" */
  title: string;
  /** "Date du rendez-vous, mars 2025": the calendar's and the grid's name. */
  label: string;
  /** The chosen day has no slot or is out of `minDate` – `maxDate`. */
  invalid: boolean;
  /** The month buttons are disabled: the month holds `minDate` (previous) or `maxDate` (next). */
  edges: Record<'previous' | 'next', boolean>;
  /** The Intl locale of the texts (`fr-TN`, `en-GB`, `ar-TN`). */
  intl: string;
  dayOf: (day: string) => DayOfCalendar;
  today: string;
  /** The calendar's screen-reader texts in the locale (calendarMessages.ts). */
  texts: CalendarTexts;
  minDay: string;
  maxDay: string | undefined;
  unavailable: (day: string) => boolean;
  onVisibleRangeChange: ((range: VisibleRange) => void) | undefined;
  /** The chosen day's free slots, in time order. */
  daySlots: readonly string[];
  /** "Créneaux du mardi 4 mars": the title of the day's times and the name of their radio group. */
  dayTitle: string;
}

/** Today is found again every hour: a page left open past midnight no longer offers yesterday. */
const TODAY_REFRESH_MS = 3_600_000;

const fill = (text: string, date: string) => text.replace('{date}', date);
const FULL_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A day of the calendar as its cell shows it: react-aria's calendar cell states and name. */
interface DayOfCalendar {
  outsideMonth: boolean;
  disabled: boolean;
  unavailable: boolean;
  /** The chosen day without slot: still marked, as invalid (react-aria's calendar did so). */
  invalid: boolean;
  selected: boolean;
  today: boolean;
  /** "mardi 4 mars 2025 sélectionné", ", Première date disponible"… */
  label: string;
}

const SlotPickerContext = createContext<SlotPickerContextValue | null>(null);

function useSlotPickerContext(part: string): SlotPickerContextValue {
  const context = useContext(SlotPickerContext);
  if (context === null) throw new Error(`@tabib/ui: SlotPicker.${part} must be used inside SlotPicker.Root.`);
  return context;
}

/** With `asChild`, the consumer's element shows the part's built-in content unless it has its own. */
function withBuiltIn<P extends { asChild?: boolean; children?: ReactNode }>(props: P, content: ReactNode): P {
  return props.asChild ? { ...props, children: withContent(props.children, content) } : props;
}

/**
 * Draws a part of the calendar or the times: its element (or, with `asChild`, the consumer's) with the
 * kit's class then the consumer's for `state`, the part's DOM props and its inside.
 */
function draw<State>(
  tag: string,
  part: AriaPartProps<State>,
  state: State,
  props: Record<string, unknown>,
  inside: ReactNode,
) {
  const domProps = { ...props, className: part.className(state), style: part.style(state), children: inside };
  return part.render ? part.render(domProps) : createElement(tag, domProps);
}

/** The slot list's state as the picker's parts share it. */
export interface SlotPickerRootState {
  /** The caller is fetching slots. */
  loading: boolean;
}

export type SlotPickerRootProps = Omit<PartProps<'div', SlotPickerRootState>, 'onChange' | 'defaultValue'> & {
  /** Free slots as ISO 8601 UTC instants (their start); shown on their day and time in Africa/Tunis. */
  slots: readonly string[];
  /** The chosen slot (ISO instant), if any. */
  value?: string | null;
  /** Called with the slot's ISO instant when the patient picks a time. Changing day does not call it. */
  onChange: (slot: string) => void;
  /**
   * An instant whose day the picker opens on while no slot is chosen, e.g. the date of the rdv being
   * moved; without it, the first day with a slot.
   */
  openOn?: string;
  /**
   * First bookable day, `YYYY-MM-DD`.
   * @default today in Africa/Tunis
   */
  minDate?: string;
  /** Last bookable day, `YYYY-MM-DD`. */
  maxDate?: string;
  /**
   * Extra days to grey out (`YYYY-MM-DD`), e.g. holidays. Days without any slot are greyed anyway,
   * except while `loading`.
   */
  isDateUnavailable?: (date: string) => boolean;
  /** Called on mount and on every month change with the days shown (`YYYY-MM-DD`): fetch their slots. */
  onVisibleRangeChange?: (range: VisibleRange) => void;
  /** Slots are being fetched: days are not greyed, the status says so and the times are `aria-busy`. */
  loading?: boolean;
  /** Overrides of the built-in labels (defaults: `slotPickerMessages`, in the provider's locale). */
  labels?: Partial<SlotPickerLabels>;
};

/**
 * The picker's root `<div>`, right to left in Arabic: holds the chosen day and gives the other parts the
 * slots, the texts and the locale. Every other part goes inside it, in any markup.
 *
 * It opens on the day of `value`, else of `openOn`, else on the first day from `minDate` on that has a
 * slot. When `slots` first turns from empty to non-empty, it moves to the first day with a slot, unless
 * a `value` or `openOn` is set or the patient has already picked a day; the calendar's keyboard focus
 * moves there too, unless the patient has already moved it. Later changes of `slots` keep the day.
 *
 * Data attributes: presence-only `data-loading=""` while `loading`.
 */
export function Root({
  slots,
  value,
  onChange,
  openOn,
  minDate,
  maxDate,
  isDateUnavailable,
  onVisibleRangeChange,
  loading = false,
  labels,
  ...props
}: SlotPickerRootProps) {
  const { locale, dir } = useUiLocale();
  const messages = resolveLabels(slotPickerMessages, locale, labels);
  const byDay = useMemo(() => slotsByTunisDay(slots), [slots]);
  // Today in Africa/Tunis from the render time (`RenderTimeContext`), found again every hour.
  const today = tunisDay(useClock(true, TODAY_REFRESH_MS));
  const minDay = minDate ?? today;
  const [day, setDay] = useState(() => initialDay(byDay, minDay, value ?? openOn));
  // Kept here so that the first slots can move the calendar's focus (and month) to the day they open on.
  const [focusedDay, setFocusedDay] = useState(day);
  const [dayPicked, setDayPicked] = useState(false);
  const [focusMoved, setFocusMoved] = useState(false);
  const [slotsArrived, setSlotsArrived] = useState(byDay.size > 0);
  // Adjusted while rendering, not in an effect, so that no frame shows the day the picker leaves.
  if (!slotsArrived && byDay.size > 0) {
    setSlotsArrived(true);
    if (!value && !openOn && !dayPicked) {
      const firstDay = initialDay(byDay, minDay);
      setDay(firstDay);
      if (!focusMoved) setFocusedDay(firstDay);
    }
  }
  const intl = intlLocaleOf(locale);
  const unavailable = (date: string) => Boolean(isDateUnavailable?.(date)) || (!loading && !byDay.has(date));
  // The calendar's state: its month is the focused day's.
  const focused = clampDay(focusedDay, minDay, maxDate);
  const month = `${focused.slice(0, 8)}01`;
  const title = formatDay(month, intl, { month: 'long', year: 'numeric' });
  const invalid = unavailable(day) || clampDay(day, minDay, maxDate) !== day;
  const texts = calendarTexts[locale];
  const dayOf = (date: string): DayOfCalendar => {
    const outsideMonth = date.slice(0, 7) !== month.slice(0, 7);
    const disabled = outsideMonth || clampDay(date, minDay, maxDate) !== date;
    const off = unavailable(date);
    const wrong = invalid && date === day;
    const selected = !disabled && (wrong || (!off && date === day));
    let label = formatDay(date, intl, FULL_DATE);
    if (date === today) label = fill(selected ? texts.todaySelected : texts.today, label);
    else if (selected) label = fill(texts.selected, label);
    if (date === minDay) label += `, ${texts.first}`;
    else if (date === maxDate) label += `, ${texts.last}`;
    return {
      outsideMonth,
      disabled,
      unavailable: off,
      invalid: wrong,
      selected,
      today: date === today,
      label,
    };
  };
  // A calendar day, not an instant: read and written in UTC so no time zone moves it.
  const dayName = formatDay(day, intl, { weekday: 'long', day: 'numeric', month: 'long' });
  const context: SlotPickerContextValue = {
    locale,
    dir,
    messages,
    loading,
    value,
    onChange,
    day,
    pickDay: (picked) => {
      setDay(picked);
      setDayPicked(true);
    },
    moveFocus: (to) => {
      const moved = clampDay(to, minDay, maxDate);
      setFocusedDay(moved);
      setFocusMoved(true);
      return moved;
    },
    focused,
    month,
    title,
    label: `${messages.calendar}, ${title}`,
    invalid,
    dayOf,
    edges: monthEdges(focused, minDay, maxDate),
    intl,
    today,
    texts,
    minDay,
    maxDay: maxDate,
    unavailable,
    onVisibleRangeChange,
    daySlots: byDay.get(day) ?? [],
    dayTitle: messages.slotsFor.replace('{day}', dayName),
  };

  return (
    <SlotPickerContext.Provider value={context}>
      {renderPart(
        { dir, ...props },
        {
          as: 'div',
          part: 'tabib-slot-picker',
          state: { loading },
          data: { loading },
        },
      )}
    </SlotPickerContext.Provider>
  );
}

/** What the calendar's parts share beyond the Root's: whether the focus is inside the grid. */
interface CalendarContextValue {
  /** Focus is inside the grid: the focused day takes the DOM focus when it moves. */
  gridFocused: boolean;
  setGridFocused: (focused: boolean) => void;
}

const CalendarContext = createContext<CalendarContextValue | null>(null);

function useCalendarContext(part: string): [SlotPickerContextValue, CalendarContextValue] {
  const picker = useSlotPickerContext(part);
  const calendar = useContext(CalendarContext);
  if (calendar === null) {
    throw new Error(`@tabib/ui: SlotPicker.${part} must be used inside SlotPicker.Calendar.`);
  }
  return [picker, calendar];
}

export type SlotPickerCalendarProps = PartOwnProps<Record<string, never>> & {
  /** The calendar's inside, as you compose it: `<Month />` then `<Grid />` (no default content). */
  children?: ReactNode;
  id?: string;
};

/**
 * The month calendar (a `<div role="application">` named "Date du rendez-vous, mars 2025" around a
 * `grid`): arrow keys move by day (mirrored right to left) and week, Page Up/Down by month (with Shift,
 * by year), Home/End to the week's ends, Enter or Space picks the day. Weeks start on Monday, as in Tunisia
 * in every language. The month shown and the day picked are announced. Reports the days it shows through
 * the Root's `onVisibleRangeChange`, on mount and on every month change. Inside `Root`.
 *
 * It renders no default content: compose `Month` (or its buttons and title) and `Grid` inside it, as
 * `SlotPicker` does; the keyboard and the announcements live in these parts.
 */
export function Calendar({ id, ...props }: SlotPickerCalendarProps) {
  const picker = useSlotPickerContext('Calendar');
  const { day, intl, month, title, texts } = picker;
  const [gridFocused, setGridFocused] = useState(false);
  useVisibleRangeReport({ start: month, end: monthEnd(month) }, picker.onVisibleRangeChange);
  // Said politely after the first render, as react-aria did: the month shown when it changes from the
  // month buttons (arrow keys move the focus, which is read), and the day picked.
  const live = useRef<HTMLDivElement>(null);
  const shown = useRef({ title, day });
  useEffect(() => {
    const said = shown.current;
    shown.current = { title, day };
    const region = live.current;
    if (!region) return;
    if (day !== said.day) region.textContent = fill(texts.picked, formatDay(day, intl, FULL_DATE));
    else if (title !== said.title && !gridFocused) region.textContent = title;
  });
  const part = ariaPart(props, 'tabib-slot-picker__calendar', () => ({}));
  return (
    <CalendarContext.Provider value={{ gridFocused, setGridFocused }}>
      {draw(
        'div',
        part,
        {},
        { id, role: 'application', 'aria-label': picker.label, 'data-invalid': flag(picker.invalid) },
        <>
          <div style={visuallyHidden}>
            <h2>{picker.label}</h2>
          </div>
          {part.children}
          {/* For a screen reader's swipe past the last day, as react-aria's: out of the Tab order. */}
          <div style={visuallyHidden}>
            <button
              type="button"
              aria-label={texts.next}
              disabled={picker.edges.next}
              onClick={() => picker.moveFocus(addMonths(picker.focused, 1))}
              tabIndex={-1}
            />
          </div>
          <div ref={live} style={visuallyHidden} aria-live="polite" />
        </>,
      )}
    </CalendarContext.Provider>
  );
}

export type SlotPickerMonthProps = PartProps<'div'>;

/**
 * The month's bar: a `<div>` holding, by default, `<PreviousMonth />`, `<MonthTitle />` and
 * `<NextMonth />`. Inside `Calendar`.
 */
export function Month({ asChild, className, style, children, ...props }: SlotPickerMonthProps) {
  useSlotPickerContext('Month');
  const part = ariaPart(
    { asChild, className, style, children },
    'tabib-slot-picker__month',
    () => ({}),
    <>
      <PreviousMonth />
      <MonthTitle />
      <NextMonth />
    </>,
  );
  return draw('div', part, {}, props, part.children);
}

/** What a month button's `className`/`style` functions get. */
export interface SlotPickerMonthButtonState {
  /** The month is out of `minDate`/`maxDate`. */
  disabled: boolean;
  focusVisible: boolean;
  hovered: boolean;
  pressed: boolean;
}

export type SlotPickerMonthButtonProps = PartOwnProps<SlotPickerMonthButtonState> & {
  /** Default: a chevron pointing against (previous) or along (next) the reading direction. */
  children?: ReactNode;
};

function MonthButton({ towards, ...props }: SlotPickerMonthButtonProps & { towards: 'previous' | 'next' }) {
  const [picker, calendar] = useCalendarContext(towards === 'previous' ? 'PreviousMonth' : 'NextMonth');
  const disabled = picker.edges[towards];
  const { state, pointer, focus } = useInteractions(disabled);
  const part = ariaPart(
    props,
    'tabib-slot-picker__month-button',
    (current: SlotPickerMonthButtonState) => current,
    <DirectionalChevron towards={towards} dir={picker.dir} />,
  );
  const current = {
    disabled,
    focusVisible: state.focusVisible,
    hovered: state.hovered,
    pressed: state.pressed,
  };
  return draw(
    'button',
    part,
    current,
    {
      ...pointer,
      ...focus,
      type: 'button',
      disabled,
      // Named in the locale ("Précédent", "Suivant"…).
      'aria-label': picker.texts[towards],
      slot: towards,
      onClick: () => {
        const to = picker.moveFocus(addMonths(picker.focused, towards === 'previous' ? -1 : 1));
        // The button it turns disabled (the first or last month reached) hands the focus to the grid's
        // day, as react-aria's did.
        if (monthEdges(to, picker.minDay, picker.maxDay)[towards]) calendar.setGridFocused(true);
      },
      ...dataOf(current),
    },
    part.children,
  );
}

/**
 * The previous month's `<button>` (named in the locale, "Précédent"; disabled at `minDate`'s month).
 * Inside `Calendar`.
 *
 * Data attributes (`"true"` when set): `data-disabled`, `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function PreviousMonth(props: SlotPickerMonthButtonProps) {
  return <MonthButton {...props} towards="previous" />;
}

/**
 * The next month's `<button>` ("Suivant"; disabled at `maxDate`'s month). Inside `Calendar`.
 *
 * Data attributes (`"true"` when set): `data-disabled`, `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function NextMonth(props: SlotPickerMonthButtonProps) {
  return <MonthButton {...props} towards="next" />;
}

export type SlotPickerMonthTitleProps = PartOwnProps<Record<string, never>> & { children?: ReactNode };

/**
 * The month's name and year as an `<h3>` ("mars 2025", "مارس 2025"), hidden from screen readers: the
 * calendar's name says it. Inside `Calendar`.
 */
export function MonthTitle(props: SlotPickerMonthTitleProps) {
  const [picker] = useCalendarContext('MonthTitle');
  const part = ariaPart(props, 'tabib-slot-picker__month-title', () => ({}), picker.title);
  return draw('h3', part, {}, { 'aria-hidden': true }, part.children);
}

export type SlotPickerGridProps = PartOwnProps<Record<string, never>> & {
  /** Default: `<DayHeaders />` then `<Days />`. */
  children?: ReactElement | ReactElement[];
};

/**
 * The keys of the grid and where each moves the focus from a day: `[0, n]` n days (ArrowLeft and
 * ArrowRight mirrored right to left), `[1, n]` n months (31 January + 1 month: 28 February), `[2, n]` the
 * week's Monday + n days.
 */
const GRID_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [0, -7],
  ArrowDown: [0, 7],
  PageUp: [1, -1],
  PageDown: [1, 1],
  'Shift+PageUp': [1, -12],
  'Shift+PageDown': [1, 12],
  Home: [2, 0],
  End: [2, 6],
};

function keyTarget(key: string, day: string, rtl: boolean): string | undefined {
  const [unit, count] = GRID_KEYS[key] ?? [];
  if (count === undefined) return undefined;
  if (unit === 1) return addMonths(day, count);
  return addDays(day, unit === 2 ? count - weekdayOf(day) : rtl && count * count === 1 ? -count : count);
}

/**
 * The month's days as a `<table role="grid">` named like the calendar, its weekdays' row hidden from
 * screen readers (each day's name says its weekday). Inside `Calendar`.
 */
export function Grid(props: SlotPickerGridProps) {
  const [picker, calendar] = useCalendarContext('Grid');
  const part = ariaPart(
    props,
    'tabib-slot-picker__grid',
    () => ({}),
    <>
      <DayHeaders />
      <Days />
    </>,
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const key = event.shiftKey ? `Shift+${event.key}` : event.key;
    const target = keyTarget(key, picker.focused, picker.dir === 'rtl');
    if (key === 'Enter' || key === ' ') {
      if (!picker.unavailable(picker.focused)) picker.pickDay(picker.focused);
    } else if (target === undefined) return;
    else picker.moveFocus(target);
    event.preventDefault();
    event.stopPropagation();
  };
  return draw(
    'table',
    part,
    {},
    {
      role: 'grid',
      'aria-label': picker.label,
      cellPadding: 0,
      onKeyDown,
      onFocus: () => calendar.setGridFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) calendar.setGridFocused(false);
      },
    },
    part.children,
  );
}

export type SlotPickerDayHeadersProps = Omit<PartOwnProps<Record<string, never>>, 'asChild'> & {
  /** Renders one weekday's header; default `(weekday) => <DayHeader>{weekday}</DayHeader>`. */
  children?: (weekday: string) => ReactElement;
};

/** The weekdays' row (`<thead>`), Monday first, narrow names in the locale. Inside `Grid`. */
export function DayHeaders({ children, ...props }: SlotPickerDayHeadersProps) {
  const [picker] = useCalendarContext('DayHeaders');
  const part = ariaPart(props, 'tabib-slot-picker__weekdays', () => ({}));
  return (
    <thead aria-hidden="true" className={part.className({})} style={part.style({})}>
      <tr>
        {/* 2024-01-01 was a Monday */}
        {[1, 2, 3, 4, 5, 6, 7].map((date) =>
          cloneElement(
            (children ?? ((weekday) => <DayHeader>{weekday}</DayHeader>))(
              formatDay(`2024-01-0${date}`, picker.intl, { weekday: 'narrow' }),
            ),
            { key: date },
          ),
        )}
      </tr>
    </thead>
  );
}

export type SlotPickerDayHeaderProps = PartOwnProps<Record<string, never>> & { children?: ReactNode };

/** One weekday's `<th>`. Inside `DayHeaders`. */
export function DayHeader(props: SlotPickerDayHeaderProps) {
  useSlotPickerContext('DayHeader');
  const part = ariaPart(props, 'tabib-slot-picker__weekday', () => ({}));
  return draw('th', part, {}, {}, part.children);
}

export type SlotPickerDaysProps = Omit<PartOwnProps<Record<string, never>>, 'asChild'> & {
  /** Renders one date's cell; default `(date) => <Day date={date} />`. */
  children?: (date: SlotPickerDate) => ReactElement;
};

/** The month's weeks (`<tbody>`), Monday to Sunday. Inside `Grid`. */
export function Days({ children, ...props }: SlotPickerDaysProps) {
  const [picker] = useCalendarContext('Days');
  const part = ariaPart(props, 'tabib-slot-picker__weeks', () => ({}));
  return (
    <tbody className={part.className({})} style={part.style({})}>
      {weeksOf(picker.month).map((week) => (
        <tr key={week[0]}>
          {week.map((date, index) =>
            cloneElement((children ?? ((day) => <Day date={day} />))(calendarDate(date)), { key: index }),
          )}
        </tr>
      ))}
    </tbody>
  );
}

/** What a day's `className`/`style` functions get. */
export interface SlotPickerDayState {
  /** The day as `YYYY-MM-DD`. */
  date: string;
  /** The chosen day, whose times are listed. */
  selected: boolean;
  /** No free slot that day (or a day the caller's `isDateUnavailable` greys): focusable, not pickable. */
  unavailable: boolean;
  /** Before `minDate` or after `maxDate`: neither focusable nor pickable. */
  disabled: boolean;
  /** A day of the previous or next month, filling the first or last week. */
  outsideMonth: boolean;
  today: boolean;
  focused: boolean;
  focusVisible: boolean;
  hovered: boolean;
  pressed: boolean;
}

export type SlotPickerDayProps = PartOwnProps<SlotPickerDayState> & {
  /** The date of the cell, as `Days` gives it. */
  date: SlotPickerDate;
  /** Default: the day of the month, in the locale's digits. */
  children?: ReactNode;
};

/**
 * One day's cell: a `<td role="gridcell">` around a `<div role="button">` named with the full date
 * ("mardi 4 mars 2025 sélectionné"); roving focus (only one day is in the Tab order). A click picks it.
 * Inside `Days`.
 *
 * Data attributes (`"true"` when set): `data-selected`, `data-unavailable`, `data-disabled`,
 * `data-outside-month`, `data-today`, `data-focused`, `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function Day({ date, ...props }: SlotPickerDayProps) {
  const [picker, calendar] = useCalendarContext('Day');
  const day = date.toString();
  const { outsideMonth, disabled, unavailable, invalid, selected, today, label } = picker.dayOf(day);
  const focused = !outsideMonth && calendar.gridFocused && day === picker.focused;
  const { state, pointer, focus } = useInteractions(disabled || unavailable);
  const cell = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused && cell.current && cell.current.ownerDocument.activeElement !== cell.current)
      cell.current.focus();
  }, [focused]);

  const current: SlotPickerDayState = {
    date: day,
    selected,
    unavailable,
    disabled,
    outsideMonth,
    today,
    focused,
    focusVisible: focused && state.focusVisible,
    hovered: state.hovered,
    pressed: state.pressed,
  };
  const part = ariaPart(
    props,
    'tabib-slot-picker__day',
    (dayState: SlotPickerDayState) => dayState,
    formatDay(day, picker.intl, { day: 'numeric' }),
  );
  const off = flag(disabled || unavailable);
  return (
    <td role="gridcell" aria-disabled={off} aria-selected={flag(selected)} aria-invalid={flag(invalid)}>
      {draw(
        'div',
        part,
        current,
        {
          ...pointer,
          ref: cell,
          role: 'button',
          tabIndex: disabled ? undefined : day === picker.focused ? 0 : -1,
          'aria-disabled': off,
          'aria-label': label,
          'aria-invalid': flag(invalid),
          onFocus: () => {
            focus.onFocus();
            if (!disabled) picker.moveFocus(day);
          },
          onBlur: focus.onBlur,
          onClick: () => {
            if (disabled || unavailable) return;
            picker.pickDay(day);
            picker.moveFocus(day);
            calendar.setGridFocused(true);
          },
          ...dataOf({ ...current, outsideVisibleRange: outsideMonth, invalid }),
        },
        part.children,
      )}
    </td>
  );
}

/** What the times' container, title and status get. */
export interface SlotPickerTimesState {
  loading: boolean;
  /** The chosen day has no free slot (and nothing is loading). */
  empty: boolean;
}

export type SlotPickerTimesProps = PartProps<'div', SlotPickerTimesState>;

function timesState(context: SlotPickerContextValue): SlotPickerTimesState {
  return { loading: context.loading, empty: !context.loading && context.daySlots.length === 0 };
}

/**
 * The chosen day's times: a `<div aria-busy>` holding, by default, `<DayTitle />`, `<Status />` and
 * `<SlotList />`. Render it through your own card with `asChild`, or leave it out and put those parts
 * where you like inside `Root`.
 *
 * Data attributes: presence-only `data-loading=""`, `data-empty=""`.
 */
export function Times({ ...props }: SlotPickerTimesProps) {
  const context = useSlotPickerContext('Times');
  const state = timesState(context);
  const content = (
    <>
      <DayTitle />
      <Status />
      <SlotList />
    </>
  );
  return renderPart(withBuiltIn(props, content), {
    as: 'div',
    part: 'tabib-slot-picker__times',
    state,
    data: { ...state },
    required: { 'aria-busy': context.loading },
    children: props.children ?? content,
  });
}

export type SlotPickerDayTitleProps = PartProps<'p', SlotPickerTimesState>;

/** "Créneaux du mardi 4 mars": the chosen day, as a `<p>`. Inside `Root`. */
export function DayTitle({ ...props }: SlotPickerDayTitleProps) {
  const context = useSlotPickerContext('DayTitle');
  const content = context.dayTitle;
  return renderPart(withBuiltIn(props, content), {
    as: 'p',
    part: 'tabib-slot-picker__times-title',
    state: timesState(context),
    children: props.children ?? content,
  });
}

/** What the status's `className`/`style` functions get. */
export interface SlotPickerStatusState {
  state: 'loading' | 'empty';
}

export type SlotPickerStatusProps = PartProps<'p', SlotPickerStatusState>;

/**
 * "Chargement des créneaux…" while loading, "Aucun créneau disponible ce jour." for a day without a
 * slot: a `<p role="status">`, rendered only then. Inside `Root`.
 *
 * Data attributes: `data-state="loading" | "empty"`.
 */
export function Status({ ...props }: SlotPickerStatusProps) {
  const context = useSlotPickerContext('Status');
  const { loading, empty } = timesState(context);
  if (!loading && !empty) return null;
  const state: SlotPickerStatusState = { state: loading ? 'loading' : 'empty' };
  const content = loading ? context.messages.loading : context.messages.noSlots;
  return renderPart(withBuiltIn(props, content), {
    as: 'p',
    part: 'tabib-slot-picker__status',
    state,
    data: { ...state },
    required: { role: 'status' },
    children: props.children ?? content,
  });
}

export type SlotPickerSlotListProps = PartOwnProps<{ count: number }> & {
  /** Renders one time; default `(slot) => <Slot value={slot} />`. */
  children?: (slot: string) => ReactNode;
};

/** What the times' radios share inside `SlotList`. */
interface RadioGroupValue {
  name: string;
  /** The chosen time, if it is one of the day's. */
  value: string | null;
  /** The radio last focused while none is chosen: Tab comes back to it. */
  lastFocused: string | null;
  setLastFocused: (slot: string) => void;
  pick: (slot: string) => void;
}

const RadioGroupContext = createContext<RadioGroupValue | null>(null);

const RADIO_STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The chosen day's free times as a radio group (`<div role="radiogroup">` named by the day's title):
 * Tab enters on the chosen time (else the first), arrow keys move and pick, from the last back to the
 * first. Rendered only when the day has times and nothing is loading. Put it in your own card: it reads
 * the day from `Root`.
 *
 * Data attributes: `data-orientation="vertical"`.
 */
export function SlotList({ children, ...props }: SlotPickerSlotListProps) {
  const context = useSlotPickerContext('SlotList');
  const name = useId();
  const [lastFocused, setLastFocused] = useState<string | null>(null);
  const count = context.daySlots.length;
  const part = ariaPart(props, 'tabib-slot-picker__time-list', () => ({ count }));
  if (context.loading || count === 0) return null;
  const value = context.value && context.daySlots.includes(context.value) ? context.value : null;
  const group: RadioGroupValue = {
    name,
    value,
    // Another day's time (the list stays while the day changes) is none of these.
    lastFocused: lastFocused && context.daySlots.includes(lastFocused) ? lastFocused : null,
    setLastFocused,
    pick: (slot) => {
      if (slot !== value) context.onChange(slot);
    },
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = RADIO_STEPS[event.key];
    if (!step || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const radios = [
      ...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)'),
    ];
    const from = radios.indexOf(event.target as HTMLInputElement);
    const next = radios[from < 0 ? 0 : (from + step + radios.length) % radios.length];
    if (!next) return;
    next.focus();
    group.pick(next.value);
  };
  return (
    <RadioGroupContext.Provider value={group}>
      {draw(
        'div',
        part,
        { count },
        {
          role: 'radiogroup',
          'aria-label': context.dayTitle,
          'aria-orientation': 'vertical',
          'data-orientation': 'vertical',
          onKeyDown,
          // Nothing chosen: Tab, from either side, comes in on the first or last time again.
          onBlur: (event: FocusEvent) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !value)
              setLastFocused(null);
          },
        },
        context.daySlots.map((slot) => (
          <Fragment key={slot}>{children ? children(slot) : <Slot value={slot} />}</Fragment>
        )),
      )}
    </RadioGroupContext.Provider>
  );
}

/** What a time's `className`/`style` functions get. */
export interface SlotPickerSlotState {
  /** The slot's ISO instant. */
  value: string;
  /** Its time in Africa/Tunis, 24-hour clock ("09:00"). */
  time: string;
  selected: boolean;
  disabled: boolean;
  focusVisible: boolean;
  hovered: boolean;
  pressed: boolean;
}

export type SlotPickerSlotProps = PartOwnProps<SlotPickerSlotState> & {
  /** The slot's ISO instant, one of the chosen day's. */
  value: string;
  /** Not pickable, though listed. */
  isDisabled?: boolean;
  /** Default: `<time dateTime={value}>09:00</time>`. */
  children?: ReactNode;
};

/**
 * One free time: a `<label>` around a visually hidden radio input. Inside `SlotList`.
 *
 * Data attributes (`"true"` when set): `data-selected`, `data-disabled`, `data-focused`,
 * `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function Slot({ value, isDisabled = false, ...props }: SlotPickerSlotProps) {
  const { locale } = useSlotPickerContext('Slot');
  const group = useContext(RadioGroupContext);
  if (group === null) throw new Error('@tabib/ui: SlotPicker.Slot must be used inside SlotPicker.SlotList.');
  const { state, pointer, focus } = useInteractions(isDisabled);
  const time = formatTunisTime(value, locale);
  const selected = group.value === value;
  // Roving Tab stop: the chosen time, else the one last focused, else every one (the browser then takes
  // the first or the last of the group's name).
  let tabIndex: number | undefined =
    group.value !== null ? (selected ? 0 : -1) : (group.lastFocused ?? value) === value ? 0 : -1;
  if (isDisabled) tabIndex = undefined;
  const current: SlotPickerSlotState = {
    value,
    time,
    selected,
    disabled: isDisabled,
    focusVisible: state.focusVisible,
    hovered: state.hovered,
    pressed: state.pressed,
  };
  const part = ariaPart(
    props,
    'tabib-slot-picker__time',
    (slotState: SlotPickerSlotState) => slotState,
    <time dateTime={value}>{time}</time>,
  );
  return draw(
    'label',
    part,
    current,
    {
      ...pointer,
      // The label's click checks the radio; focus goes to it (by pointer: no focus ring).
      onClick: (event: MouseEvent<HTMLElement>) => event.currentTarget.querySelector('input')?.focus(),
      ...dataOf({ ...current, focused: state.focused }),
    },
    <>
      <span style={visuallyHidden}>
        <input
          type="radio"
          name={group.name}
          value={value}
          checked={selected}
          disabled={isDisabled}
          tabIndex={tabIndex}
          onChange={() => group.pick(value)}
          onFocus={() => {
            focus.onFocus();
            group.setLastFocused(value);
          }}
          onBlur={focus.onBlur}
        />
      </span>
      {part.children}
    </>,
  );
}
