import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureNow, insertAgendaFixture } from './agenda-fixture.js';

// docs/decisions/034: one account cannot book out an agenda.

/** Wednesday 4 March 2026 and the days after, 08:00–12:00 in Tunis (UTC+1) every 30 minutes: free slots of the fixture. */
function freeSlots(count: number): string[] {
  const slots: string[] = [];
  for (let day = 0; slots.length < count; day += 1) {
    const midnightTunis = Date.parse('2026-03-03T23:00:00Z') + day * 86_400_000;
    const weekday = new Date(midnightTunis + 3_600_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 0; i < 8 && slots.length < count; i += 1) {
      slots.push(new Date(midnightTunis + 8 * 3_600_000 + i * 30 * 60_000).toISOString());
    }
  }
  return slots;
}

function tally(results: { status: number; code?: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of results) {
    const key = code === undefined ? String(status) : `${status} ${code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(backends)('%s: fair booking', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { BOOKING_MAX_UPCOMING: '4', RATE_LIMIT_FACTOR: '1000' },
  });

  it("caps one patient's upcoming rdvs with a doctor (3 by default, the doctor's own setting after), and over all doctors", async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    // The fixture's doctors allow more (for other tests): back to the column's default, the migration's 3.
    await db
      .updateTable('doctors')
      .set({ max_upcoming_rdvs_per_patient: sql<number>`DEFAULT` })
      .where('id', 'in', [fixture.doctorId, fixture.otherDoctorId])
      .execute();
    const patient = await server().as(fixture.patientEmail);
    const [a, b, c, d, e, f, g] = freeSlots(7);
    const book = async (doctor: string, date: string) => {
      const { response, error } = await patient.api.POST('/rdvs', { body: { doctor, date } });
      return { status: response.status, code: error?.code, details: error?.details };
    };

    for (const date of [a!, b!, c!]) expect((await book(fixture.doctorId, date)).status).toBe(201);
    expect(await book(fixture.doctorId, d!)).toEqual({
      status: 409,
      code: 'BOOKING_LIMIT_DOCTOR',
      details: { limit: 3 },
    });

    // A cancelled rdv no longer counts.
    const { data: mine } = await patient.api.GET('/rdvs', {});
    const first = mine!.results.find((rdv) => rdv.date === a)!;
    const cancelled = await patient.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: first._id } },
      body: { reason: 'Empêchement' },
    });
    expect(cancelled.response.status).toBe(200);
    expect((await book(fixture.doctorId, d!)).status).toBe(201);

    // The doctor allows one more per patient.
    const doctor = await server().as(fixture.doctorEmail);
    const raised = await doctor.api.PUT('/users/updateDoctor', {
      params: { query: { id: fixture.doctorId } },
      body: { maxUpcomingRdvsPerPatient: 4 },
    });
    expect(raised.data?.maxUpcomingRdvsPerPatient).toBe(4);
    expect((await book(fixture.doctorId, e!)).status).toBe(201);
    expect((await book(fixture.doctorId, f!)).code).toBe('BOOKING_LIMIT_DOCTOR');
    // 4 upcoming rdvs: the server's BOOKING_MAX_UPCOMING of this test, over all doctors.
    expect(await book(fixture.otherDoctorId, g!)).toEqual({
      status: 409,
      code: 'BOOKING_LIMIT_TOTAL',
      details: { limit: 4 },
    });
  });

  it('counts concurrent bookings of one patient against each other: 20 at once, exactly 3 booked', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    await server()
      .database.db.updateTable('doctors')
      .set({ max_upcoming_rdvs_per_patient: 3 })
      .where('id', '=', fixture.doctorId)
      .execute();
    const patient = await server().as(fixture.patientEmail);
    const attempts = await Promise.all(
      freeSlots(20).map(async (date) => {
        const { response, error } = await patient.api.POST('/rdvs', {
          body: { doctor: fixture.doctorId, date },
        });
        return { status: response.status, ...(error !== undefined && { code: error.code }) };
      }),
    );
    expect(tally(attempts)).toEqual({ '201': 3, '409 BOOKING_LIMIT_DOCTOR': 17 });
    const active = await server()
      .database.db.selectFrom('rdvs')
      .select('id')
      .where('patient_id', '=', fixture.patientId)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(active).toHaveLength(3);
  });
});

describe.each(backends)('%s: the booking rate limit', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow, env: { RATE_LIMIT_FACTOR: '1' } });

  it('allows 10 booking attempts per account in 10 minutes, then 429 RATE_LIMITED; another account is not affected', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const other = await server().as(fixture.otherPatientEmail);
    // Past slots: refused (422) without booking anything, yet counted.
    const attempt = async (client: typeof patient) => {
      const { response, error } = await client.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: '2026-03-02T06:30:00.000Z' },
      });
      return { status: response.status, ...(error !== undefined && { code: error.code }) };
    };
    const first = [];
    for (let i = 0; i < 12; i += 1) first.push(await attempt(patient));
    expect(tally(first)).toEqual({ '422 SLOT_UNAVAILABLE': 10, '429 RATE_LIMITED': 2 });
    expect(await attempt(other)).toEqual({ status: 422, code: 'SLOT_UNAVAILABLE' });
  });
});
