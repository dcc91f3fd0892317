import type { components } from '@tabib/sdk';
import { tunisDay, tunisMidnight } from '@tabib/ui';

import type { FieldError } from '../../../forms/validation';

type WorkingHours = components['schemas']['WorkingHours'];
export type WorkingHoursInput = components['schemas']['WorkingHoursInput'];

/*
 * The working-hours editor (docs/design.md "Booking": weekly intervals per weekday, slot length,
 * dated absences). Every value is kept as typed (strings), so nothing is lost when a save fails;
 * `hoursInputOf` turns a valid draft into the body of `POST /workingHours` or `PUT /workingHours/{id}`.
 */

export interface IntervalDraft {
  /** `HH:MM`, Africa/Tunis wall clock (spec/openapi.yaml WallClock). */
  start: string;
  end: string;
}

export interface VisitTypeDraft {
  _id?: string;
  name: string;
  /** Its name for readers in English and in Arabic, '' for none (decision 043). */
  nameEn: string;
  nameAr: string;
  durationMinutes: string;
  /** TND as typed, e.g. `45` or `45,500`. */
  price: string;
  /** A teleconsultation (decision 054), offered in `remoteDays` instead of the week's hours. */
  remote: boolean;
  /** Index = weekday, as `HoursDraft.days`. */
  remoteDays: IntervalDraft[][];
}

export interface AbsenceDraft {
  _id?: string;
  /** First and last day off, `YYYY-MM-DD` in Africa/Tunis (both included). */
  from: string;
  to: string;
  reason: string;
}

export interface HoursDraft {
  slotMinutes: string;
  /** Index = weekday, 0 = Sunday … 6 = Saturday (spec/openapi.yaml WorkingDay). */
  days: IntervalDraft[][];
  visitTypes: VisitTypeDraft[];
  absences: AbsenceDraft[];
}

// spec/openapi.yaml WorkingHours / WorkingDay / VisitType limits.
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
export const INTERVALS_PER_DAY_MAX = 6;
export const VISIT_MINUTES_MIN = 5;
export const VISIT_MINUTES_MAX = 480;
export const VISIT_NAME_MAX_LENGTH = 80;
export const DEFAULT_SLOT_MINUTES = 30;
const MILLIMES_PER_DINAR = 1000;
const WALL_CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const emptyWeek = (): IntervalDraft[][] => Array.from({ length: 7 }, () => []);

/** The days of a schedule (spec/openapi.yaml WorkingDay[]) by weekday index. */
function weekOf(
  schedule: readonly { day: number; intervals: readonly IntervalDraft[] }[],
): IntervalDraft[][] {
  const days = emptyWeek();
  for (const day of schedule) days[day.day] = day.intervals.map(({ start, end }) => ({ start, end }));
  return days;
}

/** A week's intervals as the schedule the API takes: days without intervals left out, intervals sorted. */
function scheduleOf(days: readonly IntervalDraft[][]) {
  return days
    .map((intervals, day) => ({
      day,
      intervals: [...intervals]
        .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
        .map(({ start, end }) => ({ start, end })),
    }))
    .filter((day) => day.intervals.length > 0);
}

export function emptyHoursDraft(): HoursDraft {
  return {
    slotMinutes: String(DEFAULT_SLOT_MINUTES),
    days: Array.from({ length: 7 }, () => []),
    visitTypes: [],
    absences: [],
  };
}

/** `2026-12-24` + 1 → `2026-12-25` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** TND as a person types it (`45`, `45,5`, `45.500`) → millimes; `null` when it is not an amount. */
export function millimesOf(tnd: string): number | null {
  const normalised = tnd.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * MILLIMES_PER_DINAR);
}

/** Millimes → the TND text an input shows (`45500` → `45.5`). */
export function tndOf(millimes: number): string {
  return String(millimes / MILLIMES_PER_DINAR);
}

export function hoursDraftOf(hours: WorkingHours | null): HoursDraft {
  if (!hours) return emptyHoursDraft();
  return {
    slotMinutes: String(hours.slotMinutes),
    days: weekOf(hours.schedule),
    visitTypes: hours.visitTypes.map((type) => ({
      _id: type._id,
      name: type.name,
      nameEn: type.names.en ?? '',
      nameAr: type.names.ar ?? '',
      durationMinutes: String(type.durationMinutes),
      price: tndOf(type.price),
      remote: type.remote === true,
      remoteDays: weekOf(type.remoteSchedule ?? []),
    })),
    absences: hours.absences.map((absence) => ({
      _id: absence._id,
      from: tunisDay(absence.start),
      // An absence ends at the midnight after its last day.
      to: tunisDay(Date.parse(absence.end) - 1),
      reason: absence.reason ?? '',
    })),
  };
}

