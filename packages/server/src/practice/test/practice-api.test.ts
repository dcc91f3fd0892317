import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { type ApiHarness, useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

const unknownId = '01900000-0000-7000-8000-000000000000';

async function doctorIdOf(server: ApiHarness, email: string) {
  const row = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A seeded doctor other than the demo one, with their working hours removed. */
async function doctorWithoutHours(server: ApiHarness, demoId: string) {
  const { db } = server.database;
  const other = await db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.id')
    .select(['doctors.id', 'users.email'])
    .where('doctors.id', '!=', demoId)
    .orderBy('doctors.id', 'desc')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('working_hours').where('doctor_id', '=', other.id).execute();
  return other;
}

const week = [
  { day: 1, intervals: [{ start: '09:00', end: '12:00' }] },
  { day: 3, intervals: [{ start: '14:00', end: '18:00' }] },
];

describe.each(backends)('working hours and services over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });

  it('shows a doctor’s working hours publicly, and an empty page without any', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const { api } = await server().guest();
    const { data } = await api.GET('/workingHours', { params: { query: { doctor: demoId } } });
    expect(data).toMatchObject({ page: 1, totalResults: 1, totalPages: 1 });
    expect(data!.results[0]).toMatchObject({ doctor: demoId, timezone: 'Africa/Tunis' });
    const other = await doctorWithoutHours(server(), demoId);
    const none = await api.GET('/workingHours', { params: { query: { doctor: other.id } } });
    expect(none.data).toMatchObject({ results: [], totalResults: 0, totalPages: 0 });
  });

  it('creates working hours once, with ids for new visit types and absences; a second is 409', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const other = await doctorWithoutHours(server(), demoId);
    const doctor = await server().as(other.email);
    const body = {
      doctor: other.id,
      slotMinutes: 20,
      schedule: week,
      visitTypes: [{ name: 'Consultation', durationMinutes: 20, price: 40_000 }],
      absences: [{ start: '2027-01-04T08:00:00.000Z', end: '2027-01-06T18:00:00.000Z', reason: 'Congrès' }],
    };
    const created = await doctor.api.POST('/workingHours', { body });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      doctor: other.id,
      slotMinutes: 20,
      schedule: week,
      visitTypes: [
        { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Consultation', durationMinutes: 20 },
      ],
      absences: [{ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), reason: 'Congrès' }],
    });
    const again = await doctor.api.POST('/workingHours', { body });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'ALREADY_EXISTS' });
  });

  it('lets the secretary replace their doctor’s working hours, keeping visit type ids', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const { api } = await server().guest();
    const current = (await api.GET('/workingHours', { params: { query: { doctor: demoId } } })).data!
      .results[0]!;
    const secretary = await server().as(demoAccounts.secretary.email);
    // A remote visit type's flag and hours go back with it: left out, it would be saved as at the practice.
    const visitTypes = current.visitTypes.map(
      ({ _id, name, durationMinutes, price, remote, remoteSchedule }) => ({
        _id,
        name,
        durationMinutes,
        price,
        remote,
        ...(remoteSchedule && { remoteSchedule }),
      }),
    );
    const updated = await secretary.api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body: { doctor: demoId, slotMinutes: current.slotMinutes, schedule: week, visitTypes },
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data).toMatchObject({
      _id: current._id,
      schedule: week,
      visitTypes: current.visitTypes,
      absences: [],
    });
  });

  it('refuses overlapping or inverted intervals with 422 INVALID_SCHEDULE', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const { api } = await server().guest();
    const current = (await api.GET('/workingHours', { params: { query: { doctor: demoId } } })).data!
      .results[0]!;
    const doctor = await server().as(demoAccounts.doctor.email);
    const overlapping = await doctor.api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body: {
        doctor: demoId,
        slotMinutes: 30,
        schedule: [
          {
            day: 2,
            intervals: [
              { start: '09:00', end: '13:00' },
              { start: '12:00', end: '15:00' },
            ],
          },
        ],
      },
    });
    expect(overlapping.response.status).toBe(422);
    expect(overlapping.error).toMatchObject({
      code: 'INVALID_SCHEDULE',
      message: 'Day 2: 09:00–13:00 overlaps 12:00–15:00.',
    });
    const inverted = await doctor.api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body: {
        doctor: demoId,
        slotMinutes: 30,
        schedule: [{ day: 2, intervals: [{ start: '15:00', end: '09:00' }] }],
      },
    });
    expect(inverted.response.status).toBe(422);
  });

  it('forbids a doctor to edit another doctor’s working hours (403), 404 for unknown ids', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const other = await doctorWithoutHours(server(), demoId);
    const { api } = await server().guest();
    const current = (await api.GET('/workingHours', { params: { query: { doctor: demoId } } })).data!
      .results[0]!;
    const stranger = await server().as(other.email);
    const foreign = await stranger.api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body: { doctor: demoId, slotMinutes: 30, schedule: week },
    });
    expect(foreign.response.status).toBe(403);
    expect(foreign.error).toMatchObject({ code: 'FORBIDDEN' });
    const sneaky = await (
      await server().as(other.email)
    ).api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body: { doctor: other.id, slotMinutes: 30, schedule: week },
    });
    expect(sneaky.response.status).toBe(403);
    const create = await (
      await server().as(other.email)
    ).api.POST('/workingHours', {
      body: { doctor: demoId, slotMinutes: 30, schedule: week },
    });
    expect(create.response.status).toBe(403);
    const admin = await server().as(demoAccounts.admin.email);
    const missing = await admin.api.PUT('/workingHours/{id}', {
      params: { path: { id: unknownId } },
      body: { doctor: demoId, slotMinutes: 30, schedule: week },
    });
    expect(missing.response.status).toBe(404);
    const patient = await server().as(demoAccounts.patient.email);
    const byPatient = await patient.api.POST('/workingHours', {
      body: { doctor: demoId, slotMinutes: 30, schedule: week },
    });
    expect(byPatient.response.status).toBe(403);
  });

  it('lists a doctor’s services newest first, and sorted by price', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const { api } = await server().guest();
    const { data } = await api.GET('/service', {
      params: { query: { query: JSON.stringify({ benefactor: demoId }), limit: 100 } },
    });
    const rows = await server()
      .database.db.selectFrom('services')
      .select(['id', 'created_at', 'price'])
      .where('benefactor_id', '=', demoId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(data!.totalResults).toBe(rows.length);
    expect(data!.results.map((s) => s._id)).toEqual(rows.map((r) => r.id));
    expect(data!.results.every((s) => s.benefactor === demoId)).toBe(true);
    const byPrice = await api.GET('/service', {
      params: {
        query: { query: JSON.stringify({ benefactor: demoId }), sort: 'price', limit: 100 },
      },
    });
    const prices = byPrice.data!.results.map((s) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const bad = await fetch(`${server().origin}/v1/service?query=${encodeURIComponent('{"doctor":"x"}')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lets the benefactor create, edit and delete a service; others get 403', async () => {
    const demoId = await doctorIdOf(server(), demoAccounts.doctor.email);
    const doctor = await server().as(demoAccounts.doctor.email);
    const created = await doctor.api.POST('/service', {
      body: { name: 'Holter ECG 24 h', description: null, price: 120_000, durationMinutes: 30 },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ benefactor: demoId, name: 'Holter ECG 24 h', price: 120_000 });
    const id = created.data!._id;
    const { api } = await server().guest();
    const first = await api.GET('/service', {
      params: { query: { query: JSON.stringify({ benefactor: demoId }), limit: 1 } },
    });
    expect(first.data!.results[0]?._id).toBe(id);

    const edited = await doctor.api.PUT('/service/{id}', {
      params: { path: { id } },
      body: { name: 'Holter ECG', price: 110_000, durationMinutes: 20 },
    });
    expect(edited.data).toMatchObject({ _id: id, name: 'Holter ECG', price: 110_000, description: null });

    const other = await doctorWithoutHours(server(), demoId);
    const foreignEdit = await (
      await server().as(other.email)
    ).api.PUT('/service/{id}', {
      params: { path: { id } },
      body: { name: 'Mine now', price: 1, durationMinutes: 5 },
    });
    expect(foreignEdit.response.status).toBe(403);
    const foreignDelete = await (
      await server().as(other.email)
    ).api.DELETE('/service/{id}', {
      params: { path: { id } },
    });
    expect(foreignDelete.response.status).toBe(403);
    const bySecretary = await (
      await server().as(demoAccounts.secretary.email)
    ).api.POST('/service', {
      body: { name: 'Secrétariat', price: 1_000, durationMinutes: 5 },
    });
    expect(bySecretary.response.status).toBe(403);

    const deleted = await doctor.api.DELETE('/service/{id}', { params: { path: { id } } });
    expect(deleted.response.status).toBe(204);
    const gone = await doctor.api.DELETE('/service/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toMatchObject({ code: 'NOT_FOUND', message: 'Service not found.' });
  });

  it('refuses a service with bad fields with 400', async () => {
    const doctor = await server().as(demoAccounts.doctor.email);
    const bad = await doctor.api.POST('/service', {
      body: { name: '', price: -1, durationMinutes: 2 } as never,
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
