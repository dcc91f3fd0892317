import type { Rdv, RdvStatus } from '@tabib/sdk';
import { tunisMidnight } from '@tabib/ui';

/** The agenda's spans: the rdvs page shows a day or a week, the calendar a week or a month. */
export type AgendaView = 'day' | 'week' | 'month';

export const RDV_STATUSES: readonly RdvStatus[] = ['pending', 'confirmed', 'done', 'cancelled', 'absent'];

export interface AgendaState {
  view: AgendaView;
  /** Any day of the span shown, `YYYY-MM-DD` in Africa/Tunis. */
  date: string;
  /** Only rdvs of this status; `null`: every status. */
  status: RdvStatus | null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The view in the URL (`view`, `date`, `status`): a view outside `views` falls back to the first of
 * them, a malformed date to today (Tunis), an unknown status to every status.
 */
export function parseAgendaSearch(
  search: URLSearchParams,
  views: readonly [AgendaView, ...AgendaView[]],
  today: string,
): AgendaState {
  const view = views.find((candidate) => candidate === search.get('view')) ?? views[0];
  const date = search.get('date') ?? '';
  const status = RDV_STATUSES.find((candidate) => candidate === search.get('status')) ?? null;
  return { view, date: isDay(date) ? date : today, status };
}

/**
 * The URL query of a view, leaving out what equals the default (first view, today, every status) and
 * keeping the other parameters of `current` (the language's `lng`, requirements §4).
 */
export function agendaSearch(
  state: AgendaState,
  views: readonly [AgendaView, ...AgendaView[]],
  today: string,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of ['view', 'date', 'status']) search.delete(key);
  if (state.view !== views[0]) search.set('view', state.view);
  if (state.date !== today) search.set('date', state.date);
  if (state.status !== null) search.set('status', state.status);
  return search;
}

function toUtcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `count` days (calendar days, whatever the clock does). */
export function addDays(day: string, count: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtcDate(date);
}

/** The days of the span around `date`: the day itself, its week (Monday first) or its month. */
export function spanDays(view: AgendaView, date: string): string[] {
  if (view === 'day') return [date];
  if (view === 'week') {
    // getUTCDay: 0 = Sunday; the week runs Monday to Sunday in Tunisia.
    const monday = addDays(date, -((toUtcDate(date).getUTCDay() + 6) % 7));
    return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  }
  const first = `${date.slice(0, 8)}01`;
  const [year, month] = date.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => addDays(first, index));
}

/** The same span one step earlier (`-1`) or later (`1`). */
export function shiftAgendaDate(view: AgendaView, date: string, step: -1 | 1): string {
  if (view === 'day') return addDays(date, step);
  if (view === 'week') return addDays(date, 7 * step);
  const [year, month] = date.split('-').map(Number) as [number, number];
  return fromUtcDate(new Date(Date.UTC(year, month - 1 + step, 1)));
}

/** The half-open instant range `[from, to)` of the span's days in Tunis time, for `GET /rdvs` (decision 008). */
export function spanRange(view: AgendaView, date: string): { from: string; to: string } {
  const days = spanDays(view, date);
  return { from: tunisMidnight(days[0] ?? date), to: tunisMidnight(addDays(days.at(-1) ?? date, 1)) };
}

/** The acting doctor's `_id`: the doctor themselves, or the doctor a secretary works for (requirements §3). */
export function actingDoctorId(
  user: { doctor: { _id: string } | null; loggedInSecretaryInfo: { doctor: string } | null } | null,
): string | null {
  return user?.doctor?._id ?? user?.loggedInSecretaryInfo?.doctor ?? null;
}

export type RdvAction = 'confirm' | 'done' | 'absent' | 'reschedule' | 'cancel';

/**
 * What the viewer may do with an rdv (spec/openapi.yaml status machine): the doctor and their
 * secretary confirm a pending rdv, mark a confirmed one done or absent once it has started, move a
 * pending or confirmed one and cancel it; an admin may only cancel. Final statuses allow nothing.
 */
export function rdvActions(
  rdv: Pick<Rdv, 'status' | 'date'>,
  role: 'doctor' | 'secretary' | 'admin',
  now: Date,
): RdvAction[] {
  if (rdv.status !== 'pending' && rdv.status !== 'confirmed') return [];
  if (role === 'admin') return ['cancel'];
  if (rdv.status === 'pending') return ['confirm', 'reschedule', 'cancel'];
  const started = new Date(rdv.date).getTime() <= now.getTime();
  return started ? ['done', 'absent', 'cancel'] : ['reschedule', 'cancel'];
}

// What the doctor's side reads when a change fails (requirements §8 'Failed to process appointment' else).
export const AGENDA_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_TRANSITION: 'DOCTOR_DASHBOARD.RDVS.ALREADY_CHANGED',
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
  SLOT_TAKEN: 'PATIENT.RDVS.SLOT_TAKEN',
};

export type StaffRole = 'doctor' | 'secretary' | 'admin';

/** The roles the doctor area serves (requirements §6); a patient who opens it gets `null`. */
export function staffRoleOf(role: string): StaffRole | null {
  return role === 'doctor' || role === 'secretary' || role === 'admin' ? role : null;
}
