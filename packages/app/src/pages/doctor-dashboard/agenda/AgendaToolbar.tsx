import { formatCalendarDay, formatCalendarDayRange } from '@tabib/ui';
import { useIntl } from 'react-intl';

import { shiftAgendaDate, spanDays, type AgendaState, type AgendaView } from './agenda';

interface AgendaToolbarProps {
  state: AgendaState;
  views: readonly AgendaView[];
  update: (change: Partial<AgendaState>) => void;
  today: string;
  /** The `id` of the span's title, to name the list it heads. */
  headingId: string;
}

const VIEW_LABELS: Record<AgendaView, string> = {
  day: 'DOCTOR_DASHBOARD.RDVS.VIEW_DAY',
  week: 'DOCTOR_DASHBOARD.RDVS.VIEW_WEEK',
  month: 'DOCTOR_DASHBOARD.CALENDAR.VIEW_MONTH',
};

const STEP_LABELS: Record<AgendaView, { previous: string; next: string }> = {
  day: {
    previous: 'DOCTOR_DASHBOARD.RDVS.PREVIOUS_DAY',
    next: 'DOCTOR_DASHBOARD.RDVS.NEXT_DAY',
  },
  week: {
    previous: 'DOCTOR_DASHBOARD.RDVS.PREVIOUS_WEEK',
    next: 'DOCTOR_DASHBOARD.RDVS.NEXT_WEEK',
  },
  month: {
    previous: 'DOCTOR_DASHBOARD.CALENDAR.PREVIOUS_MONTH',
    next: 'DOCTOR_DASHBOARD.CALENDAR.NEXT_MONTH',
  },
};

/** The span's title (`h2`), the view switch and previous / today / next. */
export function AgendaToolbar({ state, views, update, today, headingId }: AgendaToolbarProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const days = spanDays(state.view, state.date);
  const first = days[0] ?? state.date;
  const last = days.at(-1) ?? state.date;
  const title =
    state.view === 'day'
      ? formatCalendarDay(first, intl.locale, 'fullDate')
      : state.view === 'month'
        ? formatCalendarDay(first, intl.locale, 'monthYear')
        : formatCalendarDayRange(first, last, intl.locale);
  const steps = STEP_LABELS[state.view];

  return (
    <div className="dd-toolbar">
      <h2 id={headingId} className="dd-span-title" aria-live="polite">
        {title}
      </h2>
      <div className="dd-toolbar__controls">
        <div className="dd-segmented" role="group" aria-label={text('DOCTOR_DASHBOARD.RDVS.VIEW')}>
          {views.map((view) => (
            <button
              key={view}
              type="button"
              className="dd-segmented__button"
              aria-pressed={state.view === view}
              onClick={() => update({ view })}
            >
              {text(VIEW_LABELS[view])}
            </button>
          ))}
        </div>
        <div className="dd-segmented" role="group" aria-label={text('DOCTOR_DASHBOARD.RDVS.NAVIGATION')}>
          <button
            type="button"
            className="dd-segmented__button"
            onClick={() => update({ date: shiftAgendaDate(state.view, state.date, -1) })}
          >
            {text(steps.previous)}
          </button>
          <button
            type="button"
            className="dd-segmented__button"
            aria-disabled={days.includes(today)}
            onClick={() => update({ date: today })}
          >
            {text('DOCTOR_DASHBOARD.RDVS.TODAY')}
          </button>
          <button
            type="button"
            className="dd-segmented__button"
            onClick={() => update({ date: shiftAgendaDate(state.view, state.date, 1) })}
          >
            {text(steps.next)}
          </button>
        </div>
      </div>
    </div>
  );
}
