import type { Kysely } from 'kysely';
import { newId } from '../../platform/db/ids.js';
import { toJson } from '../../platform/db/json.js';
import type { Database, VisitType } from '../../platform/db/schema.js';
import { type AgendaFixture, fixtureNow } from './agenda-fixture.js';

// docs/decisions/054-teleconsultation-rules.md: who may book a teleconsultation, and how.

/** Wednesday 4 March 2026, 13:00 and 13:30 in Tunis: inside the remote hours below, outside the practice's. */
export const wednesday1300 = '2026-03-04T12:00:00.000Z';
export const wednesday1330 = '2026-03-04T12:30:00.000Z';
export const consent = { consultation: true, dataProcessing: true };

/** A 30-minute teleconsultation at 50 TND, Monday–Friday 13:00–15:00, beside the fixture's "Bilan" at the practice. */
export async function offerTeleconsultation(db: Kysely<Database>, fixture: AgendaFixture): Promise<string> {
  const remoteId = newId();
  const visitTypes: VisitType[] = [
    { _id: fixture.bilanId, name: 'Bilan', durationMinutes: 60, price: 90_000 },
    {
      _id: remoteId,
      name: 'Téléconsultation',
      durationMinutes: 30,
      price: 50_000,
      remote: true,
      remoteSchedule: [1, 2, 3, 4, 5].map((day) => ({ day, intervals: [{ start: '13:00', end: '15:00' }] })),
    },
  ];
  await db
    .updateTable('working_hours')
    .set({ visit_types: toJson(visitTypes) })
    .where('doctor_id', '=', fixture.doctorId)
    .execute();
  return remoteId;
}

/** A past rdv of the patient with the fixture's doctor (Monday 23 February 2026, 09:00 in Tunis). */
export async function pastRdv(
  db: Kysely<Database>,
  fixture: AgendaFixture,
  facts: { status: 'done' | 'absent' | 'cancelled'; remote?: boolean; relativeId?: string },
): Promise<void> {
  const date = new Date('2026-02-23T08:00:00.000Z');
  await db
    .insertInto('rdvs')
    .values({
      id: newId(),
      doctor_id: fixture.doctorId,
      patient_id: fixture.patientId,
      date,
      end_date: new Date(date.getTime() + 30 * 60_000),
      status: facts.status,
      visit_type: null,
      service_id: null,
      price: 60_000,
      reason: null,
      cancel_reason: facts.status === 'cancelled' ? 'Empêchement' : null,
      cancelled_by: facts.status === 'cancelled' ? 'patient' : null,
      payment_hold_until: null,
      relative_id: facts.relativeId ?? null,
      remote: facts.remote === true,
      remote_consent:
        facts.remote === true
          ? toJson({ consultation: true, dataProcessing: true, at: fixtureNow, textVersion: 'old' })
          : null,
    })
    .execute();
}
