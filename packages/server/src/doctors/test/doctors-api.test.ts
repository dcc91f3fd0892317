import { describe, expect, it } from 'vitest';
import { addDays, tunisDay } from '../../platform/zoned-time.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { type ApiHarness, useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

const unknownId = '01900000-0000-7000-8000-000000000000';

async function ids(server: ApiHarness) {
  const { db } = server.database;
  const demoDoctor = await db
    .selectFrom('users')
    .innerJoin('doctors', 'doctors.id', 'users.id')
    .select(['users.id', 'doctors.city_id', 'doctors.specialty_id'])
    .where('users.email', '=', demoAccounts.doctor.email)
    .executeTakeFirstOrThrow();
  return demoDoctor;
}

/** Another public doctor than the demo one, for tests that change a doctor. */
async function otherPublicDoctor(server: ApiHarness, skip: string[]) {
  return server.database.db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.id')
    .select(['doctors.id', 'users.email', 'users.first_name', 'users.last_name'])
    .where('is_verified', '=', true)
    .where('is_active', '=', true)
    .where('doctors.id', 'not in', skip)
    .orderBy('doctors.id')
    .executeTakeFirstOrThrow();
}

async function statCount(server: ApiHarness, doctorId: string, type: 'display' | 'visit') {
  const row = await server.database.db
    .selectFrom('doctor_stats')
    .select('count')
    .where('doctor_id', '=', doctorId)
    .where('type', '=', type)
    .where('date', '=', tunisDay(server.clock.now()))
    .executeTakeFirst();
  return row?.count ?? 0;
}

