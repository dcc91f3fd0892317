import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import {
  createContext,
  Fragment,
  useContext,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
  Radio,
  RadioGroup,
  type ButtonRenderProps,
  type CalendarCellRenderProps,
  type RadioRenderProps,
} from 'react-aria-components';

import { dateTimeFormat } from '../format/intlFormats';
import { intlLocaleOf } from '../format/intlLocale';
import { formatTunisTime, tunisDay } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiDirection, type UiLocale } from '../i18n/UiProvider';
import { DirectionalChevron } from '../Pagination/DirectionalChevron';
import { ariaPart, ariaStaticPart } from '../primitives/ariaPart';
import { withContent } from '../primitives/withContent';
import { renderPart, type PartOwnProps, type PartProps } from '../primitives/part';
import { useClock } from '../RelativeTime/clock';
import { slotPickerMessages, type SlotPickerLabels } from './messages';
import { initialDay, slotsByTunisDay } from './slotDays';
import { VisibleRangeReporter, type VisibleRange } from './VisibleRangeReporter';

interface SlotPickerContextValue {
  locale: UiLocale;
  dir: UiDirection;
  messages: SlotPickerLabels;
  loading: boolean;
  value: string | null | undefined;
  onChange: (slot: string) => void;
  // Days as `YYYY-MM-DD`: only `Calendar` makes them react-aria's CalendarDate (slotDays.ts).
  day: string;
  pickDay: (day: CalendarDate) => void;
  focusedDay: string;
  moveFocus: (day: CalendarDate) => void;
  minDay: string;
  maxDay: string | undefined;
  unavailable: (date: DateValue) => boolean;
  onVisibleRangeChange: ((range: VisibleRange) => void) | undefined;
  /** The chosen day's free slots, in time order. */
  daySlots: readonly string[];
  /** "Créneaux du mardi 4 mars": the title of the day's times and the name of their radio group. */
  dayTitle: string;
}

