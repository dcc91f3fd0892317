import { beforeEach, describe, expect, it } from 'vitest';
import { bookRdv } from '../booking.js';
import { actorOf, changeRdvStatus, rescheduleRdv } from '../rdv-changes.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';
import {
  type AgendaFixture,
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from './agenda-fixture.js';

const now = new Date(fixtureNow);

describe.each(backends)('%s: bookRdv, rescheduleRdv, changeRdvStatus', (backend) => {
  const database = useTestDatabase(backend, 'seeded');
  // Each test books with doctors and patients of its own, and books first what it needs taken.
  let fixture: AgendaFixture;
  beforeEach(async () => {
    fixture = await insertAgendaFixture(database().db);
  });
  const book = (date: string, extra: Partial<Parameters<typeof bookRdv>[1]> = {}) =>
    bookRdv(
      database().db,
      { patientId: fixture.patientId, doctorId: fixture.doctorId, date: new Date(date), ...extra },
      now,
    );

  it('books a pending rdv priced at the doctor fee for one slot', async () => {
    const rdv = await book('2026-03-02T08:00:00.000Z', { reason: 'Douleur thoracique' });
    expect(rdv).toMatchObject({
      status: 'pending',
      price: 60_000,
      visit_type: 'Consultation',
      payment_mode: 'onsite',
      payment_status: 'unpaid',
      reason: 'Douleur thoracique',
    });
    expect(rdv.end_date.toISOString()).toBe('2026-03-02T08:30:00.000Z');
  });

  it('prices by the visit type (60 min Bilan, 90 TND) and by the service (ECG, 40 TND)', async () => {
    const bilan = await book('2026-03-02T09:00:00.000Z', { visitTypeId: fixture.bilanId });
    expect([bilan.price, bilan.visit_type, bilan.end_date.toISOString()]).toEqual([
      90_000,
      'Bilan',
      '2026-03-02T10:00:00.000Z',
    ]);
    const ecg = await book('2026-03-03T08:00:00.000Z', { serviceId: fixture.serviceId });
    expect([ecg.price, ecg.visit_type, ecg.service_id]).toEqual([40_000, null, fixture.serviceId]);
  });

  it('refuses a slot taken with 409 SLOT_TAKEN, and one overlapped by a longer visit', async () => {
    await book('2026-03-02T08:00:00.000Z');
    await book('2026-03-02T09:00:00.000Z', { visitTypeId: fixture.bilanId });
    const other = { patientId: fixture.otherPatientId };
    await expect(book('2026-03-02T08:00:00.000Z', other)).rejects.toMatchObject({
      code: 'SLOT_TAKEN',
      status: 409,
    });
    // 10:30 Tunis lies inside the 10:00–11:00 Bilan.
    await expect(book('2026-03-02T09:30:00.000Z', other)).rejects.toMatchObject({
      code: 'SLOT_TAKEN',
      status: 409,
    });
    await expect(book('2026-03-02T09:30:00.000Z')).rejects.toMatchObject({ code: 'SLOT_TAKEN', status: 409 });
    // The patient's own rdv of that slot: theirs, not taken by another (docs/decisions/051).
    await expect(book('2026-03-02T08:00:00.000Z')).rejects.toMatchObject({
      code: 'SLOT_HELD_BY_YOU',
      status: 409,
      details: { holdUntil: null },
    });
  });

  it.each([
    ['2026-03-02T06:30:00.000Z', 'SLOT_IN_PAST'],
    ['2026-03-02T11:00:00.000Z', 'SLOT_OUT_OF_HOURS'],
    ['2026-03-07T08:00:00.000Z', 'SLOT_OUT_OF_HOURS'],
    ['2026-03-04T08:10:00.000Z', 'SLOT_NOT_ON_GRID'],
  ])('refuses %s with 422 SLOT_UNAVAILABLE, reason %s', async (date, reason) => {
    await expect(book(date)).rejects.toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      status: 422,
      details: { reason },
    });
  });

  it('refuses an inactive or unverified doctor with 404 and online payment when disabled with 422', async () => {
    const { db } = database();
    await db
      .updateTable('doctors')
      .set({ is_active: false })
      .where('id', '=', fixture.otherDoctorId)
      .execute();
    await expect(
      bookRdv(
        db,
        { patientId: fixture.patientId, doctorId: fixture.otherDoctorId, date: new Date(wednesday0900) },
        now,
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await db
      .updateTable('doctors')
      .set({ accepts_online_payment: false })
      .where('id', '=', fixture.doctorId)
      .execute();
    await expect(book(wednesday0900, { paymentMode: 'online' })).rejects.toMatchObject({
      code: 'ONLINE_PAYMENT_DISABLED',
      status: 422,
    });
    await db
      .updateTable('doctors')
      .set({ accepts_online_payment: true })
      .where('id', '=', fixture.doctorId)
      .execute();
    expect((await book(wednesday0900, { paymentMode: 'online' })).payment_mode).toBe('online');
  });

  it('a patient moving a confirmed rdv sends it back to pending; the doctor keeps its status', async () => {
    const { db } = database();
    await book(wednesday0900, { patientId: fixture.otherPatientId });
    const rdv = await book('2026-03-05T08:00:00.000Z');
    const doctor = actorOf({ userId: fixture.doctorId, role: 'doctor', doctorId: fixture.doctorId }, rdv);
    const patient = actorOf({ userId: fixture.patientId, role: 'patient', doctorId: null }, rdv);
    const { rdv: confirmed } = await changeRdvStatus(db, rdv, doctor, 'confirmed', undefined, now);
    const movedByDoctor = await rescheduleRdv(
      db,
      confirmed,
      doctor,
      new Date('2026-03-05T08:30:00.000Z'),
      now,
    );
    expect([movedByDoctor.status, movedByDoctor.date.toISOString()]).toEqual([
      'confirmed',
      '2026-03-05T08:30:00.000Z',
    ]);
    const movedByPatient = await rescheduleRdv(
      db,
      movedByDoctor,
      patient,
      new Date('2026-03-05T09:00:00.000Z'),
      now,
    );
    expect([movedByPatient.status, movedByPatient.end_date.toISOString()]).toEqual([
      'pending',
      '2026-03-05T09:30:00.000Z',
    ]);
    await expect(
      rescheduleRdv(db, movedByPatient, patient, new Date(wednesday0900), now),
    ).rejects.toMatchObject({
      code: 'SLOT_TAKEN',
    });
    await expect(
      rescheduleRdv(db, movedByPatient, patient, new Date(wednesday0930), now),
    ).resolves.toMatchObject({
      status: 'pending',
    });
  });
});
