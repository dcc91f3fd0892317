import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { REMOTE_CONSENT_TEXT_VERSION } from '../../teleconsultation/rules.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureWeek } from '../../../test/helpers/fixtures.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from './agenda-fixture.js';
import {
  wednesday1300,
  wednesday1330,
  consent,
  offerTeleconsultation,
  pastRdv,
} from './teleconsultation-fixture.js';

describe.each(backends)('%s: booking a teleconsultation', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });

  it('refuses a patient never seen at the practice, in the reader’s language, with the in-person visit types', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const remoteId = await offerTeleconsultation(db, fixture);
    const patient = await server().as(fixture.patientEmail);
    // Neither a visit they missed, a cancelled one, nor a past teleconsultation counts.
    await pastRdv(db, fixture, { status: 'absent' });
    await pastRdv(db, fixture, { status: 'cancelled' });
    await pastRdv(db, fixture, { status: 'done', remote: true });

    const allowance = await patient.api.GET('/users/me/booking-allowance', {
      params: { query: { doctor: fixture.doctorId } },
    });
    expect(allowance.data?.teleconsultation).toEqual({ patient: false, relatives: [] });

    const body = {
      doctor: fixture.doctorId,
      date: wednesday1300,
      visitType: remoteId,
      remoteConsent: consent,
    };
    const french = await patient.api.POST('/rdvs', { body });
    expect(french.response.status).toBe(409);
    expect(french.error).toMatchObject({
      code: 'REMOTE_NEEDS_PRIOR_VISIT',
      message:
        'La téléconsultation est réservée aux patients que ce médecin a déjà examinés au cabinet. Prenez d’abord rendez-vous au cabinet.',
      details: { inPersonVisitTypes: [fixture.bilanId] },
    });
    const arabic = await patient.api.POST('/rdvs', { body, headers: { 'Accept-Language': 'ar' } });
    expect(arabic.error?.message).toBe(
      'الاستشارة عن بعد مخصّصة للمرضى الذين سبق أن فحصهم هذا الطبيب في العيادة. احجز أولاً موعدًا في العيادة.',
    );
    const english = await patient.api.POST('/rdvs', { body, headers: { 'Accept-Language': 'en-GB' } });
    expect(english.error?.message).toBe(
      'Teleconsultation is only for patients this doctor has already examined at the practice. Book a visit at the practice first.',
    );
    const active = await db
      .selectFrom('rdvs')
      .select('id')
      .where('patient_id', '=', fixture.patientId)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(active).toEqual([]);

    // The in-person alternative is bookable.
    const inPerson = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, visitType: fixture.bilanId },
    });
    expect(inPerson.response.status).toBe(201);
    expect(inPerson.data).toMatchObject({ remote: false, remoteConsent: null, paymentMode: 'onsite' });
  });

  it('books a returning patient in the remote hours, with both consents, paid online in advance', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const remoteId = await offerTeleconsultation(db, fixture);
    await pastRdv(db, fixture, { status: 'done' });
    const patient = await server().as(fixture.patientEmail);
    const book = (extra: Record<string, unknown>) =>
      patient.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday1300, visitType: remoteId, ...extra },
      });

    const allowance = await patient.api.GET('/users/me/booking-allowance', {
      params: { query: { doctor: fixture.doctorId } },
    });
    expect(allowance.data?.teleconsultation).toEqual({ patient: true, relatives: [] });

    const slots = await patient.api.GET('/doctors/{id}/slots', {
      params: {
        path: { id: fixture.doctorId },
        query: { from: '2026-03-04', to: '2026-03-04', visitType: remoteId },
      },
    });
    expect(slots.data?.slots).toEqual([
      wednesday1300,
      wednesday1330,
      '2026-03-04T13:00:00.000Z',
      '2026-03-04T13:30:00.000Z',
    ]);

    for (const remoteConsent of [undefined, { consultation: true, dataProcessing: false }]) {
      const { response, error } = await book(remoteConsent === undefined ? {} : { remoteConsent });
      expect([response.status, error?.code]).toEqual([400, 'REMOTE_CONSENT_REQUIRED']);
    }
    const onsite = await book({ remoteConsent: consent, paymentMode: 'onsite' });
    expect([onsite.response.status, onsite.error?.code]).toEqual([422, 'REMOTE_PAYMENT_ONLINE']);
    const practiceHours = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, visitType: remoteId, remoteConsent: consent },
    });
    expect(practiceHours.response.status).toBe(422);
    expect(practiceHours.error?.details).toEqual({ reason: 'SLOT_OUT_OF_HOURS' });

    const booked = await book({ remoteConsent: consent });
    expect(booked.response.status).toBe(201);
    expect(booked.data).toMatchObject({
      date: wednesday1300,
      endDate: wednesday1330,
      visitType: 'Téléconsultation',
      price: 50_000,
      remote: true,
      remoteConsent: {
        consultation: true,
        dataProcessing: true,
        at: fixtureNow,
        textVersion: REMOTE_CONSENT_TEXT_VERSION,
      },
      paymentMode: 'online',
      paymentStatus: 'pending',
      payment: { holdUntil: '2026-03-02T07:15:00.000Z' },
    });

    // Moved like any rdv, within the remote hours only.
    const moveOut = await patient.api.PUT('/rdvs/{id}', {
      params: { path: { id: booked.data!._id } },
      body: { date: '2026-03-05T08:00:00.000Z' },
    });
    expect(moveOut.error?.details).toEqual({ reason: 'SLOT_OUT_OF_HOURS' });
    const moved = await patient.api.PUT('/rdvs/{id}', {
      params: { path: { id: booked.data!._id } },
      body: { date: '2026-03-05T12:00:00.000Z' },
    });
    expect(moved.data).toMatchObject({ date: '2026-03-05T12:00:00.000Z', remote: true });

    // The practice cannot book one for a patient: the consent and the payment are the patient's.
    const secretary = await server().as(fixture.secretaryEmail);
    const byPractice = await secretary.api.POST('/practice/rdvs', {
      body: { date: wednesday1330, visitType: remoteId, patient: { _id: fixture.patientId } },
    });
    expect([byPractice.response.status, byPractice.error?.code]).toEqual([422, 'REMOTE_BOOKED_BY_PATIENT']);
  });

  it('counts the person the rdv is for: the parent seen at the practice does not make their child eligible', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const remoteId = await offerTeleconsultation(db, fixture);
    await pastRdv(db, fixture, { status: 'done' });
    const patient = await server().as(fixture.patientEmail);
    const child = await patient.api.POST('/users/me/relatives', {
      body: {
        firstName: 'Yasmine',
        lastName: 'Kallel',
        birthDate: '2018-05-02',
        sexe: 'F',
        relation: 'child',
      },
    });
    const relativeId = child.data!._id;
    const body = {
      doctor: fixture.doctorId,
      date: wednesday1300,
      visitType: remoteId,
      remoteConsent: consent,
      relativeId,
    };
    expect((await patient.api.POST('/rdvs', { body })).error?.code).toBe('REMOTE_NEEDS_PRIOR_VISIT');

    await pastRdv(db, fixture, { status: 'done', relativeId });
    const allowance = await patient.api.GET('/users/me/booking-allowance', {
      params: { query: { doctor: fixture.doctorId } },
    });
    expect(allowance.data?.teleconsultation).toEqual({ patient: true, relatives: [relativeId] });
    const booked = await patient.api.POST('/rdvs', { body });
    expect(booked.response.status).toBe(201);
    expect(booked.data?.forRelative?._id).toBe(relativeId);
  });

  it('lets an admin grant a doctor the derogation for first visits, audited; then a new patient may book', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const remoteId = await offerTeleconsultation(db, fixture);
    const admin = await server().as(demoAccounts.admin.email);
    const granted = await admin.api.PATCH('/admin/doctors/{id}', {
      params: { path: { id: fixture.doctorId } },
      body: { teleconsultationFirstVisits: true },
    });
    expect(granted.data).toMatchObject({ _id: fixture.doctorId, teleconsultationFirstVisits: true });
    // Granting it again changes nothing and records nothing.
    await admin.api.PATCH('/admin/doctors/{id}', {
      params: { path: { id: fixture.doctorId } },
      body: { teleconsultationFirstVisits: true },
    });
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'details'])
      .where('entity_id', '=', fixture.doctorId)
      .execute();
    expect(entries).toEqual([
      {
        action: 'doctor.teleconsultationFirstVisits',
        entity: 'doctor',
        details: {
          before: { teleconsultationFirstVisits: false },
          after: { teleconsultationFirstVisits: true },
        },
      },
    ]);

    const patient = await server().as(fixture.otherPatientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday1300, visitType: remoteId, remoteConsent: consent },
    });
    expect(booked.response.status).toBe(201);
    expect(booked.data?.remote).toBe(true);

    const doctor = await server().as(fixture.doctorEmail);
    const refused = await doctor.api.PATCH('/admin/doctors/{id}', {
      params: { path: { id: fixture.doctorId } },
      body: { teleconsultationFirstVisits: false },
    });
    expect(refused.response.status).toBe(403);
    const unknown = await admin.api.PATCH('/admin/doctors/{id}', {
      params: { path: { id: newId() } },
      body: { teleconsultationFirstVisits: true },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('never makes a certificate remote, and wants a remote visit type’s own hours', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const doctor = await server().as(fixture.doctorEmail);
    const { data } = await doctor.api.GET('/workingHours', {
      params: { query: { doctor: fixture.doctorId } },
    });
    const id = data!.results[0]!._id;
    const save = (visitType: Record<string, unknown>) =>
      doctor.api.PUT('/workingHours/{id}', {
        params: { path: { id } },
        body: {
          doctor: fixture.doctorId,
          slotMinutes: 30,
          schedule: fixtureWeek,
          visitTypes: [{ name: 'Consultation', durationMinutes: 30, price: 60_000, ...visitType }],
        },
      });
    const hours = [{ day: 2, intervals: [{ start: '18:00', end: '20:00' }] }];

    for (const names of [{}, { en: 'Medical certificate' }, { ar: 'شهادة طبية' }]) {
      const name = Object.keys(names).length === 0 ? 'Certificat médical' : 'Visite';
      const { response, error } = await save({ name, names, remote: true, remoteSchedule: hours });
      expect([response.status, error?.code]).toEqual([422, 'REMOTE_CERTIFICATE']);
    }
    const noHours = await save({ remote: true });
    expect([noHours.response.status, noHours.error?.code]).toEqual([422, 'INVALID_SCHEDULE']);

    const saved = await save({ name: 'Téléconsultation', remote: true, remoteSchedule: hours });
    expect(saved.data?.visitTypes).toEqual([
      expect.objectContaining({ name: 'Téléconsultation', remote: true, remoteSchedule: hours }),
    ]);
    // A certificate at the practice is fine.
    const certificate = await save({ name: 'Certificat médical' });
    expect(certificate.data?.visitTypes[0]).toMatchObject({ name: 'Certificat médical', remote: false });
    expect(certificate.data?.visitTypes[0]).not.toHaveProperty('remoteSchedule');
  });

  it('keeps a remote visit type remote when a client sends it again with its _id but without remote', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const remoteId = await offerTeleconsultation(db, fixture);
    const doctor = await server().as(fixture.doctorEmail);
    const { data } = await doctor.api.GET('/workingHours', {
      params: { query: { doctor: fixture.doctorId } },
    });
    const id = data!.results[0]!._id;
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, intervals: [{ start: '13:00', end: '15:00' }] }));
    const bilan = { _id: fixture.bilanId, name: 'Bilan', durationMinutes: 60, price: 90_000 };
    // What a client that knows nothing of teleconsultation sends back: no remote, no remoteSchedule.
    const video = { _id: remoteId, name: 'Téléconsultation', durationMinutes: 30, price: 45_000 };
    const save = (visitTypes: Record<string, unknown>[]) =>
      doctor.api.PUT('/workingHours/{id}', {
        params: { path: { id } },
        body: { doctor: fixture.doctorId, slotMinutes: 30, schedule: fixtureWeek, visitTypes } as never,
      });

    const resent = await save([bilan, video]);
    expect(resent.response.status).toBe(200);
    expect(resent.data?.visitTypes).toEqual([
      { ...bilan, names: {}, remote: false },
      { ...video, names: {}, remote: true, remoteSchedule: weekdays },
    ]);
    // Still booked as a teleconsultation: its slots are the remote hours.
    const patient = await server().as(fixture.patientEmail);
    const slots = await patient.api.GET('/doctors/{id}/slots', {
      params: {
        path: { id: fixture.doctorId },
        query: { from: '2026-03-04', to: '2026-03-04', visitType: remoteId },
      },
    });
    expect(slots.data?.slots.slice(0, 2)).toEqual([wednesday1300, wednesday1330]);

    // New hours without remote: still remote, with the new hours.
    const tuesday = [{ day: 2, intervals: [{ start: '18:00', end: '20:00' }] }];
    const moved = await save([bilan, { ...video, remoteSchedule: tuesday }]);
    expect(moved.data?.visitTypes[1]).toEqual({ ...video, names: {}, remote: true, remoteSchedule: tuesday });
    // Renamed as a certificate without remote: checked as the remote visit type it still is.
    const certificate = await save([bilan, { ...video, name: 'Certificat médical' }]);
    expect([certificate.response.status, certificate.error?.code]).toEqual([422, 'REMOTE_CERTIFICATE']);
    // remote: false, said on purpose, makes it a visit at the practice.
    const inPerson = await save([bilan, { ...video, remote: false }]);
    expect(inPerson.data?.visitTypes[1]).toEqual({ ...video, names: {}, remote: false });
  });

  it('counts teleconsultations apart in the statistics', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    await pastRdv(db, fixture, { status: 'done' });
    await pastRdv(db, fixture, { status: 'done', remote: true });
    await pastRdv(db, fixture, { status: 'absent', remote: true });
    const doctor = await server().as(fixture.doctorEmail);
    const numbers = await doctor.api.GET('/doctorStatsNumbers', {
      params: { query: { doctor: fixture.doctorId } },
    });
    expect(numbers.data).toMatchObject({ rdvs: 3, remoteRdvs: 2 });
    const months = await doctor.api.GET('/rdvStats', { params: { query: { doctor: fixture.doctorId } } });
    expect(months.data?.months.find((month) => month.month === '2026-02')).toEqual({
      month: '2026-02',
      total: 3,
      pending: 0,
      confirmed: 0,
      done: 2,
      cancelled: 0,
      absent: 1,
      remote: { total: 2, done: 1 },
    });
  });
});