/** Errors of one weekday's intervals, by interval index (spec/openapi.yaml: start < end, no overlap). */
export function dayIntervalErrors(intervals: readonly IntervalDraft[]): Record<number, FieldError> {
  const errors: Record<number, FieldError> = {};
  intervals.forEach((interval, index) => {
    if (!WALL_CLOCK.test(interval.start) || !WALL_CLOCK.test(interval.end)) {
      errors[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_TIME' };
    } else if (minutesOf(interval.start) >= minutesOf(interval.end)) {
      errors[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_ORDER' };
    }
  });
  const wellFormed = intervals.map((_, index) => errors[index] === undefined);
  intervals.forEach((interval, index) => {
    if (!wellFormed[index]) return;
    const overlaps = intervals.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        wellFormed[otherIndex] &&
        minutesOf(interval.start) < minutesOf(other.end) &&
        minutesOf(other.start) < minutesOf(interval.end),
    );
    if (overlaps) errors[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_OVERLAP' };
  });
  return errors;
}

export interface HoursErrors {
  slotMinutes?: FieldError;
  /** By weekday, then by interval index. */
  days: Record<number, Record<number, FieldError>>;
  visitTypes: Record<number, FieldError>;
  absences: Record<number, FieldError>;
}

function wholeNumberIn(value: string, min: number, max: number): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
}

export function validateHoursDraft(draft: HoursDraft): HoursErrors {
  const errors: HoursErrors = { days: {}, visitTypes: {}, absences: {} };
  if (!wholeNumberIn(draft.slotMinutes, SLOT_MINUTES_MIN, SLOT_MINUTES_MAX)) {
    errors.slotMinutes = {
      id: 'DOCTOR_SETTINGS.HOURS.ERROR_SLOT',
      values: { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX },
    };
  }
  draft.days.forEach((intervals, day) => {
    const dayErrors = dayIntervalErrors(intervals);
    if (Object.keys(dayErrors).length > 0) errors.days[day] = dayErrors;
  });
  draft.visitTypes.forEach((type, index) => {
    if (type.name.trim() === '') errors.visitTypes[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_VISIT_NAME' };
    else if (!wholeNumberIn(type.durationMinutes, VISIT_MINUTES_MIN, VISIT_MINUTES_MAX)) {
      errors.visitTypes[index] = {
        id: 'DOCTOR_SETTINGS.HOURS.ERROR_VISIT_DURATION',
        values: { min: VISIT_MINUTES_MIN, max: VISIT_MINUTES_MAX },
      };
    } else if (millimesOf(type.price) === null) {
      errors.visitTypes[index] = { id: 'DOCTOR_SETTINGS.ERROR_PRICE' };
    } else if (type.remote && type.remoteDays.every((day) => day.length === 0)) {
      errors.visitTypes[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_REMOTE_HOURS' };
    } else if (type.remote && type.remoteDays.some((day) => Object.keys(dayIntervalErrors(day)).length > 0)) {
      errors.visitTypes[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_REMOTE_TIMES' };
    }
  });
  draft.absences.forEach((absence, index) => {
    if (!ISO_DAY.test(absence.from) || !ISO_DAY.test(absence.to)) {
      errors.absences[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_ABSENCE_DATES' };
    } else if (absence.to < absence.from) {
      errors.absences[index] = { id: 'DOCTOR_SETTINGS.HOURS.ERROR_ABSENCE_ORDER' };
    }
  });
  return errors;
}

export function hoursErrorCount(errors: HoursErrors): number {
  return (
    (errors.slotMinutes ? 1 : 0) +
    Object.values(errors.days).reduce((sum, day) => sum + Object.keys(day).length, 0) +
    Object.keys(errors.visitTypes).length +
    Object.keys(errors.absences).length
  );
}

/** The request body of a valid draft: days without intervals are left out, intervals sorted. */
export function hoursInputOf(draft: HoursDraft, doctor: string): WorkingHoursInput {
  return {
    doctor,
    slotMinutes: Number(draft.slotMinutes),
    schedule: scheduleOf(draft.days),
    visitTypes: draft.visitTypes.map((type) => ({
      ...(type._id ? { _id: type._id } : {}),
      name: type.name.trim(),
      // No French field: a French name set elsewhere is kept (the server keeps languages left out).
      names: { en: type.nameEn.trim() || null, ar: type.nameAr.trim() || null },
      durationMinutes: Number(type.durationMinutes),
      price: millimesOf(type.price) ?? 0,
      // Sent either way: the server keeps a stored remote visit type remote when `remote` is left out.
      ...(type.remote ? { remote: true, remoteSchedule: scheduleOf(type.remoteDays) } : { remote: false }),
    })),
    absences: draft.absences.map((absence) => ({
      ...(absence._id ? { _id: absence._id } : {}),
      start: tunisMidnight(absence.from),
      end: tunisMidnight(addDays(absence.to, 1)),
      reason: absence.reason.trim() === '' ? null : absence.reason.trim(),
    })),
  };
}
