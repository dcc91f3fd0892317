import { parseDate, today, type CalendarDate, type DateValue } from '@internationalized/date';
import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
  Label,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { intlLocaleOf } from '../format/intlLocale';
import { formatTunisTime, TUNIS_TIME_ZONE } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { DirectionalChevron } from '../Pagination/DirectionalChevron';
import { slotPickerMessages, type SlotPickerLabels } from './messages';
import { initialDay, slotsByTunisDay } from './slotDays';
import { VisibleRangeReporter, type VisibleRange } from './VisibleRangeReporter';
import { dateTimeFormat } from '../format/intlFormats';

export interface SlotPickerProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
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
  /** Slots are being fetched: days are not greyed, the list says so and is `aria-busy`. */
  loading?: boolean;
  /** Overrides of the built-in labels (defaults: `slotPickerMessages`, in the provider's locale). */
  labels?: Partial<SlotPickerLabels>;
}

/**
 * Picks an appointment slot: a react-aria calendar (arrow keys move by day and week, Page Up/Down by
 * month, Enter picks the day) and that day's free times as a radio group (arrow keys move and pick).
 * Times are shown in Africa/Tunis on a 24-hour clock; month and day names follow the locale
 * (`ar` is `ar-TN`: Tunisian month names, Latin digits, right to left).
 *
 * It opens on the day of `value`, else of `openOn`, else on the first day from `minDate` on that has a slot. Slots usually
 * arrive after the first render (the caller fetches them once `onVisibleRangeChange` says which month is
 * shown): when `slots` first turns from empty to non-empty, the picker moves to the first day with a slot,
 * unless a `value` or `openOn` is set or the patient has already picked a day. The calendar's keyboard focus moves
 * there too, unless the patient has already moved it (arrow keys, month buttons): it is never taken from
 * under them. Later changes of `slots` (another month, a refetch) keep the chosen day.
 *
 * Data attributes: presence-only `data-loading=""` on the root; react-aria's `data-selected`,
 * `data-unavailable`, `data-disabled`, `data-outside-month` on calendar cells and `data-selected` on times.
 */
export function SlotPicker({
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
  className,
  ...divProps
}: SlotPickerProps) {
  const { locale, dir } = useUiLocale();
  const messages = resolveLabels(slotPickerMessages, locale, labels);
  const byDay = useMemo(() => slotsByTunisDay(slots), [slots]);
  const minValue = minDate ? parseDate(minDate) : today(TUNIS_TIME_ZONE);
  const [day, setDay] = useState<CalendarDate>(() => initialDay(byDay, minValue, value ?? openOn));
  // Controlled so that the first slots can move the calendar's focus (and month) to the day they open on.
  const [focusedDay, setFocusedDay] = useState<CalendarDate>(day);
  const [dayPicked, setDayPicked] = useState(false);
  const [focusMoved, setFocusMoved] = useState(false);
  const [slotsArrived, setSlotsArrived] = useState(byDay.size > 0);
  // Adjusted while rendering, not in an effect, so that no frame shows the day the picker leaves.
  if (!slotsArrived && byDay.size > 0) {
    setSlotsArrived(true);
    if (!value && !openOn && !dayPicked) {
      const firstDay = initialDay(byDay, minValue);
      setDay(firstDay);
      if (!focusMoved) setFocusedDay(firstDay);
    }
  }
  const daySlots = byDay.get(day.toString()) ?? [];
  const dayTitle = messages.slotsFor.replace(
    '{day}',
    dateTimeFormat(intlLocaleOf(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: TUNIS_TIME_ZONE,
    }).format(day.toDate(TUNIS_TIME_ZONE)),
  );

  const unavailable = (date: DateValue) => {
    const key = date.toString();
    return Boolean(isDateUnavailable?.(key)) || (!loading && !byDay.has(key));
  };

  return (
    <I18nProvider locale={intlLocaleOf(locale)}>
      <div
        dir={dir}
        {...divProps}
        className={className ? `tabib-slot-picker ${className}` : 'tabib-slot-picker'}
        data-loading={loading ? '' : undefined}
      >
        <Calendar
          className="tabib-slot-picker__calendar"
          aria-label={messages.calendar}
          value={day}
          onChange={(picked) => {
            setDay(picked);
            setDayPicked(true);
          }}
          focusedValue={focusedDay}
          onFocusChange={(focused) => {
            setFocusedDay(focused);
            setFocusMoved(true);
          }}
          minValue={minValue}
          maxValue={maxDate ? parseDate(maxDate) : undefined}
          // Weeks start on Monday in Tunisia (CLDR), in every language; said explicitly because the
          // runtime's own week data differs between browsers and Node (a server render must match).
          firstDayOfWeek="mon"
          isDateUnavailable={unavailable}
        >
          <div className="tabib-slot-picker__month">
            <Button slot="previous" className="tabib-slot-picker__month-button">
              <DirectionalChevron towards="previous" dir={dir} />
            </Button>
            <Heading className="tabib-slot-picker__month-title" level={3} />
            <Button slot="next" className="tabib-slot-picker__month-button">
              <DirectionalChevron towards="next" dir={dir} />
            </Button>
          </div>
          <CalendarGrid className="tabib-slot-picker__grid">
            {(date) => <CalendarCell date={date} className="tabib-slot-picker__day" />}
          </CalendarGrid>
          <VisibleRangeReporter onChange={onVisibleRangeChange} />
        </Calendar>
        <div className="tabib-slot-picker__times" aria-busy={loading}>
          {loading || daySlots.length === 0 ? (
            <>
              <p className="tabib-slot-picker__times-title">{dayTitle}</p>
              <p className="tabib-slot-picker__status" role="status">
                {loading ? messages.loading : messages.noSlots}
              </p>
            </>
          ) : (
            <RadioGroup
              className="tabib-slot-picker__time-group"
              value={value && daySlots.includes(value) ? value : null}
              onChange={onChange}
            >
              <Label className="tabib-slot-picker__times-title">{dayTitle}</Label>
              <div className="tabib-slot-picker__time-list">
                {daySlots.map((slot) => (
                  <Radio key={slot} value={slot} className="tabib-slot-picker__time">
                    <time dateTime={slot}>{formatTunisTime(slot, locale)}</time>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          )}
        </div>
      </div>
    </I18nProvider>
  );
}
