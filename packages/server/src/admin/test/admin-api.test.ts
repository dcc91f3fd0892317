import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { browser, refresh } from '../../accounts/test/browser.js';
import { type FixtureAccount, type FixtureDoctor, insertAccount, insertDoctor } from './admin-fixture.js';

const UNKNOWN_ID = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

describe.each(backends)('the back office over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: '2026-03-02T07:00:00.000Z' });
  // Newest first: zelie, amel, bassem (users); hedi, sami, rym (doctors).
  let bassem: FixtureAccount;
  let amel: FixtureAccount;
  let zelie: FixtureAccount;
  let rym: FixtureDoctor;
  let sami: FixtureDoctor;
  let hedi: FixtureDoctor;
  let demoAdminId: string;

  beforeAll(async () => {
    const { db } = server().database;
    bassem = await insertAccount(db, {
      role: 'patient',
      firstName: 'Bassem',
      lastName: 'Wöxlar',
      email: 'bassem.w@patients.tabib.test',
      createdAt: '2030-01-01T10:00:00.000Z',
    });
    amel = await insertAccount(db, {
      role: 'admin',
      firstName: 'Amel',
      lastName: 'WOXLAR',
      email: 'amel.admin@tabib.test',
      createdAt: '2030-01-02T10:00:00.000Z',
    });
    zelie = await insertAccount(db, {
      role: 'patient',
      firstName: 'Zélie',
      lastName: 'Trabelsi',
      email: 'zelie.woxlar@patients.tabib.test',
      createdAt: '2030-01-03T10:00:00.000Z',
      blocked: true,
    });
    rym = await insertDoctor(db, {
      firstName: 'Rym',
      lastName: 'Qâdhi',
      email: 'rym.q@doctors.tabib.test',
      createdAt: '2030-02-01T10:00:00.000Z',
      isVerified: true,
      isActive: true,
    });
    sami = await insertDoctor(db, {
      firstName: 'Sami',
      lastName: 'Qadhi',
      email: 'sami.q@doctors.tabib.test',
      createdAt: '2030-02-02T10:00:00.000Z',
      isVerified: false,
      isActive: true,
    });
    hedi = await insertDoctor(db, {
      firstName: 'Hédi',
      lastName: 'Zouxari',
      email: 'hedi.qadhi@doctors.tabib.test',
      createdAt: '2030-02-03T10:00:00.000Z',
      isVerified: true,
      isActive: false,
    });
    demoAdminId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.admin.email)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const admin = () => server().as(demoAccounts.admin.email);
  const demoAdminActor = () => ({
    _id: demoAdminId,
    name: `${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`,
    email: demoAccounts.admin.email,
  });

  async function auditOf(entity: 'doctor' | 'user' | 'specialty' | 'article', entityId: string) {
    const { api } = await admin();
    const { data } = await api.GET('/admin/audit', { params: { query: { entity, entityId, limit: 100 } } });
    return data!;
  }

  describe('GET /admin/users: q matches name or e-mail, case and accents ignored; newest first', () => {
    it('finds the name and the e-mail whatever the case and the accents', async () => {
      const { api } = await admin();
      for (const q of ['woxlar', 'WÖXLAR', 'Wöx']) {
        const { data } = await api.GET('/admin/users', { params: { query: { q } } });
        expect(data!.results.map((u) => u._id)).toEqual([zelie.id, amel.id, bassem.id]);
        expect(data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 3 });
      }
      const byAccentedName = await api.GET('/admin/users', { params: { query: { q: 'zelie' } } });
      expect(byAccentedName.data!.results.map((u) => u._id)).toEqual([zelie.id]);
      const byEmail = await api.GET('/admin/users', { params: { query: { q: 'AMEL.ADMIN@' } } });
      expect(byEmail.data!.results).toEqual([
        {
          _id: amel.id,
          name: 'Amel WOXLAR',
          email: 'amel.admin@tabib.test',
          role: 'admin',
          blocked: false,
          createdAt: amel.createdAt,
          lastLoginAt: null,
        },
      ]);
    });

    it('treats % and _ in q as characters, not wildcards', async () => {
      const { api } = await admin();
      const { data } = await api.GET('/admin/users', { params: { query: { q: 'w_xlar' } } });
      expect(data!.totalResults).toBe(0);
      const percent = await api.GET('/admin/users', { params: { query: { q: '%' } } });
      expect(percent.data!.totalResults).toBe(0);
    });

    it('filters by role and by blocked', async () => {
      const { api } = await admin();
      const admins = await api.GET('/admin/users', { params: { query: { q: 'woxlar', role: 'admin' } } });
      expect(admins.data!.results.map((u) => u._id)).toEqual([amel.id]);
      const patients = await api.GET('/admin/users', { params: { query: { q: 'woxlar', role: 'patient' } } });
      expect(patients.data!.results.map((u) => u._id)).toEqual([zelie.id, bassem.id]);
      const blocked = await api.GET('/admin/users', { params: { query: { q: 'woxlar', blocked: true } } });
      expect(blocked.data!.results.map((u) => u._id)).toEqual([zelie.id]);
      const open = await api.GET('/admin/users', { params: { query: { q: 'woxlar', blocked: false } } });
      expect(open.data!.results.map((u) => u._id)).toEqual([amel.id, bassem.id]);
    });

    it('pages the results', async () => {
      const { api } = await admin();
      const first = await api.GET('/admin/users', { params: { query: { q: 'woxlar', limit: 2 } } });
      expect(first.data).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
      expect(first.data!.results.map((u) => u._id)).toEqual([zelie.id, amel.id]);
      const second = await api.GET('/admin/users', { params: { query: { q: 'woxlar', limit: 2, page: 2 } } });
      expect(second.data).toMatchObject({ page: 2, limit: 2, totalPages: 2, totalResults: 3 });
      expect(second.data!.results.map((u) => u._id)).toEqual([bassem.id]);
    });

    it('lists every account without filters, the newest first, with the total of the users table', async () => {
      const { api } = await admin();
      const { data } = await api.GET('/admin/users', { params: { query: { limit: 3 } } });
      const total = await server()
        .database.db.selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // The doctors are the newest accounts (February 2030), then the patients and admin (January).
      expect(data!.results.map((u) => u._id)).toEqual([hedi.id, sami.id, rym.id]);
      expect(data!.totalResults).toBe(Number(total.n));
    });
  });

  describe('GET /admin/doctors: verified or not, active or not; newest first', () => {
    it('finds doctors by name or e-mail, accents ignored, with the row of the spec', async () => {
      const { api } = await admin();
      const { data } = await api.GET('/admin/doctors', { params: { query: { q: 'QADHI' } } });
      expect(data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 3 });
      expect(data!.results.map((d) => d._id)).toEqual([hedi.id, sami.id, rym.id]);
      expect(data!.results[2]).toEqual({
        _id: rym.id,
        name: 'Dr Rym Qâdhi',
        email: 'rym.q@doctors.tabib.test',
        sexe: null,
        phone: '+21671000000',
        specialty: rym.specialty,
        city: rym.city,
        isVerified: true,
        isActive: true,
        blocked: false,
        teleconsultationFirstVisits: false,
        createdAt: rym.createdAt,
      });
      const byAccent = await api.GET('/admin/doctors', { params: { query: { q: 'HEDI ZOUX' } } });
      expect(byAccent.data!.results.map((d) => d._id)).toEqual([hedi.id]);
    });

    it('filters by verified and active, and pages', async () => {
      const { api } = await admin();
      const unverified = await api.GET('/admin/doctors', {
        params: { query: { q: 'qadhi', verified: false } },
      });
      expect(unverified.data!.results.map((d) => d._id)).toEqual([sami.id]);
      const inactive = await api.GET('/admin/doctors', { params: { query: { q: 'qadhi', active: false } } });
      expect(inactive.data!.results.map((d) => d._id)).toEqual([hedi.id]);
      const listed = await api.GET('/admin/doctors', {
        params: { query: { q: 'qadhi', verified: true, active: true } },
      });
      expect(listed.data!.results.map((d) => d._id)).toEqual([rym.id]);
      const second = await api.GET('/admin/doctors', {
        params: { query: { q: 'qadhi', limit: 2, page: 2 } },
      });
      expect(second.data).toMatchObject({ page: 2, limit: 2, totalPages: 2, totalResults: 3 });
      expect(second.data!.results.map((d) => d._id)).toEqual([rym.id]);
    });

    it('counts every doctor, unverified ones included, unlike public search', async () => {
      const { api } = await admin();
      const { data } = await api.GET('/admin/doctors', { params: { query: { verified: false, limit: 1 } } });
      const unverified = await server()
        .database.db.selectFrom('doctors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_verified', '=', false)
        .executeTakeFirstOrThrow();
      expect(Number(unverified.n)).toBeGreaterThan(1);
      expect(data!.totalResults).toBe(Number(unverified.n));
      expect(data!.results.map((d) => d._id)).toEqual([sami.id]);
    });
  });

  describe('PATCH /admin/users/{id}', () => {
    it('blocking signs the account out everywhere: refresh fails, the access token is refused; audited', async () => {
      const patient = await browser(server());
      const login = await patient.api.POST('/auth/login', {
        body: { email: bassem.email, password: demoPassword },
      });
      patient.api.tokens.set(login.data!.accessToken);
      expect((await patient.api.GET('/users/me')).response.status).toBe(200);

      const { api } = await admin();
      const blocked = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: bassem.id } },
        body: { blocked: true },
      });
      expect(blocked.response.status).toBe(200);
      expect(blocked.data).toMatchObject({ _id: bassem.id, role: 'patient', blocked: true });
      expect(blocked.data!.lastLoginAt).toBe('2026-03-02T07:00:00.000Z');

      const me = await patient.api.GET('/users/me');
      expect(me.response.status).toBe(403);
      expect(me.error).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
      const refreshed = await refresh(server(), patient);
      expect(refreshed.status).toBe(401);
      const again = await (
        await browser(server())
      ).api.POST('/auth/login', {
        body: { email: bassem.email, password: demoPassword },
      });
      expect(again.error).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
      const families = await server()
        .database.db.selectFrom('refresh_tokens')
        .select('revoked_at')
        .where('user_id', '=', bassem.id)
        .execute();
      expect(families.length).toBeGreaterThan(0);
      expect(families.every((token) => token.revoked_at !== null)).toBe(true);

      server().clock.advance(60_000);
      const unblocked = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: bassem.id } },
        body: { blocked: false },
      });
      expect(unblocked.data).toMatchObject({ _id: bassem.id, blocked: false });
      const back = await (
        await browser(server())
      ).api.POST('/auth/login', {
        body: { email: bassem.email, password: demoPassword },
      });
      expect(back.response.status).toBe(200);

      const audit = await auditOf('user', bassem.id);
      expect(audit.results).toEqual([
        {
          _id: expect.any(String),
          actor: demoAdminActor(),
          action: 'user.unblock',
          entity: 'user',
          entityId: bassem.id,
          before: { blocked: true },
          after: { blocked: false },
          createdAt: '2026-03-02T07:01:00.000Z',
        },
        {
          _id: expect.any(String),
          actor: demoAdminActor(),
          action: 'user.block',
          entity: 'user',
          entityId: bassem.id,
          before: { blocked: false },
          after: { blocked: true },
          createdAt: '2026-03-02T07:00:00.000Z',
        },
      ]);
      server().clock.set('2026-03-02T07:00:00.000Z');
    });

    it('blocking a doctor takes them out of public search, autocomplete and their profile; unblocking brings them back', async () => {
      // Their own doctor, created before every other account, so no other test's list or audit sees them.
      const doctor = await insertDoctor(server().database.db, {
        firstName: 'Lina',
        lastName: 'Blokstad',
        email: 'lina.blokstad@doctors.tabib.test',
        createdAt: '2001-01-01T10:00:00.000Z',
        isVerified: true,
        isActive: true,
      });
      const guest = await browser(server());
      const publicIds = async () => {
        const search = await guest.api.GET('/doctors', { params: { query: { name: 'Blokstad' } } });
        const suggestions = await guest.api.GET('/users/doctors/autocomplete', {
          params: { query: { keyword: 'Blokstad' } },
        });
        const profile = await guest.api.GET('/doctors/{id}', { params: { path: { id: doctor.id } } });
        return {
          search: search.data!.results.map((result) => result._id),
          suggestions: suggestions.data!.results.map((suggestion) => suggestion._id),
          profile: profile.response.status,
        };
      };
      expect(await publicIds()).toEqual({ search: [doctor.id], suggestions: [doctor.id], profile: 200 });

      const { api } = await admin();
      const block = (blocked: boolean) =>
        api.PATCH('/admin/users/{id}', { params: { path: { id: doctor.id } }, body: { blocked } });
      expect((await block(true)).response.status).toBe(200);
      expect(await publicIds()).toEqual({ search: [], suggestions: [], profile: 404 });

      expect((await block(false)).response.status).toBe(200);
      expect(await publicIds()).toEqual({ search: [doctor.id], suggestions: [doctor.id], profile: 200 });
    });

    it('makes a patient an admin and back; the patient record stays, GET /users/me follows', async () => {
      const { db } = server().database;
      const person = await insertAccount(db, {
        role: 'patient',
        firstName: 'Leila',
        lastName: 'Gharbi',
        email: 'leila.g@patients.tabib.test',
        createdAt: '2029-06-01T10:00:00.000Z',
      });
      const { api } = await admin();
      const promoted = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: person.id } },
        body: { role: 'admin' },
      });
      expect(promoted.data).toMatchObject({ _id: person.id, role: 'admin', blocked: false });
      const asAdmin = await server().as(person.email);
      const me = await asAdmin.api.GET('/users/me');
      expect(me.data).toMatchObject({
        _id: person.id,
        role: 'admin',
        isAdmin: true,
        admin: true,
        patient: false,
        birthDate: '1990-05-04',
        doctor: null,
      });
      expect(
        (await asAdmin.api.GET('/admin/users', { params: { query: { limit: 1 } } })).response.status,
      ).toBe(200);
      const adminLogin = await (
        await browser(server())
      ).api.POST('/auth/admin/login', {
        body: { email: person.email, password: demoPassword, remember: false },
      });
      expect(adminLogin.response.status).toBe(200);

      server().clock.advance(1_000);
      const demoted = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: person.id } },
        body: { role: 'patient' },
      });
      server().clock.set('2026-03-02T07:00:00.000Z');
      expect(demoted.data).toMatchObject({ _id: person.id, role: 'patient' });
      const asPatient = await server().as(person.email);
      expect((await asPatient.api.GET('/users/me')).data).toMatchObject({ role: 'patient', patient: true });
      expect((await asPatient.api.GET('/admin/users')).response.status).toBe(403);

      const audit = await auditOf('user', person.id);
      expect(audit.results.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        { action: 'user.role', before: { role: 'admin' }, after: { role: 'patient' } },
        { action: 'user.role', before: { role: 'patient' }, after: { role: 'admin' } },
      ]);
    });

    it('gives an admin made patient a patient record, so they can book', async () => {
      const { db } = server().database;
      const former = await insertAccount(db, {
        role: 'admin',
        firstName: 'Walid',
        lastName: 'Jaziri',
        email: 'walid.j@tabib.test',
        createdAt: '2029-06-02T10:00:00.000Z',
      });
      const { api } = await admin();
      const demoted = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: former.id } },
        body: { role: 'patient' },
      });
      expect(demoted.data).toMatchObject({ role: 'patient' });
      const patients = await db
        .selectFrom('patients')
        .select('birth_date')
        .where('id', '=', former.id)
        .execute();
      expect(patients).toEqual([{ birth_date: null }]);
    });

    it('refuses to change the role of a doctor or a secretary: 422 ROLE_CHANGE_NOT_ALLOWED', async () => {
      const { db } = server().database;
      const secretary = await insertAccount(db, {
        role: 'secretary',
        firstName: 'Mouna',
        lastName: 'Sfar',
        email: 'mouna.s@tabib.test',
        createdAt: '2029-06-03T10:00:00.000Z',
      });
      const { api } = await admin();
      for (const [id, role] of [
        [rym.id, 'patient'],
        [rym.id, 'admin'],
        [secretary.id, 'admin'],
      ] as const) {
        const refused = await api.PATCH('/admin/users/{id}', { params: { path: { id } }, body: { role } });
        expect(refused.response.status).toBe(422);
        expect(refused.error).toMatchObject({ code: 'ROLE_CHANGE_NOT_ALLOWED' });
      }
      const roles = await db
        .selectFrom('users')
        .select('role')
        .where('id', 'in', [rym.id, secretary.id])
        .orderBy('role')
        .execute();
      expect(roles).toEqual([{ role: 'doctor' }, { role: 'secretary' }]);
      expect((await auditOf('user', rym.id)).totalResults).toBe(0);
      // Blocking them is allowed.
      const blocked = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: secretary.id } },
        body: { blocked: true },
      });
      expect(blocked.data).toMatchObject({ role: 'secretary', blocked: true });
    });

    it('refuses to let an admin block themselves or drop their own admin role: 422 SELF_LOCKOUT', async () => {
      const { api } = await admin();
      for (const body of [
        { blocked: true },
        { role: 'patient' as const },
        { blocked: true, role: 'admin' as const },
      ]) {
        const refused = await api.PATCH('/admin/users/{id}', { params: { path: { id: demoAdminId } }, body });
        expect(refused.response.status).toBe(422);
        expect(refused.error).toMatchObject({ code: 'SELF_LOCKOUT' });
      }
      const self = await server()
        .database.db.selectFrom('users')
        .select(['role', 'blocked'])
        .where('id', '=', demoAdminId)
        .executeTakeFirstOrThrow();
      expect(self).toEqual({ role: 'admin', blocked: false });
      expect((await auditOf('user', demoAdminId)).totalResults).toBe(0);
    });

    it('records nothing for a change to the current values; 404 for an unknown id', async () => {
      const { api } = await admin();
      const same = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: amel.id } },
        body: { role: 'admin', blocked: false },
      });
      expect(same.response.status).toBe(200);
      expect(same.data).toMatchObject({ _id: amel.id, role: 'admin', blocked: false });
      expect((await auditOf('user', amel.id)).totalResults).toBe(0);

      const missing = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: UNKNOWN_ID } },
        body: { blocked: true },
      });
      expect(missing.response.status).toBe(404);
      expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('an admin changing a doctor’s flags is audited as doctor.update', () => {
    it('records every flag before and after; a doctor’s own change is not audited', async () => {
      const { api } = await admin();
      const verified = await api.PATCH('/users/{id}/doctor-boolean-info', {
        params: { path: { id: sami.id } },
        body: { isVerified: true, teleconsultation: true },
      });
      expect(verified.data).toMatchObject({ _id: sami.id, isVerified: true, teleconsultation: true });
      const flags = {
        cnamConvention: false,
        cnamApci: false,
        acceptsOnlinePayment: false,
        teleconsultation: false,
        showPhone: true,
        isVerified: false,
        isActive: true,
      };
      expect((await auditOf('doctor', sami.id)).results).toEqual([
        {
          _id: expect.any(String),
          actor: demoAdminActor(),
          action: 'doctor.update',
          entity: 'doctor',
          entityId: sami.id,
          before: flags,
          after: { ...flags, isVerified: true, teleconsultation: true },
          createdAt: '2026-03-02T07:00:00.000Z',
        },
      ]);

      const doctor = await server().as(sami.email);
      const own = await doctor.api.PATCH('/users/{id}/doctor-boolean-info', {
        params: { path: { id: sami.id } },
        body: { showPhone: false },
      });
      expect(own.response.status).toBe(200);
      expect((await auditOf('doctor', sami.id)).totalResults).toBe(1);
      // Back to unverified for the listings' expectations.
      await api.PATCH('/users/{id}/doctor-boolean-info', {
        params: { path: { id: sami.id } },
        body: { isVerified: false },
      });
    });
  });

  describe('POST /doctorSpecialties and PUT /doctorSpecialties/{id}', () => {
    it('creates a specialty (201), listed at once; audited with after only', async () => {
      const { api } = await admin();
      const created = await api.POST('/doctorSpecialties', {
        body: {
          names: { fr: 'Médecine hyperbare', en: 'Hyperbaric medicine', ar: 'طب الضغط العالي' },
          freq: 12,
        },
      });
      expect(created.response.status).toBe(201);
      const specialty = {
        _id: created.data!._id,
        name: 'Médecine hyperbare',
        names: { fr: 'Médecine hyperbare', en: 'Hyperbaric medicine', ar: 'طب الضغط العالي' },
        freq: 12,
        icon: null,
      };
      expect(created.data).toEqual(specialty);
      const listed = await api.GET('/doctorSpecialties', { params: { query: { limit: 200 } } });
      expect(listed.data!.results).toContainEqual(specialty);
      expect((await auditOf('specialty', specialty._id)).results).toEqual([
        {
          _id: expect.any(String),
          actor: demoAdminActor(),
          action: 'specialty.create',
          entity: 'specialty',
          entityId: specialty._id,
          before: null,
          after: specialty,
          createdAt: '2026-03-02T07:00:00.000Z',
        },
      ]);
    });

    it('refuses a French name that exists, whatever its case: 409 ALREADY_EXISTS', async () => {
      const { api } = await admin();
      const { name } = (await api.GET('/doctorSpecialties', { params: { query: { limit: 1 } } })).data!
        .results[0]!;
      for (const fr of [name, name.toUpperCase()]) {
        const duplicate = await api.POST('/doctorSpecialties', {
          body: { names: { fr, en: 'Duplicate', ar: 'مكرر' }, freq: 0 },
        });
        expect(duplicate.response.status).toBe(409);
        expect(duplicate.error).toMatchObject({ code: 'ALREADY_EXISTS' });
      }
    });

    it('renames a specialty and changes its frequency; audited with before and after', async () => {
      const { api } = await admin();
      const created = await api.POST('/doctorSpecialties', {
        body: { names: { fr: 'Tabacologie', en: 'Tobacco medicine', ar: 'طب التبغ' }, freq: 0 },
      });
      const id = created.data!._id;
      server().clock.advance(1_000);
      const updated = await api.PUT('/doctorSpecialties/{id}', {
        params: { path: { id } },
        body: { names: { en: 'Smoking cessation' }, freq: 3, icon: 'leaf' },
      });
      const after = {
        _id: id,
        name: 'Tabacologie',
        names: { fr: 'Tabacologie', en: 'Smoking cessation', ar: 'طب التبغ' },
        freq: 3,
        icon: 'leaf',
      };
      expect(updated.data).toEqual(after);
      const audit = await auditOf('specialty', id);
      expect(
        audit.results.map(({ action, before, after: a, createdAt }) => ({
          action,
          before,
          after: a,
          createdAt,
        })),
      ).toEqual([
        {
          action: 'specialty.update',
          before: { ...after, names: { ...after.names, en: 'Tobacco medicine' }, freq: 0, icon: null },
          after,
          createdAt: '2026-03-02T07:00:01.000Z',
        },
        {
          action: 'specialty.create',
          before: null,
          after: { ...after, names: { ...after.names, en: 'Tobacco medicine' }, freq: 0, icon: null },
          createdAt: '2026-03-02T07:00:00.000Z',
        },
      ]);
      server().clock.set('2026-03-02T07:00:00.000Z');

      const clash = await api.PUT('/doctorSpecialties/{id}', {
        params: { path: { id } },
        body: { names: { fr: 'médecine hyperbare' } },
      });
      expect(clash.response.status).toBe(409);
      expect(clash.error).toMatchObject({ code: 'ALREADY_EXISTS' });
      const missing = await api.PUT('/doctorSpecialties/{id}', {
        params: { path: { id: UNKNOWN_ID } },
        body: { freq: 1 },
      });
      expect(missing.response.status).toBe(404);
      expect(missing.error).toMatchObject({ code: 'NOT_FOUND', message: 'Specialty not found.' });
    });
  });

  describe('GET /admin/audit', () => {
    it('lists entries newest first, filtered by actor, entity and record; articles share the log', async () => {
      const { db } = server().database;
      const auditor = await insertAccount(db, {
        role: 'admin',
        firstName: 'Inès',
        lastName: 'Karoui',
        email: 'ines.k@tabib.test',
        createdAt: '2029-07-01T10:00:00.000Z',
      });
      server().clock.set('2026-03-03T08:00:00.000Z');
      const { api } = await server().as(auditor.email);
      const article = await api.POST('/articles', {
        body: {
          title: 'Le journal des admins',
          excerpt: 'Tout est noté.',
          content: 'Chaque écriture.',
          showOnLanding: false,
          published: true,
        },
      });
      server().clock.set('2026-03-03T08:05:00.000Z');
      await api.PATCH('/admin/users/{id}', { params: { path: { id: zelie.id } }, body: { blocked: false } });
      server().clock.set('2026-03-03T08:10:00.000Z');
      await api.PUT('/articles/{id}', {
        params: { path: { id: article.data!._id } },
        body: { published: false },
      });
      server().clock.set('2026-03-02T07:00:00.000Z');

      const mine = await api.GET('/admin/audit', { params: { query: { actor: auditor.id } } });
      const actor = { _id: auditor.id, name: 'Inès Karoui', email: 'ines.k@tabib.test' };
      expect(mine.data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 3 });
      expect(
        mine.data!.results.map(({ action, entity, entityId, createdAt, actor: a }) => ({
          action,
          entity,
          entityId,
          createdAt,
          actor: a,
        })),
      ).toEqual([
        {
          action: 'article.update',
          entity: 'article',
          entityId: article.data!._id,
          createdAt: '2026-03-03T08:10:00.000Z',
          actor,
        },
        {
          action: 'user.unblock',
          entity: 'user',
          entityId: zelie.id,
          createdAt: '2026-03-03T08:05:00.000Z',
          actor,
        },
        {
          action: 'article.create',
          entity: 'article',
          entityId: article.data!._id,
          createdAt: '2026-03-03T08:00:00.000Z',
          actor,
        },
      ]);
      const [update, , create] = mine.data!.results;
      expect(create!.before).toBeNull();
      expect(create!.after).toEqual({ ...article.data });
      expect(update!.before).toMatchObject({ _id: article.data!._id, published: true });
      expect(update!.after).toMatchObject({ _id: article.data!._id, published: false });

      const articles = await api.GET('/admin/audit', {
        params: { query: { actor: auditor.id, entity: 'article', limit: 1, page: 2 } },
      });
      expect(articles.data).toMatchObject({ page: 2, limit: 1, totalPages: 2, totalResults: 2 });
      expect(articles.data!.results.map((e) => e.action)).toEqual(['article.create']);

      // An admin's account deleted: their entries stay, without an actor.
      await db.deleteFrom('users').where('id', '=', auditor.id).execute();
      const orphaned = await (
        await admin()
      ).api.GET('/admin/audit', {
        params: { query: { entity: 'user', entityId: zelie.id } },
      });
      expect(orphaned.data!.results.map((e) => [e.action, e.actor])).toEqual([['user.unblock', null]]);
    });
  });
});
