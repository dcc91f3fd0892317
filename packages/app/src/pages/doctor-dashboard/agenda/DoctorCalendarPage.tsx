import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  useLocale,
  useRdvs,
  useReportError,
  useRescheduleRdv,
  useSession,
  useToasts,
  useWorkingHours,
} from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';
import { appointmentCardMessages, formatCalendarDay, formatTunisInstant, formatTunisRange } from '@tabib/ui';

import '../../../forms/forms.css';
import { actingDoctorId, spanDays, spanRange, staffRoleOf, type AgendaView } from './agenda';
import { AgendaToolbar } from './AgendaToolbar';
import { calendarDays, leadingBlanks, type CalendarDay } from './calendarDays';
import { StaffOnly } from './DoctorRdvsPage';
import '../DoctorDashboard.css';
import { attendeeName } from '../../../relatives/forWhom';
import { moveRefusalId } from './moveRefusal';
import { NewPracticeRdvButton, PracticeRdvDialog } from './PracticeRdvDialog';
import { TimeGrid } from './TimeGrid';
import { RdvActionDialogs, type RdvDialogState } from './RdvActionDialogs';
import { useAgendaState } from './useAgendaState';
import { isRoomOpen, roomHref } from '../../teleconsultation/roomWindow';
import { RemoteLabel, useRoomClock } from '../../teleconsultation/RemoteLabel';

const VIEWS: readonly [AgendaView, ...AgendaView[]] = ['week', 'day', 'month'];
/** On a phone the calendar opens on today alone: seven columns do not fit in 390 pixels. */
const PHONE_VIEWS: readonly [AgendaView, ...AgendaView[]] = ['day', 'week', 'month'];
/** The dashboard's phone layout (DoctorDashboard.css). */
const PHONE_QUERY = '(max-width: 47.99rem)';
// spec/openapi.yaml Limit: the most one page may hold; a busier month says some are not shown.
const RDVS_LIMIT = 100;
/** A doctor without working hours yet: the grid's rows are half hours. */
const DEFAULT_STEP_MINUTES = 30;

/**
 * requirements §2 /doctor-dashboard/calendar: a day or a week of the acting doctor's working hours, absences and
 * rdvs as a time grid where the practice creates and moves rdvs (docs/decisions/040), or a month as a
 * list of days where picking a pending or confirmed rdv opens the free slots to move it to.
 */
