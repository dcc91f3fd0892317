import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useBackOffice } from './back-office.js';

describe.each(backends)(
  'the back office over HTTP on %s: GET /admin/users and GET /admin/doctors',
  (backend) => {
    const { server, people, admin } = useBackOffice(backend);

    describe('GET /admin/users: q matches name or e-mail, case and accents ignored; newest first', () => {
      it('finds the name and the e-mail whatever the case and the accents', async () => {
        const { api } = await admin();
        for (const q of ['woxlar', 'WÖXLAR', 'Wöx']) {
          const { data } = await api.GET('/admin/users', { params: { query: { q } } });
          expect(data!.results.map((u) => u._id)).toEqual([
            people.zelie.id,
            people.amel.id,
            people.bassem.id,
          ]);
          expect(data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 3 });
        }
        const byAccentedName = await api.GET('/admin/users', { params: { query: { q: 'zelie' } } });
        expect(byAccentedName.data!.results.map((u) => u._id)).toEqual([people.zelie.id]);
        const byEmail = await api.GET('/admin/users', { params: { query: { q: 'AMEL.ADMIN@' } } });
        expect(byEmail.data!.results).toEqual([
          {
            _id: people.amel.id,
            name: 'Amel WOXLAR',
            email: 'amel.admin@tabib.test',
            role: 'admin',
            blocked: false,
            createdAt: people.amel.createdAt,
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
        expect(admins.data!.results.map((u) => u._id)).toEqual([people.amel.id]);
        const patients = await api.GET('/admin/users', {
          params: { query: { q: 'woxlar', role: 'patient' } },
        });
        expect(patients.data!.results.map((u) => u._id)).toEqual([people.zelie.id, people.bassem.id]);
        const blocked = await api.GET('/admin/users', { params: { query: { q: 'woxlar', blocked: true } } });
        expect(blocked.data!.results.map((u) => u._id)).toEqual([people.zelie.id]);
        const open = await api.GET('/admin/users', { params: { query: { q: 'woxlar', blocked: false } } });
        expect(open.data!.results.map((u) => u._id)).toEqual([people.amel.id, people.bassem.id]);
      });

      it('pages the results', async () => {
        const { api } = await admin();
        const first = await api.GET('/admin/users', { params: { query: { q: 'woxlar', limit: 2 } } });
        expect(first.data).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
        expect(first.data!.results.map((u) => u._id)).toEqual([people.zelie.id, people.amel.id]);
        const second = await api.GET('/admin/users', {
          params: { query: { q: 'woxlar', limit: 2, page: 2 } },
        });
        expect(second.data).toMatchObject({ page: 2, limit: 2, totalPages: 2, totalResults: 3 });
        expect(second.data!.results.map((u) => u._id)).toEqual([people.bassem.id]);
      });

      it('lists every account without filters, the newest first, with the total of the users table', async () => {
        const { api } = await admin();
        const { data } = await api.GET('/admin/users', { params: { query: { limit: 3 } } });
        const total = await server()
          .database.db.selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        // The doctors are the newest accounts (February 2030), then the patients and admin (January).
        expect(data!.results.map((u) => u._id)).toEqual([people.hedi.id, people.sami.id, people.rym.id]);
        expect(data!.totalResults).toBe(Number(total.n));
      });
    });

    describe('GET /admin/doctors: verified or not, active or not; newest first', () => {
      it('finds doctors by name or e-mail, accents ignored, with the row of the spec', async () => {
        const { api } = await admin();
        const { data } = await api.GET('/admin/doctors', { params: { query: { q: 'QADHI' } } });
        expect(data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 3 });
        expect(data!.results.map((d) => d._id)).toEqual([people.hedi.id, people.sami.id, people.rym.id]);
        expect(data!.results[2]).toEqual({
          _id: people.rym.id,
          name: 'Dr Rym Qâdhi',
          email: 'rym.q@doctors.tabib.test',
          sexe: null,
          phone: '+21671000000',
          specialty: people.rym.specialty,
          city: people.rym.city,
          isVerified: true,
          isActive: true,
          blocked: false,
          teleconsultationFirstVisits: false,
          createdAt: people.rym.createdAt,
        });
        const byAccent = await api.GET('/admin/doctors', { params: { query: { q: 'HEDI ZOUX' } } });
        expect(byAccent.data!.results.map((d) => d._id)).toEqual([people.hedi.id]);
      });

      it('filters by verified and active, and pages', async () => {
        const { api } = await admin();
        const unverified = await api.GET('/admin/doctors', {
          params: { query: { q: 'qadhi', verified: false } },
        });
        expect(unverified.data!.results.map((d) => d._id)).toEqual([people.sami.id]);
        const inactive = await api.GET('/admin/doctors', {
          params: { query: { q: 'qadhi', active: false } },
        });
        expect(inactive.data!.results.map((d) => d._id)).toEqual([people.hedi.id]);
        const listed = await api.GET('/admin/doctors', {
          params: { query: { q: 'qadhi', verified: true, active: true } },
        });
        expect(listed.data!.results.map((d) => d._id)).toEqual([people.rym.id]);
        const second = await api.GET('/admin/doctors', {
          params: { query: { q: 'qadhi', limit: 2, page: 2 } },
        });
        expect(second.data).toMatchObject({ page: 2, limit: 2, totalPages: 2, totalResults: 3 });
        expect(second.data!.results.map((d) => d._id)).toEqual([people.rym.id]);
      });

      it('counts every doctor, unverified ones included, unlike public search', async () => {
        const { api } = await admin();
        const { data } = await api.GET('/admin/doctors', {
          params: { query: { verified: false, limit: 1 } },
        });
        const unverified = await server()
          .database.db.selectFrom('doctors')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_verified', '=', false)
          .executeTakeFirstOrThrow();
        expect(Number(unverified.n)).toBeGreaterThan(1);
        expect(data!.totalResults).toBe(Number(unverified.n));
        expect(data!.results.map((d) => d._id)).toEqual([people.sami.id]);
      });
    });
  },
);