/** Today is found again every hour: a page left open past midnight no longer offers yesterday. */
const TODAY_REFRESH_MS = 3_600_000;

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
  // Controlled so that the first slots can move the calendar's focus (and month) to the day they open on.
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
  const dayTitle = messages.slotsFor.replace(
    '{day}',
    // A calendar day, not an instant: read and written in UTC so no time zone moves it.
    dateTimeFormat(intlLocaleOf(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`)),
  );
  const context: SlotPickerContextValue = {
    locale,
    dir,
    messages,
    loading,
    value,
    onChange,
    day,
    pickDay: (picked) => {
      setDay(picked.toString());
      setDayPicked(true);
    },
    focusedDay,
    moveFocus: (focused) => {
      setFocusedDay(focused.toString());
      setFocusMoved(true);
    },
    minDay,
    maxDay: maxDate,
    unavailable: (date) => {
      const key = date.toString();
      return Boolean(isDateUnavailable?.(key)) || (!loading && !byDay.has(key));
    },
    onVisibleRangeChange,
    daySlots: byDay.get(day) ?? [],
    dayTitle,
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

export type SlotPickerCalendarProps = PartOwnProps<Record<string, never>> & {
  /** The calendar's inside; default: `<Month />` then `<Grid />`. */
  children?: ReactNode;
  id?: string;
};

/**
 * The month calendar (react-aria `Calendar`, a `<div>` around a `grid`): arrow keys move by day and
 * week, Page Up/Down by month, Home/End to the week's ends, Enter or Space picks the day. Weeks start on
 * Monday, as in Tunisia in every language. Reports the days it shows through the Root's
 * `onVisibleRangeChange`, on mount and on every month change. Inside `Root`.
 */
export function Calendar({ id, ...props }: SlotPickerCalendarProps) {
  const context = useSlotPickerContext('Calendar');
  const part = ariaPart(
    props,
    'tabib-slot-picker__calendar',
    () => ({}),
    <>
      <Month />
      <Grid />
    </>,
  );
  const value = useMemo(() => parseDate(context.day), [context.day]);
  const focusedValue = useMemo(() => parseDate(context.focusedDay), [context.focusedDay]);
  const minValue = useMemo(() => parseDate(context.minDay), [context.minDay]);
  const maxValue = useMemo(() => (context.maxDay ? parseDate(context.maxDay) : undefined), [context.maxDay]);
  // react-aria's locale here and around the times' radio group, not in Root: Root alone brings none of it.
  return (
    <I18nProvider locale={intlLocaleOf(context.locale)}>
      <AriaCalendar
        {...part}
        id={id}
        aria-label={context.messages.calendar}
        value={value}
        onChange={context.pickDay}
        focusedValue={focusedValue}
        onFocusChange={context.moveFocus}
        minValue={minValue}
        maxValue={maxValue}
        // Said explicitly because the runtime's own week data differs between browsers and Node (a
        // server render must match).
        firstDayOfWeek="mon"
        isDateUnavailable={context.unavailable}
      >
        {part.children}
        <VisibleRangeReporter onChange={context.onVisibleRangeChange} />
      </AriaCalendar>
    </I18nProvider>
  );
}

export type SlotPickerMonthProps = PartProps<'div'>;

/**
 * The month's bar: a `<div>` holding, by default, `<PreviousMonth />`, `<MonthTitle />` and
 * `<NextMonth />`. Inside `Calendar`.
 */
export function Month({ ...props }: SlotPickerMonthProps) {
  useSlotPickerContext('Month');
  const content = (
    <>
      <PreviousMonth />
      <MonthTitle />
      <NextMonth />
    </>
  );
  return renderPart(withBuiltIn(props, content), {
    as: 'div',
    part: 'tabib-slot-picker__month',
    state: {},
    children: props.children ?? content,
  });
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

const monthButtonState = (state: ButtonRenderProps): SlotPickerMonthButtonState => ({
  disabled: state.isDisabled,
  focusVisible: state.isFocusVisible,
  hovered: state.isHovered,
  pressed: state.isPressed,
});

function MonthButton({ towards, ...props }: SlotPickerMonthButtonProps & { towards: 'previous' | 'next' }) {
  const { dir } = useSlotPickerContext(towards === 'previous' ? 'PreviousMonth' : 'NextMonth');
  const part = ariaPart(
    props,
    'tabib-slot-picker__month-button',
    monthButtonState,
    <DirectionalChevron towards={towards} dir={dir} />,
  );
  // react-aria names the button ("Précédent", "Suivant"…) in the calendar's locale.
  return <Button {...part} slot={towards} />;
}

/**
 * The previous month's `<button>` (react-aria names it in the locale; disabled at `minDate`'s month).
 * Inside `Calendar`.
 *
 * Data attributes (react-aria): `data-disabled`, `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function PreviousMonth(props: SlotPickerMonthButtonProps) {
  return <MonthButton {...props} towards="previous" />;
}

/**
 * The next month's `<button>` (disabled at `maxDate`'s month). Inside `Calendar`.
 *
 * Data attributes (react-aria): `data-disabled`, `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function NextMonth(props: SlotPickerMonthButtonProps) {
  return <MonthButton {...props} towards="next" />;
}

export type SlotPickerMonthTitleProps = PartOwnProps<Record<string, never>> & { children?: ReactNode };

/** The month's name and year as an `<h3>` ("mars 2025", "مارس 2025"). Inside `Calendar`. */
export function MonthTitle(props: SlotPickerMonthTitleProps) {
  useSlotPickerContext('MonthTitle');
  return <Heading {...ariaStaticPart(props, 'tabib-slot-picker__month-title', {})} level={3} />;
}

export type SlotPickerGridProps = PartOwnProps<Record<string, never>> & {
  /** Default: `<DayHeaders />` then `<Days />`. */
  children?: ReactElement | ReactElement[];
};

/** The month's days as a `<table role="grid">`. Inside `Calendar`. */
export function Grid(props: SlotPickerGridProps) {
  useSlotPickerContext('Grid');
  const { children, ...part } = ariaStaticPart(
    props,
    'tabib-slot-picker__grid',
    {},
    <>
      <DayHeaders />
      <Days />
    </>,
  );
  return <CalendarGrid {...part}>{children as ReactElement}</CalendarGrid>;
}

export type SlotPickerDayHeadersProps = Omit<PartOwnProps<Record<string, never>>, 'asChild'> & {
  /** Renders one weekday's header; default `(weekday) => <DayHeader>{weekday}</DayHeader>`. */
  children?: (weekday: string) => ReactElement;
};

/** The weekdays' row (`<thead>`), Monday first, narrow names in the locale. Inside `Grid`. */
export function DayHeaders({ children, ...props }: SlotPickerDayHeadersProps) {
  useSlotPickerContext('DayHeaders');
  const part = ariaStaticPart(props, 'tabib-slot-picker__weekdays', {});
  return (
    <CalendarGridHeader className={part.className} style={part.style}>
      {children ?? ((weekday) => <DayHeader>{weekday}</DayHeader>)}
    </CalendarGridHeader>
  );
}

export type SlotPickerDayHeaderProps = PartOwnProps<Record<string, never>> & { children?: ReactNode };

/** One weekday's `<th>`. Inside `DayHeaders`. */
export function DayHeader(props: SlotPickerDayHeaderProps) {
  useSlotPickerContext('DayHeader');
  return <CalendarHeaderCell {...ariaStaticPart(props, 'tabib-slot-picker__weekday', {})} />;
}

export type SlotPickerDaysProps = Omit<PartOwnProps<Record<string, never>>, 'asChild'> & {
  /** Renders one date's cell; default `(date) => <Day date={date} />`. */
  children?: (date: CalendarDate) => ReactElement;
};

/** The month's weeks (`<tbody>`). Inside `Grid`. */
export function Days({ children, ...props }: SlotPickerDaysProps) {
  useSlotPickerContext('Days');
  const part = ariaStaticPart(props, 'tabib-slot-picker__weeks', {});
  return (
    <CalendarGridBody className={part.className} style={part.style}>
      {children ?? ((date) => <Day date={date} />)}
    </CalendarGridBody>
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
  date: CalendarDate;
  /** Default: the day of the month, in the locale's digits. */
  children?: ReactNode;
};

const dayState = (date: CalendarDate, state: CalendarCellRenderProps): SlotPickerDayState => ({
  date: date.toString(),
  selected: state.isSelected,
  unavailable: state.isUnavailable,
  disabled: state.isDisabled,
  outsideMonth: state.isOutsideMonth,
  today: state.isToday,
  focused: state.isFocused,
  focusVisible: state.isFocusVisible,
  hovered: state.isHovered,
  pressed: state.isPressed,
});

/**
 * One day's cell: a `<td>` around a `<div role="button">` named with the full date; roving focus
 * (only one day is in the Tab order). Inside `Days`.
 *
 * Data attributes (react-aria, `"true"` when set): `data-selected`, `data-unavailable`, `data-disabled`,
 * `data-outside-month`, `data-today`, `data-focused`, `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function Day({ date, ...props }: SlotPickerDayProps) {
  useSlotPickerContext('Day');
  const part = ariaPart(props, 'tabib-slot-picker__day', (state: CalendarCellRenderProps) =>
    dayState(date, state),
  );
  return <CalendarCell {...part} date={date} />;
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

/**
 * The chosen day's free times as a radio group (`<div role="radiogroup">` named by the day's title):
 * Tab enters on the chosen time (else the first), arrow keys move and pick. Rendered only when the day
 * has times and nothing is loading. Put it in your own card: it reads the day from `Root`.
 *
 * Data attributes (react-aria): `data-orientation="vertical"`.
 */
export function SlotList({ children, ...props }: SlotPickerSlotListProps) {
  const context = useSlotPickerContext('SlotList');
  const count = context.daySlots.length;
  const part = ariaPart(props, 'tabib-slot-picker__time-list', () => ({ count }));
  if (context.loading || count === 0) return null;
  const value = context.value && context.daySlots.includes(context.value) ? context.value : null;
  return (
    <I18nProvider locale={intlLocaleOf(context.locale)}>
      <RadioGroup {...part} aria-label={context.dayTitle} value={value} onChange={context.onChange}>
        {context.daySlots.map((slot) => (
          <Fragment key={slot}>{children ? children(slot) : <Slot value={slot} />}</Fragment>
        ))}
      </RadioGroup>
    </I18nProvider>
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
 * Data attributes (react-aria, `"true"` when set): `data-selected`, `data-disabled`, `data-focused`,
 * `data-focus-visible`, `data-hovered`, `data-pressed`.
 */
export function Slot({ value, isDisabled, ...props }: SlotPickerSlotProps) {
  const { locale } = useSlotPickerContext('Slot');
  const time = formatTunisTime(value, locale);
  const part = ariaPart(
    props,
    'tabib-slot-picker__time',
    (state: RadioRenderProps): SlotPickerSlotState => ({
      value,
      time,
      selected: state.isSelected,
      disabled: state.isDisabled,
      focusVisible: state.isFocusVisible,
      hovered: state.isHovered,
      pressed: state.isPressed,
    }),
    <time dateTime={value}>{time}</time>,
  );
  return <Radio {...part} value={value} isDisabled={isDisabled} />;
}