export default function DoctorCalendarPage() {
  const intl = useIntl();
  const { user, role } = useSession();
  const staffRole = staffRoleOf(role);
  const doctorId = user ? actingDoctorId(user) : null;

  return (
    <div className="dd-page">
      <h1 className="dd-title">{intl.formatMessage({ id: 'DOCTOR_DASHBOARD.CALENDAR.TITLE' })}</h1>
      {staffRole === null || doctorId === null ? (
        <StaffOnly />
      ) : (
        <Calendar doctorId={doctorId} canMove={staffRole !== 'admin'} canJoin={staffRole === 'doctor'} />
      )}
    </div>
  );
}

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is a phone's; false where there is no window (server rendering). */
function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * docs/decisions/055: the doctor's teleconsultations whose room is open now, each with its join link,
 * above the grid (the grid's cells keep one control each for moving rdvs with the keyboard).
 */
function OpenRooms({ rdvs }: { rdvs: readonly Rdv[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  // Looked at again every 30 s: the button comes when the room opens, with the page left open.
  const now = useRoomClock();
  const open = rdvs.filter((rdv) => isRoomOpen(rdv, now));
  if (open.length === 0) return null;
  return (
    <ul className="dd-open-rooms">
      {open.map((rdv) => (
        <li key={rdv._id}>
          <Link className="form-button" data-tone="primary" to={roomHref(rdv._id)}>
            {intl.formatMessage({ id: 'ROOM.JOIN_BUTTON' })}
          </Link>{' '}
          <bdi>{attendeeName(intl, rdv, locale)}</bdi> · {formatTunisInstant(rdv.date, intl.locale, 'time24')}
        </li>
      ))}
    </ul>
  );
}

function Calendar({ doctorId, canMove, canJoin }: { doctorId: string; canMove: boolean; canJoin: boolean }) {
  const intl = useIntl();
  const views = usePhoneScreen() ? PHONE_VIEWS : VIEWS;
  const { state, today, update } = useAgendaState(views);
  const [dialog, setDialog] = useState<RdvDialogState>(null);
  const [presetStart, setPresetStart] = useState<string | null>(null);
  const toasts = useToasts();
  const report = useReportError();
  // Its message comes from the refusal's reason (`moveRefusalId`), so `move` reports it itself.
  const reschedule = useRescheduleRdv({ meta: { errorToast: false } });
  const days = spanDays(state.view, state.date);
  // The grid says a failed load of either (`failed`).
  const workingHours = useWorkingHours(doctorId, { meta: { errorToast: false } });
  const rdvs = useRdvs(
    {
      filter: { doctor: doctorId, ...spanRange(state.view, state.date) },
      sort: 'date',
      limit: RDVS_LIMIT,
    },
    { meta: { errorToast: false } },
  );
  const text = (id: string) => intl.formatMessage({ id });
  const loading = rdvs.isPending || workingHours.isPending;
  const failed = rdvs.isError || workingHours.isError;
  const shown = calendarDays(days, workingHours.data ?? null, rdvs.data?.results ?? []);
  // The same server rules as any move (spec `rescheduleRdv`); a refusal says why in a toast.
  const move = async (rdv: Rdv, start: string) => {
    try {
      await reschedule.mutateAsync({ id: rdv._id, date: start });
      toasts.success(text('DOCTOR_DASHBOARD.GRID.MOVED'));
    } catch (error) {
      report(error, { message: moveRefusalId(error) });
    }
  };

  return (
    <section className="dd-section" aria-labelledby="dd-span-title" aria-busy={loading}>
      <AgendaToolbar state={state} views={views} update={update} today={today} headingId="dd-span-title" />
      {canMove ? (
        <div className="dd-export">
          <NewPracticeRdvButton doctorId={doctorId} />
        </div>
      ) : null}
      {canJoin ? <OpenRooms rdvs={rdvs.data?.results ?? []} /> : null}
      {state.view === 'month' ? <p className="dd-status">{text('DOCTOR_DASHBOARD.CALENDAR.HINT')}</p> : null}
      {loading ? (
        <p className="dd-status" role="status">
          {text('DOCTOR_DASHBOARD.CALENDAR.LOADING')}
        </p>
      ) : failed ? (
        <p className="form-message" role="alert">
          {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('DOCTOR_DASHBOARD.CALENDAR.ITEM') })}
        </p>
      ) : (
        <>
          {(rdvs.data?.totalResults ?? 0) > RDVS_LIMIT ? (
            <p className="form-message" role="status">
              {intl.formatMessage(
                { id: 'DOCTOR_DASHBOARD.CALENDAR.TRUNCATED' },
                { shown: RDVS_LIMIT, total: rdvs.data?.totalResults ?? 0 },
              )}
            </p>
          ) : null}
          {state.view !== 'month' ? (
            <TimeGrid
              days={shown}
              stepMinutes={workingHours.data?.slotMinutes ?? DEFAULT_STEP_MINUTES}
              canEdit={canMove}
              onCreate={setPresetStart}
              onMove={(rdv, start) => void move(rdv, start)}
            />
          ) : (
            <ol className="dd-calendar" data-view={state.view}>
              {state.view === 'month'
                ? Array.from({ length: leadingBlanks(days[0] ?? state.date) }, (_, index) => (
                    <li key={`blank-${index}`} className="dd-calendar__blank" aria-hidden="true" />
                  ))
                : null}
              {shown.map((day) => (
                <CalendarDayCell
                  key={day.day}
                  day={day}
                  isToday={day.day === today}
                  canMove={canMove}
                  onPick={(rdv) => setDialog({ kind: 'reschedule', rdv })}
                />
              ))}
            </ol>
          )}
        </>
      )}
      <RdvActionDialogs dialog={dialog} onClose={() => setDialog(null)} />
      {canMove ? (
        <PracticeRdvDialog
          open={presetStart !== null}
          doctorId={doctorId}
          presetStart={presetStart}
          onClose={() => setPresetStart(null)}
        />
      ) : null}
    </section>
  );
}

interface CalendarDayCellProps {
  day: CalendarDay;
  isToday: boolean;
  canMove: boolean;
  onPick: (rdv: Rdv) => void;
}

function CalendarDayCell({ day, isToday, canMove, onPick }: CalendarDayCellProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const statusNames = appointmentCardMessages[locale].status;
  const text = (id: string) => intl.formatMessage({ id });
  const time = (instant: string) => formatTunisInstant(instant, intl.locale, 'time24');
  return (
    <li
      className="dd-day"
      data-today={isToday ? '' : undefined}
      data-closed={day.intervals.length === 0 ? '' : undefined}
      data-empty={day.rdvs.length === 0 && day.absences.length === 0 ? '' : undefined}
    >
      <h3 className="dd-day__title">
        {formatCalendarDay(day.day, intl.locale, 'weekdayDayMonth')}
        {isToday ? <span className="dd-day__today"> · {text('DOCTOR_DASHBOARD.RDVS.TODAY')}</span> : null}
      </h3>
      <p className="dd-day__hours">
        {day.intervals.length === 0
          ? text('DOCTOR_DASHBOARD.CALENDAR.CLOSED')
          : day.intervals.map((interval) => `${interval.start}–${interval.end}`).join(', ')}
      </p>
      {day.absences.map((absence) => (
        <p key={absence._id} className="dd-day__absence">
          {intl.formatMessage(
            { id: 'DOCTOR_DASHBOARD.CALENDAR.ABSENCE' },
            {
              range: formatTunisRange(absence.start, absence.end, intl.locale),
            },
          )}
          {absence.reason ? ` (${absence.reason})` : null}
        </p>
      ))}
      {day.rdvs.length > 0 ? (
        <ul className="dd-day__rdvs">
          {day.rdvs.map((rdv) => {
            const label = `${time(rdv.date)} · ${attendeeName(intl, rdv, locale)} · ${statusNames[rdv.status]}`;
            const movable = canMove && (rdv.status === 'pending' || rdv.status === 'confirmed');
            return (
              <li key={rdv._id} data-status={rdv.status}>
                {/* Decision 054: a teleconsultation is labelled as one (icon and word). */}
                {rdv.remote ? (
                  <>
                    <RemoteLabel />{' '}
                  </>
                ) : null}
                {movable ? (
                  <button
                    type="button"
                    className="dd-rdv"
                    aria-label={intl.formatMessage({ id: 'DOCTOR_DASHBOARD.CALENDAR.MOVE' }, { rdv: label })}
                    onClick={() => onPick(rdv)}
                  >
                    {label}
                  </button>
                ) : (
                  <span className="dd-rdv">{label}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}
