import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo-accounts.js';
import { backends } from '../../../test/helpers/db.js';
import { browser, refresh } from '../../accounts/test/browser.js';
import { insertAccount, insertDoctor } from './admin-fixture.js';
import { UNKNOWN_ID, useBackOffice } from './back-office.js';

describe.each(backends)('the back office over HTTP on %s: PATCH /admin/users/{id}', (backend) => {
  const { server, people, admin, demoAdminActor, auditOf } = useBackOffice(backend);

  describe('PATCH /admin/users/{id}', () => {
    it('blocking signs the account out everywhere: refresh fails, the access token is refused; audited', async () => {
      const patient = await browser(server());
      const login = await patient.api.POST('/auth/login', {
        body: { email: people.bassem.email, password: demoPassword },
      });
      patient.api.tokens.set(login.data!.accessToken);
      expect((await patient.api.GET('/users/me')).response.status).toBe(200);

      const { api } = await admin();
      const blocked = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: people.bassem.id } },
        body: { blocked: true },
      });
      expect(blocked.response.status).toBe(200);
      expect(blocked.data).toMatchObject({ _id: people.bassem.id, role: 'patient', blocked: true });
      expect(blocked.data!.lastLoginAt).toBe('2026-03-02T07:00:00.000Z');

      const me = await patient.api.GET('/users/me');
      expect(me.response.status).toBe(403);
      expect(me.error).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
      const refreshed = await refresh(server(), patient);
      expect(refreshed.status).toBe(401);
      const again = await (
        await browser(server())
      ).api.POST('/auth/login', {
        body: { email: people.bassem.email, password: demoPassword },
      });
      expect(again.error).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
      const families = await server()
        .database.db.selectFrom('refresh_tokens')
        .select('revoked_at')
        .where('user_id', '=', people.bassem.id)
        .execute();
      expect(families.length).toBeGreaterThan(0);
      expect(families.every((token) => token.revoked_at !== null)).toBe(true);

      server().clock.advance(60_000);
      const unblocked = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: people.bassem.id } },
        body: { blocked: false },
      });
      expect(unblocked.data).toMatchObject({ _id: people.bassem.id, blocked: false });
      const back = await (
        await browser(server())
      ).api.POST('/auth/login', {
        body: { email: people.bassem.email, password: demoPassword },
      });
      expect(back.response.status).toBe(200);

      const audit = await auditOf('user', people.bassem.id);
      expect(audit.results).toEqual([
        {
          _id: expect.any(String),
          actor: demoAdminActor(),
          action: 'user.unblock',
          entity: 'user',
          entityId: people.bassem.id,
          before: { blocked: true },
          after: { blocked: false },
          createdAt: '2026-03-02T07:01:00.000Z',
        },
        {
          _id: expect.any(String),
          actor: demoAdminActor(),
          action: 'user.block',
          entity: 'user',
          entityId: people.bassem.id,
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
        [people.rym.id, 'patient'],
        [people.rym.id, 'admin'],
        [secretary.id, 'admin'],
      ] as const) {
        const refused = await api.PATCH('/admin/users/{id}', { params: { path: { id } }, body: { role } });
        expect(refused.response.status).toBe(422);
        expect(refused.error).toMatchObject({ code: 'ROLE_CHANGE_NOT_ALLOWED' });
      }
      const roles = await db
        .selectFrom('users')
        .select('role')
        .where('id', 'in', [people.rym.id, secretary.id])
        .orderBy('role')
        .execute();
      expect(roles).toEqual([{ role: 'doctor' }, { role: 'secretary' }]);
      expect((await auditOf('user', people.rym.id)).totalResults).toBe(0);
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
        const refused = await api.PATCH('/admin/users/{id}', {
          params: { path: { id: people.demoAdminId } },
          body,
        });
        expect(refused.response.status).toBe(422);
        expect(refused.error).toMatchObject({ code: 'SELF_LOCKOUT' });
      }
      const self = await server()
        .database.db.selectFrom('users')
        .select(['role', 'blocked'])
        .where('id', '=', people.demoAdminId)
        .executeTakeFirstOrThrow();
      expect(self).toEqual({ role: 'admin', blocked: false });
      expect((await auditOf('user', people.demoAdminId)).totalResults).toBe(0);
    });

    it('records nothing for a change to the current values; 404 for an unknown id', async () => {
      const { api } = await admin();
      const same = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: people.amel.id } },
        body: { role: 'admin', blocked: false },
      });
      expect(same.response.status).toBe(200);
      expect(same.data).toMatchObject({ _id: people.amel.id, role: 'admin', blocked: false });
      expect((await auditOf('user', people.amel.id)).totalResults).toBe(0);

      const missing = await api.PATCH('/admin/users/{id}', {
        params: { path: { id: UNKNOWN_ID } },
        body: { blocked: true },
      });
      expect(missing.response.status).toBe(404);
      expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
