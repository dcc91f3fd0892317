import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import { TUNIS_TIME_ZONE } from '../platform/zoned-time.js';
import { newId } from '../platform/db/ids.js';
import { toJson } from '../platform/db/json.js';
import type { Absence, Database, VisitType, WorkingHoursRow } from '../platform/db/schema.js';
import { storedNames } from '../platform/names.js';
import { refreshAvailability } from '../booking/availability-data.js';
import { DomainError } from '../platform/errors.js';
import { audit, changedFields } from '../platform/audit.js';

/** spec `WorkingHoursInput`: visit types and absences without `_id` are new. */
export type WorkingHoursInput = components['schemas']['WorkingHoursInput'];

export type WorkingHours = components['schemas']['WorkingHours'];

export function toWorkingHours(row: WorkingHoursRow): WorkingHours {
  return {
    _id: row.id,
    doctor: row.doctor_id,
    timezone: TUNIS_TIME_ZONE,
    slotMinutes: row.slot_minutes,
    schedule: row.schedule,
    // Visit types saved before docs/decisions/043 have no names.
    visitTypes: row.visit_types.map(({ names, remote, remoteSchedule, ...visitType }) => ({
      ...visitType,
      names: names ?? {},
      remote: remote === true,
      // docs/decisions/054: only a remote visit type has hours of its own.
      ...(remote === true && { remoteSchedule: remoteSchedule ?? [] }),
    })),
    absences: row.absences,
    updatedAt: row.updated_at.toISOString(),
  };
}

const minutesOf = (wallClock: string) => {
  const [hours, minutes] = wallClock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * The problems of a schedule (spec `WorkingHoursInput`: intervals must end after they start and must
 * not overlap within a day; absences must end after they start). Empty when it is valid.
 */
export function scheduleProblems(input: Pick<WorkingHoursInput, 'schedule' | 'absences'>): string[] {
  const problems: string[] = [];
  const byDay = new Map<number, { start: number; end: number; text: string }[]>();
  for (const { day, intervals } of input.schedule) {
    const list = byDay.get(day) ?? [];
    for (const { start, end } of intervals) {
      const span = { start: minutesOf(start), end: minutesOf(end), text: `${start}–${end}` };
      if (span.end <= span.start) problems.push(`Day ${day}: ${span.text} does not end after it starts.`);
      else list.push(span);
    }
    byDay.set(day, list);
  }
  for (const [day, spans] of byDay) {
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i++) {
      if (spans[i]!.start < spans[i - 1]!.end) {
        problems.push(`Day ${day}: ${spans[i - 1]!.text} overlaps ${spans[i]!.text}.`);
      }
    }
  }
  for (const absence of input.absences ?? []) {
    if (!(Date.parse(absence.end) > Date.parse(absence.start))) {
      problems.push(`Absence ${absence.start}–${absence.end} does not end after it starts.`);
    }
  }
  return problems;
}

/** 422 INVALID_SCHEDULE with the problems as details (spec `WorkingHoursInput`). */
export function assertValidSchedule(input: Pick<WorkingHoursInput, 'schedule' | 'absences'>): void {
  const problems = scheduleProblems(input);
  if (problems.length > 0) {
    throw new DomainError('INVALID_SCHEDULE', problems[0]!, 422, { problems });
  }
}

/**
 * Visit types sent again with their `_id` but without `remote` keep what is stored (spec
 * `WorkingHoursInput`): a remote one stays remote, with its hours unless new ones are sent. A client that
 * does not know teleconsultation (an older app, a script) would otherwise turn it back into a visit at
 * the practice (decision 054). `remote: false` sent on purpose still makes it one.
 */
export function withStoredRemote(
  visitTypes: WorkingHoursInput['visitTypes'],
  before: readonly VisitType[],
): WorkingHoursInput['visitTypes'] {
  return visitTypes?.map((visitType) => {
    if (visitType.remote !== undefined || visitType._id === undefined) return visitType;
    const stored = before.find((v) => v._id === visitType._id);
    if (stored?.remote !== true) return visitType;
    return {
      ...visitType,
      remote: true,
      remoteSchedule: visitType.remoteSchedule ?? stored.remoteSchedule ?? [],
    };
  });
}

