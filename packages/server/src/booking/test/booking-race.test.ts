import { beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture, wednesday0900 } from './agenda-fixture.js';

const ATTEMPTS = 100;
const HOUR_MS = 3_600_000;

function tally(statuses: { status: number; code?: string }[]) {
  const counts: Record<string, number> = {};
  for (const { status, code } of statuses) {
    const key = code === undefined ? String(status) : `${status} ${code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** 100 distinct free slots: weekdays from Monday 9 March 2026, 08:00–12:00 Tunis every 30 minutes. */
function distinctSlots(count: number): Date[] {
  const slots: Date[] = [];
  for (let day = 0; slots.length < count; day += 1) {
    const midnightTunis = Date.parse('2026-03-08T23:00:00Z') + day * 24 * HOUR_MS;
    const weekday = new Date(midnightTunis + HOUR_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 0; i < 8 && slots.length < count; i += 1) {
      slots.push(new Date(midnightTunis + 8 * HOUR_MS + i * 30 * 60_000));
    }
  }
  return slots;
}

describe.each(backends)('%s: concurrent bookings of one slot (docs/decisions/008)', (backend) => {
  // One account makes every attempt: its booking rate limit (10 per 10 minutes) is raised tenfold here,
  // and tested in fair-booking.test.ts.
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { RATE_LIMIT_FACTOR: '10' },
  });
  let fixture: AgendaFixture;
  // Each race on a doctor and a patient of its own, so neither test depends on the other or its order.
  beforeEach(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  // One account: the attempts that lose are told the slot is already theirs (docs/decisions/051).
  it(`${ATTEMPTS} concurrent POST /rdvs of one slot: exactly one 201, the rest 409 SLOT_HELD_BY_YOU`, async () => {
    const patient = await server().as(fixture.patientEmail);
    const attempts = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const { response, error } = await patient.api.POST('/rdvs', {
          body: { doctor: fixture.doctorId, date: wednesday0900 },
        });
        return { status: response.status, ...(error !== undefined && { code: error.code }) };
      }),
    );
    expect(tally(attempts)).toEqual({ '201': 1, [`409 SLOT_HELD_BY_YOU`]: ATTEMPTS - 1 });
    const active = await server()
      .database.db.selectFrom('rdvs')
      .select('id')
      .where('doctor_id', '=', fixture.doctorId)
      .where('date', '=', new Date(wednesday0900))
      .execute();
    expect(active).toHaveLength(1);
  });

  it(`${ATTEMPTS} concurrent PUT /rdvs/{id} onto one slot: exactly one 200, the rest 409 SLOT_TAKEN`, async () => {
    const { db } = server().database;
    const target = '2026-03-04T09:00:00.000Z'; // Wednesday 10:00 in Tunis
    const ids = distinctSlots(ATTEMPTS).map((date) => ({ id: newId(), date }));
    await db
      .insertInto('rdvs')
      .values(
        ids.map(({ id, date }) => ({
          id,
          doctor_id: fixture.doctorId,
          patient_id: fixture.patientId,
          date,
          end_date: new Date(date.getTime() + 30 * 60_000),
          status: 'pending' as const,
          price: 60_000,
        })),
      )
      .execute();
    const doctor = await server().as(fixture.doctorEmail);
    const attempts = await Promise.all(
      ids.map(async ({ id }) => {
        const { response, error } = await doctor.api.PUT('/rdvs/{id}', {
          params: { path: { id } },
          body: { date: target },
        });
        return { status: response.status, ...(error !== undefined && { code: error.code }) };
      }),
    );
    expect(tally(attempts)).toEqual({ '200': 1, [`409 SLOT_TAKEN`]: ATTEMPTS - 1 });
    const atTarget = await db
      .selectFrom('rdvs')
      .select('id')
      .where('doctor_id', '=', fixture.doctorId)
      .where('date', '=', new Date(target))
      .execute();
    expect(atTarget).toHaveLength(1);
  });
});