describe.each(backends)('doctors over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });

  it('searches by city and specialty: only matching verified, active doctors with ≤ 3 future slots', async () => {
    const { db } = server().database;
    const demo = await ids(server());
    const { api } = await server().guest();
    const { data, response } = await api.GET('/doctors', {
      params: { query: { city: demo.city_id, specialty: demo.specialty_id, limit: 100 } },
    });
    expect(response.status).toBe(200);
    const expected = await db
      .selectFrom('doctors')
      .select('id')
      .where('city_id', '=', demo.city_id)
      .where('specialty_id', '=', demo.specialty_id)
      .where('is_verified', '=', true)
      .where('is_active', '=', true)
      .execute();
    expect(data!.totalResults).toBe(expected.length);
    expect(data!.results.map((d) => d._id).sort()).toEqual(expected.map((d) => d.id).sort());
    const now = server().clock.now().getTime();
    for (const doctor of data!.results) {
      expect(doctor.city._id).toBe(demo.city_id);
      expect(doctor.doctorSpecialty._id).toBe(demo.specialty_id);
      expect(doctor.isVerified && doctor.isActive).toBe(true);
      expect(doctor.nextSlots).toBeInstanceOf(Array);
      expect(doctor.nextSlots!.length).toBeLessThanOrEqual(3);
      for (const slot of doctor.nextSlots!) expect(Date.parse(slot)).toBeGreaterThan(now);
    }
    const karim = data!.results.find((d) => d._id === demo.id);
    expect(karim).toMatchObject({ name: 'Dr Karim Ben Salah', phone: '+21671234567', fee: 70_000 });
    expect(karim?.nextSlots).toHaveLength(3);
    expect(karim).not.toHaveProperty('email');
  });

  it('paginates with consistent totals', async () => {
    const { api } = await server().guest();
    const all = (await api.GET('/doctors', { params: { query: { limit: 100 } } })).data!;
    const total = await server()
      .database.db.selectFrom('doctors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('is_verified', '=', true)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    expect(all.totalResults).toBe(Number(total.n));
    expect(all.totalPages).toBe(Math.ceil(Number(total.n) / 100));
    const page2 = (await api.GET('/doctors', { params: { query: { limit: 5, page: 2 } } })).data!;
    expect(page2).toMatchObject({ page: 2, limit: 5, totalResults: Number(total.n) });
    expect(page2.results.map((d) => d._id)).toEqual(all.results.slice(5, 10).map((d) => d._id));
  });

  it('filters by CNAM convention and by name', async () => {
    const { api } = await server().guest();
    const cnam = (await api.GET('/doctors', { params: { query: { cnam: true, limit: 50 } } })).data!;
    expect(cnam.results.length).toBeGreaterThan(0);
    expect(cnam.results.every((d) => d.cnamConvention)).toBe(true);
    const byName = (await api.GET('/doctors', { params: { query: { name: 'karim ben salah' } } })).data!;
    expect(byName.results[0]?.name).toBe('Dr Karim Ben Salah');
  });

  it('with a date, lists only doctors free that day, their next slots starting that day', async () => {
    const demo = await ids(server());
    const today = tunisDay(server().clock.now());
    let day = addDays(today, 2);
    while (day.weekday === 0 || day.weekday === 6) day = addDays(day.day, 1);
    const { api } = await server().guest();
    const { data } = await api.GET('/doctors', {
      params: { query: { city: demo.city_id, date: day.day, limit: 100 } },
    });
    expect(data!.results.length).toBeGreaterThan(0);
    for (const doctor of data!.results) expect(tunisDay(new Date(doctor.nextSlots![0]!))).toBe(day.day);
    // A Sunday: no seeded schedule works on Sundays (0), so nobody is free.
    let sunday = addDays(today, 1);
    while (sunday.weekday !== 0) sunday = addDays(sunday.day, 1);
    const closed = await api.GET('/doctors', { params: { query: { city: demo.city_id, date: sunday.day } } });
    expect(closed.data).toMatchObject({ results: [], totalResults: 0, totalPages: 0 });
  });

  it('counts a display per listed doctor and a visit per profile view', async () => {
    const demo = await ids(server());
    const { api } = await server().guest();
    // Displays are counted in memory and written in batches (every STATS_FLUSH_INTERVAL ms): the
    // earlier tests' searches are written first, then the two below.
    await server().app.flushDoctorStats();
    const displays = await statCount(server(), demo.id, 'display');
    await api.GET('/doctors', { params: { query: { name: 'karim ben salah', limit: 1 } } });
    await api.GET('/doctors', { params: { query: { name: 'karim ben salah', limit: 1 } } });
    await server().app.flushDoctorStats();
    expect(await statCount(server(), demo.id, 'display')).toBe(displays + 2);
    const visits = await statCount(server(), demo.id, 'visit');
    const profile = await api.GET('/doctors/{id}', { params: { path: { id: demo.id } } });
    expect(profile.data).toMatchObject({
      _id: demo.id,
      name: 'Dr Karim Ben Salah',
      city: { Label: 'Tunis' },
    });
    await server().app.flushDoctorStats();
    expect(await statCount(server(), demo.id, 'visit')).toBe(visits + 1);
  });

  it('autocompletes "ben sala" to Dr Karim Ben Salah', async () => {
    const { api } = await server().guest();
    const { data } = await api.GET('/users/doctors/autocomplete', {
      params: { query: { keyword: 'ben sala' } },
    });
    expect(data!.results.length).toBeLessThanOrEqual(8);
    expect(data!.results).toContainEqual({
      _id: (await ids(server())).id,
      name: 'Dr Karim Ben Salah',
      photoUrl: '/assets/demo/doctor-m-1.svg',
      specialty: 'Cardiologie',
      city: 'Tunis',
    });
  });

  it('hides an unverified doctor from search, autocomplete, profile and slots, except to insiders', async () => {
    const demo = await ids(server());
    const other = await otherPublicDoctor(server(), [demo.id]);
    const admin = await server().as(demoAccounts.admin.email);
    const hidden = await admin.api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: other.id } },
      body: { isVerified: false },
    });
    expect(hidden.data).toMatchObject({ _id: other.id, isVerified: false });

    const { api } = await server().guest();
    const name = `${other.first_name} ${other.last_name}`;
    const search = await api.GET('/doctors', { params: { query: { name, limit: 100 } } });
    expect(search.data!.results.map((d) => d._id)).not.toContain(other.id);
    const suggestions = await api.GET('/users/doctors/autocomplete', {
      params: { query: { keyword: name } },
    });
    expect(suggestions.data!.results.map((d) => d._id)).not.toContain(other.id);
    const profile = await api.GET('/doctors/{id}', { params: { path: { id: other.id } } });
    expect(profile.response.status).toBe(404);
    expect(profile.error).toMatchObject({ code: 'NOT_FOUND', message: 'Doctor not found.' });
    const today = tunisDay(server().clock.now());
    const slots = await api.GET('/doctors/{id}/slots', {
      params: { path: { id: other.id }, query: { from: today, to: today } },
    });
    expect(slots.response.status).toBe(404);

    expect((await admin.api.GET('/doctors/{id}', { params: { path: { id: other.id } } })).data?._id).toBe(
      other.id,
    );
    const self = await server().as(other.email);
    expect((await self.api.GET('/doctors/{id}', { params: { path: { id: other.id } } })).data?.email).toBe(
      other.email,
    );

    await admin.api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: other.id } },
      body: { isVerified: true },
    });
  });

  it('returns free slots of a date range, at most 31 days', async () => {
    const demo = await ids(server());
    const { api } = await server().guest();
    const today = tunisDay(server().clock.now());
    const to = addDays(today, 6).day;
    const { data } = await api.GET('/doctors/{id}/slots', {
      params: { path: { id: demo.id }, query: { from: today, to } },
    });
    expect(data).toMatchObject({ doctor: demo.id, timezone: 'Africa/Tunis' });
    expect(data!.slots.length).toBeGreaterThan(0);
    const now = server().clock.now().getTime();
    for (const slot of data!.slots) {
      expect(Date.parse(slot)).toBeGreaterThan(now);
      expect(tunisDay(new Date(slot)) <= to).toBe(true);
    }
    const tooLong = await api.GET('/doctors/{id}/slots', {
      params: { path: { id: demo.id }, query: { from: today, to: addDays(today, 31).day } },
    });
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The range is at most 31 days.',
    });
    const backwards = await api.GET('/doctors/{id}/slots', {
      params: { path: { id: demo.id }, query: { from: to, to: today } },
    });
    expect(backwards.response.status).toBe(400);
    const unknown = await api.GET('/doctors/{id}/slots', {
      params: { path: { id: unknownId }, query: { from: today, to } },
    });
    expect(unknown.response.status).toBe(404);
    const badVisit = await api.GET('/doctors/{id}/slots', {
      params: { path: { id: demo.id }, query: { from: today, to, visitType: unknownId } },
    });
    expect(badVisit.response.status).toBe(404);
  });

  it('answers bad ids and fields with 400 and the Error shape', async () => {
    const { origin } = server();
    for (const path of [
      '/v1/doctors/not-an-id',
      '/v1/doctors?city=x',
      '/v1/doctors?cnam=maybe',
      '/v1/users?id=1',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });

  it('lets a doctor set their own flags but not isVerified/isActive, nor another doctor’s', async () => {
    const demo = await ids(server());
    const other = await otherPublicDoctor(server(), [demo.id]);
    const doctor = await server().as(demoAccounts.doctor.email);
    const own = await doctor.api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: demo.id } },
      body: { teleconsultation: false },
    });
    expect(own.data).toMatchObject({ _id: demo.id, teleconsultation: false });
    const verify = await doctor.api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: demo.id } },
      body: { isActive: false },
    });
    expect(verify.response.status).toBe(403);
    expect(verify.error).toMatchObject({ code: 'FORBIDDEN' });
    // The SDK ends a session on 403 (requirements §8), so each refusal uses a fresh client.
    const again = await server().as(demoAccounts.doctor.email);
    const foreign = await again.api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: other.id } },
      body: { showPhone: false },
    });
    expect(foreign.response.status).toBe(403);
    const admin = await server().as(demoAccounts.admin.email);
    const missing = await admin.api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: unknownId } },
      body: { showPhone: false },
    });
    expect(missing.response.status).toBe(404);
    await (
      await server().as(demoAccounts.doctor.email)
    ).api.PATCH('/users/{id}/doctor-boolean-info', {
      params: { path: { id: demo.id } },
      body: { teleconsultation: true },
    });
  });

  it('updates a doctor profile and keeps the name searchable', async () => {
    const demo = await ids(server());
    const other = await otherPublicDoctor(server(), [demo.id]);
    const doctor = await server().as(other.email);
    const updated = await doctor.api.PUT('/users/updateDoctor', {
      params: { query: { id: other.id } },
      body: { lastName: 'Zarrouk-Mhiri', fee: 55_000, languages: ['fr', 'ar'] },
    });
    expect(updated.data).toMatchObject({ lastName: 'Zarrouk-Mhiri', fee: 55_000, languages: ['fr', 'ar'] });
    const { api } = await server().guest();
    const suggestions = await api.GET('/users/doctors/autocomplete', {
      params: { query: { keyword: `${other.first_name} zarrouk mhiri` } },
    });
    expect(suggestions.data!.results[0]).toMatchObject({
      _id: other.id,
      name: `Dr ${other.first_name} Zarrouk-Mhiri`,
    });
    const foreign = await (
      await server().as(demoAccounts.doctor.email)
    ).api.PUT('/users/updateDoctor', { params: { query: { id: other.id } }, body: { fee: 1 } });
    expect(foreign.response.status).toBe(403);
    const badCity = await doctor.api.PUT('/users/updateDoctor', {
      params: { query: { id: other.id } },
      body: { city: unknownId },
    });
    expect(badCity.response.status).toBe(400);
    expect(badCity.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown city.' });
  });

  it('shows a public doctor’s user record to anyone, other users only to themselves and admins', async () => {
    const demo = await ids(server());
    const { db } = server().database;
    const patient = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.patient.email)
      .executeTakeFirstOrThrow();
    const { api } = await server().guest();
    const doctorUser = await api.GET('/users', { params: { query: { id: demo.id } } });
    expect(doctorUser.data).toMatchObject({
      _id: demo.id,
      role: 'doctor',
      doctor: { name: 'Dr Karim Ben Salah' },
    });
    expect(doctorUser.data?.doctor).not.toHaveProperty('email');

    const guestForPatient = await fetch(`${server().origin}/v1/users?id=${patient.id}`);
    expect(guestForPatient.status).toBe(401);
    expect(await guestForPatient.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const doctor = await server().as(demoAccounts.doctor.email);
    const forbidden = await doctor.api.GET('/users', { params: { query: { id: patient.id } } });
    expect(forbidden.response.status).toBe(403);
    const self = await server().as(demoAccounts.patient.email);
    expect((await self.api.GET('/users', { params: { query: { id: patient.id } } })).data).toMatchObject({
      _id: patient.id,
      patient: true,
      birthDate: '1988-04-17',
    });
    const admin = await server().as(demoAccounts.admin.email);
    const missing = await admin.api.GET('/users', { params: { query: { id: unknownId } } });
    expect(missing.response.status).toBe(404);
  });
});