/**
 * The columns of `input`. A visit type sent with its `_id` keeps its names in the languages it leaves
 * out (spec `WorkingHoursInput`): a client that does not know names erases none.
 */
function storedValues(input: WorkingHoursInput, before: readonly VisitType[] = []) {
  const visitTypes: VisitType[] = (input.visitTypes ?? []).map(
    ({ _id, names, remote, remoteSchedule, ...visitType }) => ({
      _id: _id ?? newId(),
      ...visitType,
      names: storedNames(names, before.find((v) => v._id === _id)?.names),
      ...(remote === true && { remote: true, remoteSchedule: remoteSchedule ?? [] }),
    }),
  );
  const absences: Absence[] = (input.absences ?? []).map((a) => ({
    _id: a._id ?? newId(),
    start: new Date(a.start).toISOString(),
    end: new Date(a.end).toISOString(),
    reason: a.reason ?? null,
  }));
  return {
    slot_minutes: input.slotMinutes,
    schedule: toJson(input.schedule),
    visit_types: toJson(visitTypes),
    absences: toJson(absences),
  };
}

export async function findWorkingHoursOfDoctor(db: Kysely<Database>, doctorId: string) {
  return db.selectFrom('working_hours').selectAll().where('doctor_id', '=', doctorId).executeTakeFirst();
}

export async function findWorkingHours(db: Kysely<Database>, id: string) {
  return db.selectFrom('working_hours').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A doctor has one record (UNIQUE doctor_id): a second gives 409 ALREADY_EXISTS (spec `createWorkingHours`).
 * An admin's creation (`adminUserId`) is audited as `workingHours.create` with the whole record after.
 */
export async function createWorkingHours(
  db: Kysely<Database>,
  input: WorkingHoursInput,
  now: Date,
  adminUserId?: string,
) {
  assertValidSchedule(input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('working_hours')
      .values({
        id: newId(now.getTime()),
        doctor_id: input.doctor,
        ...storedValues(input),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('doctor_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new DomainError('ALREADY_EXISTS', 'This doctor already has working hours; use PUT.', 409);
    await refreshAvailability(trx, [row.doctor_id], now);
    const created = toWorkingHours(row);
    if (adminUserId !== undefined) {
      await audit(
        trx,
        {
          actorUserId: adminUserId,
          action: 'workingHours.create',
          entity: 'workingHours',
          entityId: created._id,
          before: null,
          after: created,
        },
        now,
      );
    }
    return created;
  });
}

/** The fields a `PUT /workingHours/{id}` replaces, compared to audit an admin's change. */
const replacedFields = ({ slotMinutes, schedule, visitTypes, absences }: WorkingHours) => ({
  slotMinutes,
  schedule,
  visitTypes,
  absences,
});

/**
 * spec `updateWorkingHours`. An admin's change (`adminUserId`) is audited as `workingHours.update` with
 * the fields it changed (of `slotMinutes`, `schedule`, `visitTypes`, `absences`), before and after.
 */
export async function replaceWorkingHours(
  db: Kysely<Database>,
  id: string,
  input: WorkingHoursInput,
  now: Date,
  adminUserId?: string,
) {
  assertValidSchedule(input);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('working_hours')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const row = await trx
      .updateTable('working_hours')
      .set({ ...storedValues(input, before.visit_types), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshAvailability(trx, [row.doctor_id], now);
    const after = toWorkingHours(row);
    const changes = changedFields(replacedFields(toWorkingHours(before)), replacedFields(after));
    if (adminUserId !== undefined && changes !== null) {
      await audit(
        trx,
        {
          actorUserId: adminUserId,
          action: 'workingHours.update',
          entity: 'workingHours',
          entityId: id,
          ...changes,
        },
        now,
      );
    }
    return after;
  });
}
