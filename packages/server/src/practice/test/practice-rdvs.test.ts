import { beforeEach, describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import {
  type AgendaFixture,
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from '../../booking/test/agenda-fixture.js';

/** Thursday 5 March 2026 in Tunis (UTC+1): 09:00, 10:00, and 13:00 (after the 08:00–12:00 hours). */
const thursday0900 = '2026-03-05T08:00:00.000Z';
const thursday1000 = '2026-03-05T09:00:00.000Z';
const thursday1300 = '2026-03-05T12:00:00.000Z';
/** Friday 6 March 2026, 09:00 in Tunis: the slot of the race. */
const friday0900 = '2026-03-06T08:00:00.000Z';
const CONCURRENT = 20;

const walkIn = { firstName: 'Hela', lastName: 'Mansour', phone: '20 123 456' };

/** spec `POST /practice/rdvs` and `GET /practice/patients` (docs/decisions/040). */
describe.each(backends)('%s: rdvs the practice makes', (backend) => {
  const server = useApiServer(backend, { state: 'migrated', now: fixtureNow });
  // Each test has a practice of its own: its doctor's agenda and patients are what the test put there.
  let fixture: AgendaFixture;
  beforeEach(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  const notificationsOf = (rdvId: string) =>
    server()
      .database.db.selectFrom('notifications')
      .select(['kind', 'channel', 'recipient_email'])
      .where('rdv_id', '=', rdvId)
      .orderBy('kind')
      .orderBy('channel')
      .execute();

  it('a secretary books a walk-in by name and phone: confirmed, paid at the practice, on the agenda with the phone, nothing sent', async () => {
    const secretary = await server().as(fixture.secretaryEmail);
    const { data, response } = await secretary.api.POST('/practice/rdvs', {
      body: { date: wednesday0900, patient: walkIn, reason: 'Appel du matin' },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      date: wednesday0900,
      endDate: wednesday0930,
      status: 'confirmed',
      paymentMode: 'onsite',
      paymentStatus: 'unpaid',
      visitType: 'Consultation',
      reason: 'Appel du matin',
      doctor: { _id: fixture.doctorId },
      patient: { name: 'Hela Mansour', phone: '+21620123456', sexe: null },
    });
    expect(data?.patient).not.toHaveProperty('email');
    expect(await notificationsOf(data!._id)).toEqual([]);

    const doctor = await server().as(fixture.doctorEmail);
    const agenda = await doctor.api.GET('/rdvs', {
      params: { query: { query: JSON.stringify({ doctor: fixture.doctorId }) } },
    });
    expect(agenda.data?.results.map((rdv) => [rdv.date, rdv.patient.name, rdv.patient.phone])).toEqual([
      [wednesday0900, 'Hela Mansour', '+21620123456'],
    ]);
    const confirmed = await doctor.api.GET('/rdvs/count', {
      params: { query: { query: JSON.stringify({ doctor: fixture.doctorId, status: 'confirmed' }) } },
    });
    expect(confirmed.data).toMatchObject({ count: 1 });
  });

  it("finds the practice's patients by exact phone or e-mail, and nobody else", async () => {
    const secretary = await server().as(fixture.secretaryEmail);
    const walkInBooked = await secretary.api.POST('/practice/rdvs', {
      body: { date: wednesday0900, patient: walkIn },
    });
    expect(walkInBooked.response.status).toBe(201);
    const byPhone = await secretary.api.GET('/practice/patients', {
      params: { query: { phone: '+216 20.123.456' } },
    });
    expect(byPhone.data?.results).toEqual([
      { _id: expect.any(String), name: 'Hela Mansour', sexe: null, phone: '+21620123456' },
    ]);
    // The fixture's patient has an account but no rdv with this doctor yet: unknown to the practice.
    const stranger = await secretary.api.GET('/practice/patients', {
      params: { query: { email: fixture.patientEmail.toUpperCase() } },
    });
    expect(stranger.data?.results).toEqual([]);

    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: thursday0900 },
    });
    expect(booked.response.status).toBe(201);
    const known = await secretary.api.GET('/practice/patients', {
      params: { query: { email: fixture.patientEmail.toUpperCase() } },
    });
    expect(known.data?.results).toEqual([
      expect.objectContaining({ _id: fixture.patientId, email: fixture.patientEmail }),
    ]);

    const neither = await secretary.api.GET('/practice/patients', { params: { query: {} } });
    expect(neither.response.status).toBe(400);
    expect(neither.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Give a phone or an e-mail.' });
    const otherDoctor = await server().as(fixture.otherDoctorEmail);
    const elsewhere = await otherDoctor.api.GET('/practice/patients', {
      params: { query: { phone: '20 123 456' } },
    });
    expect(elsewhere.data?.results).toEqual([]);
  });

  it('books one of its patients by _id, who is told by e-mail; a patient it does not know is 404', async () => {
    // The patient becomes one of the practice's by booking with it.
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: thursday0900 },
    });
    expect(booked.response.status).toBe(201);
    const doctor = await server().as(fixture.doctorEmail);
    const { data, response } = await doctor.api.POST('/practice/rdvs', {
      body: { date: thursday1000, visitType: fixture.bilanId, patient: { _id: fixture.patientId } },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      status: 'confirmed',
      visitType: 'Bilan',
      price: 90_000,
      endDate: '2026-03-05T10:00:00.000Z',
      patient: { _id: fixture.patientId, email: fixture.patientEmail },
    });
    expect(await notificationsOf(data!._id)).toEqual([
      { kind: 'confirmation', channel: 'email', recipient_email: fixture.patientEmail },
      { kind: 'reminder', channel: 'email', recipient_email: fixture.patientEmail },
    ]);

    const unknown = await doctor.api.POST('/practice/rdvs', {
      body: { date: wednesday0930, patient: { _id: fixture.otherPatientId } },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'NOT_FOUND', message: 'Patient not found.' });
  });

  it('keeps the booking rules: 409 SLOT_TAKEN on a taken slot, 422 SLOT_UNAVAILABLE out of hours, 400 on a bad phone', async () => {
    const secretary = await server().as(fixture.secretaryEmail);
    const first = await secretary.api.POST('/practice/rdvs', {
      body: { date: wednesday0900, patient: walkIn },
    });
    expect(first.response.status).toBe(201);
    const helas = () =>
      server().database.db.selectFrom('users').select('id').where('phone', '=', '+21620123456').execute();
    const helasBefore = (await helas()).length;
    const taken = await secretary.api.POST('/practice/rdvs', {
      body: { date: wednesday0900, patient: walkIn },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'SLOT_TAKEN' });
    const late = await secretary.api.POST('/practice/rdvs', {
      body: { date: thursday1300, patient: walkIn },
    });
    expect(late.response.status).toBe(422);
    expect(late.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', details: { reason: 'SLOT_OUT_OF_HOURS' } });
    const badPhone = await secretary.api.POST('/practice/rdvs', {
      body: { date: wednesday0930, patient: { ...walkIn, phone: '12 345 678' } },
    });
    expect(badPhone.response.status).toBe(400);
    expect(badPhone.error?.message).toContain('body/patient/phone');
    // A refused booking leaves no walk-in behind.
    expect(await helas()).toHaveLength(helasBefore);
  });

  it("is the practice's only: a patient gets 403, another doctor's secretary naming this doctor 403", async () => {
    const patient = await server().as(fixture.patientEmail);
    const asPatient = await patient.api.POST('/practice/rdvs', {
      body: { date: wednesday0930, patient: walkIn },
    });
    expect(asPatient.response.status).toBe(403);
    const otherDoctor = await server().as(fixture.otherDoctorEmail);
    const foreign = await otherDoctor.api.POST('/practice/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0930, patient: walkIn },
    });
    expect(foreign.response.status).toBe(403);
  });

  it(`${CONCURRENT} concurrent practice bookings of one slot: exactly one 201, the rest 409 SLOT_TAKEN`, async () => {
    const secretary = await server().as(fixture.secretaryEmail);
    const attempts = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, index) => {
        const { response, error } = await secretary.api.POST('/practice/rdvs', {
          body: {
            date: friday0900,
            patient: { ...walkIn, phone: `50 000 0${String(index).padStart(2, '0')}` },
          },
        });
        return `${response.status}${error === undefined ? '' : ` ${error.code}`}`;
      }),
    );
    expect(attempts.filter((status) => status === '201')).toHaveLength(1);
    expect(attempts.filter((status) => status === '409 SLOT_TAKEN')).toHaveLength(CONCURRENT - 1);
    const { db } = server().database;
    const onTheSlot = await db
      .selectFrom('rdvs')
      .select('patient_id')
      .where('doctor_id', '=', fixture.doctorId)
      .where('date', '=', new Date(friday0900))
      .execute();
    expect(onTheSlot).toHaveLength(1);
    // The losers' walk-in records were rolled back with their bookings.
    const recorded = await db.selectFrom('users').select('id').where('phone', 'like', '+2165000%').execute();
    expect(recorded.map((user) => user.id)).toEqual([onTheSlot[0]!.patient_id]);
  });
});
