import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { insertAccount } from './admin-fixture.js';
import { UNKNOWN_ID, useBackOffice } from './back-office.js';

describe.each(backends)(
  'the back office over HTTP on %s: audited changes and GET /admin/audit',
  (backend) => {
    const { server, people, admin, demoAdminActor, auditOf } = useBackOffice(backend);

    describe('an admin changing a doctor’s flags is audited as doctor.update', () => {
      it('records every flag before and after; a doctor’s own change is not audited', async () => {
        const { api } = await admin();
        const verified = await api.PATCH('/users/{id}/doctor-boolean-info', {
          params: { path: { id: people.sami.id } },
          body: { isVerified: true, teleconsultation: true },
        });
        expect(verified.data).toMatchObject({
          _id: people.sami.id,
          isVerified: true,
          teleconsultation: true,
        });
        const flags = {
          cnamConvention: false,
          cnamApci: false,
          acceptsOnlinePayment: false,
          teleconsultation: false,
          showPhone: true,
          isVerified: false,
          isActive: true,
        };
        expect((await auditOf('doctor', people.sami.id)).results).toEqual([
          {
            _id: expect.any(String),
            actor: demoAdminActor(),
            action: 'doctor.update',
            entity: 'doctor',
            entityId: people.sami.id,
            before: flags,
            after: { ...flags, isVerified: true, teleconsultation: true },
            createdAt: '2026-03-02T07:00:00.000Z',
          },
        ]);

        const doctor = await server().as(people.sami.email);
        const own = await doctor.api.PATCH('/users/{id}/doctor-boolean-info', {
          params: { path: { id: people.sami.id } },
          body: { showPhone: false },
        });
        expect(own.response.status).toBe(200);
        expect((await auditOf('doctor', people.sami.id)).totalResults).toBe(1);
        // Back to unverified for the listings' expectations.
        await api.PATCH('/users/{id}/doctor-boolean-info', {
          params: { path: { id: people.sami.id } },
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
        await api.PATCH('/admin/users/{id}', {
          params: { path: { id: people.zelie.id } },
          body: { blocked: false },
        });
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
            entityId: people.zelie.id,
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
          params: { query: { entity: 'user', entityId: people.zelie.id } },
        });
        expect(orphaned.data!.results.map((e) => [e.action, e.actor])).toEqual([['user.unblock', null]]);
      });
    });
  },
);
