import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from './agenda-fixture.js';

const MINUTE_MS = 60_000;
/** The seeded demo patient: a third patient besides the fixture's two. */
const demoPatientEmail = 'patient@tabib.test';

/** Wednesday 4 March 2026 (the fixture's Monday + 2 days) at `hh:mm` in Tunis (UTC+1). */
const wednesdayAt = (clock: string) => new Date(`2026-03-04T${clock}:00+01:00`);
const thursdayAt = (clock: string) => new Date(`2026-03-05T${clock}:00+01:00`);

describe.each(backends)('%s: waiting lists (docs/decisions/029-waitlist.md)', (backend) => {
  // The demo patient books and cancels many times here: its booking rate limit (10 per 10 minutes,
  // fair-booking.test.ts) is raised tenfold.
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { RATE_LIMIT_FACTOR: '10' },
  });
  let fixture: AgendaFixture;
  let patient: TestClient;
  let otherPatient: TestClient;
  let demoPatient: TestClient;
  let doctor: TestClient;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  // Each test starts from the fixture doctor's empty agenda and queue, with fresh clients.
  beforeEach(async () => {
    server().clock.set(fixtureNow);
    const { db } = server().database;
    await db.deleteFrom('waitlist_entries').execute();
    await db.deleteFrom('waitlist_settings').execute();
    await db
      .deleteFrom('payments')
      .where('rdv_id', 'in', db.selectFrom('rdvs').select('id').where('doctor_id', '=', fixture.doctorId))
      .execute();
    await db.deleteFrom('rdvs').where('doctor_id', '=', fixture.doctorId).execute();
    [patient, otherPatient, demoPatient, doctor] = await Promise.all([
      server().as(fixture.patientEmail),
      server().as(fixture.otherPatientEmail),
      server().as(demoPatientEmail),
      server().as(fixture.doctorEmail),
    ]);
  });

  const join = (client: TestClient, weekdays = [3], from = '08:00', to = '12:00') =>
    client.api.POST('/waitlist', { body: { doctor: fixture.doctorId, weekdays, from, to } });

  async function bookAndCancel(client: TestClient, date: Date): Promise<string> {
    const booked = await client.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: date.toISOString() },
    });
    expect(booked.response.status).toBe(201);
    const id = booked.data!._id;
    const cancelled = await client.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id } },
      body: { reason: 'Empêchement' },
    });
    expect(cancelled.response.status).toBe(200);
    return id;
  }

  const offersOf = async (client: TestClient) => (await client.api.GET('/waitlist/offers')).data!.results;

  it('a cancelled slot that fits is offered to the waiting patient for 30 minutes, by e-mail too', async () => {
    const joined = await join(patient);
    expect(joined.response.status).toBe(201);
    expect(joined.data).toMatchObject({ weekdays: [3], from: '08:00', to: '12:00', status: 'waiting' });

    const slot = wednesdayAt('09:00');
    const freedRdv = await bookAndCancel(demoPatient, slot);

    const offers = await offersOf(patient);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      slotStart: slot.toISOString(),
      expiresAt: new Date(Date.parse(fixtureNow) + 30 * MINUTE_MS).toISOString(),
      status: 'open',
    });
    expect(await offersOf(demoPatient)).toEqual([]);

    const mail = await server()
      .database.db.selectFrom('notifications')
      .select(['recipient_email', 'payload'])
      .where('kind', '=', 'waitlist_offer')
      .where('rdv_id', '=', freedRdv)
      .execute();
    expect(mail.map((row) => row.recipient_email)).toEqual([fixture.patientEmail]);

    const accepted = await patient.api.POST('/waitlist/offers/{id}/accept', {
      params: { path: { id: offers[0]!._id } },
    });
    expect(accepted.response.status).toBe(201);
    expect(accepted.data).toMatchObject({ date: slot.toISOString(), status: 'pending' });
    expect(accepted.data!.patient._id).toBe(fixture.patientId);
    // Served: the entry leaves the queue.
    expect((await patient.api.GET('/waitlist')).data!.results).toEqual([]);
  });

  it('offers nothing for a slot outside the days or hours asked, or while the list is switched off', async () => {
    await join(patient, [3], '10:00', '12:00');
    await bookAndCancel(demoPatient, wednesdayAt('09:00'));
    await bookAndCancel(demoPatient, thursdayAt('10:30'));
    expect(await offersOf(patient)).toEqual([]);

    expect((await doctor.api.PUT('/waitlist/settings', { body: { enabled: false } })).data).toEqual({
      enabled: false,
    });
    await bookAndCancel(demoPatient, wednesdayAt('10:30'));
    expect(await offersOf(patient)).toEqual([]);
    const closed = await join(otherPatient);
    expect([closed.response.status, closed.error?.code]).toEqual([422, 'WAITLIST_CLOSED']);
  });

  it('offers the old slot of a moved rdv, and a slot released at the end of its payment hold', async () => {
    await join(patient, [3], '08:00', '12:00');
    const moved = await demoPatient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesdayAt('08:30').toISOString() },
    });
    await demoPatient.api.PUT('/rdvs/{id}', {
      params: { path: { id: moved.data!._id } },
      body: { date: thursdayAt('08:30').toISOString() },
    });
    expect((await offersOf(patient)).map((offer) => offer.slotStart)).toEqual([
      wednesdayAt('08:30').toISOString(),
    ]);

    await join(otherPatient, [3], '08:00', '12:00');
    const held = await demoPatient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesdayAt('11:00').toISOString(), paymentMode: 'online' },
    });
    expect(held.response.status).toBe(201);
    server().clock.advance(16 * MINUTE_MS);
    expect(await server().app.sweepPaymentHolds()).toBe(1);
    // Access tokens last 15 minutes: sign in again at the new time.
    otherPatient = await server().as(fixture.otherPatientEmail);
    expect((await offersOf(otherPatient)).map((offer) => offer.slotStart)).toEqual([
      wednesdayAt('11:00').toISOString(),
    ]);
  });

  it('a freed slot offered to several patients at once is booked exactly once', async () => {
    for (const [round, clock] of ['08:00', '09:30', '10:00', '11:30'].entries()) {
      await server().database.db.deleteFrom('waitlist_entries').execute();
      await join(patient);
      await join(otherPatient);
      const slot = wednesdayAt(clock);
      await bookAndCancel(demoPatient, slot);
      const [mine, theirs] = await Promise.all([offersOf(patient), offersOf(otherPatient)]);
      expect([mine.length, theirs.length]).toEqual([1, 1]);

      const attempts = await Promise.all([
        patient.api.POST('/waitlist/offers/{id}/accept', { params: { path: { id: mine[0]!._id } } }),
        otherPatient.api.POST('/waitlist/offers/{id}/accept', { params: { path: { id: theirs[0]!._id } } }),
        // Anyone else may book the freed slot too: it is free.
        demoPatient.api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: slot.toISOString() } }),
      ]);
      const statuses = attempts.map((attempt) => attempt.response.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, 409, 409]);
      for (const attempt of attempts.filter((a) => a.response.status === 409)) {
        expect(attempt.error?.code).toBe('SLOT_TAKEN');
      }
      const active = await server()
        .database.db.selectFrom('rdvs')
        .select('id')
        .where('doctor_id', '=', fixture.doctorId)
        .where('date', '=', slot)
        .where('status', 'in', ['pending', 'confirmed'])
        .execute();
      expect(active).toHaveLength(1);
      // No offer of that slot stays open.
      expect([...(await offersOf(patient)), ...(await offersOf(otherPatient))]).toEqual([]);
    }
  });

  it('refuses an expired offer (409 OFFER_CLOSED) and a window that ends before it starts (400)', async () => {
    await join(patient);
    await bookAndCancel(demoPatient, wednesdayAt('08:00'));
    const [offer] = await offersOf(patient);
    server().clock.advance(31 * MINUTE_MS);
    // Access tokens last 15 minutes: sign in again at the new time.
    patient = await server().as(fixture.patientEmail);
    otherPatient = await server().as(fixture.otherPatientEmail);
    expect(await offersOf(patient)).toEqual([]);
    const late = await patient.api.POST('/waitlist/offers/{id}/accept', {
      params: { path: { id: offer!._id } },
    });
    expect([late.response.status, late.error?.code]).toEqual([409, 'OFFER_CLOSED']);

    const backwards = await join(otherPatient, [1], '12:00', '08:00');
    expect([backwards.response.status, backwards.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it("shows the doctor's queue oldest first, and lets the practice take a patient off", async () => {
    await join(otherPatient, [1, 3], '08:00', '10:00');
    server().clock.advance(MINUTE_MS);
    await join(patient, [5], '09:00', '11:00');
    const queue = (await doctor.api.GET('/waitlist')).data!.results;
    expect(queue.map((entry) => [entry.patient._id, entry.weekdays, entry.from, entry.to])).toEqual([
      [fixture.otherPatientId, [1, 3], '08:00', '10:00'],
      [fixture.patientId, [5], '09:00', '11:00'],
    ]);
    const left = await doctor.api.DELETE('/waitlist/{id}', { params: { path: { id: queue[0]!._id } } });
    expect(left.data!.status).toBe('left');
    expect((await doctor.api.GET('/waitlist')).data!.results).toHaveLength(1);
  });
});
