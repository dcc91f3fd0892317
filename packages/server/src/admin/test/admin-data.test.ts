import { describe, expect, it } from 'vitest';
import { listAdminUsers, updateAdminUser } from '../admin-data.js';
import { audit, listAuditLog } from '../../platform/audit.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';
import { insertAccount } from './admin-fixture.js';

const paging = { page: 1, limit: 20 };

describe.each(backends)('back-office data functions on %s', (backend) => {
  const database = useTestDatabase(backend, 'seeded');

  it('q ignores case, Latin accents and Arabic diacritics on both sides', async () => {
    const { db } = database();
    const ahmed = await insertAccount(db, {
      role: 'patient',
      firstName: 'أَحْمَد',
      lastName: 'ÉLÖUARDI',
      email: 'ahmed.e@patients.tabib.test',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    for (const q of ['احمد', 'أَحْمَد', 'eloua', 'ÉlÖuArDi', 'AHMED.E@']) {
      const page = await listAdminUsers(db, { q }, paging);
      expect(
        page.results.map((u) => u._id),
        q,
      ).toEqual([ahmed.id]);
    }
    expect((await listAdminUsers(db, { q: 'elouardi x' }, paging)).totalResults).toBe(0);
  });

  it('audit() writes {before, after}; listAuditLog reads them back with the actor, newest first', async () => {
    const { db } = database();
    const actor = await insertAccount(db, {
      role: 'admin',
      firstName: 'Sarra',
      lastName: 'Ayari',
      email: 'sarra.a@tabib.test',
      createdAt: '2030-01-02T00:00:00.000Z',
    });
    const record = { actorUserId: actor.id, entity: 'user', entityId: actor.id } as const;
    await audit(
      db,
      { ...record, action: 'user.block', before: { blocked: false }, after: { blocked: true } },
      new Date('2030-02-01T00:00:00.000Z'),
    );
    await audit(
      db,
      { ...record, action: 'user.unblock', before: { blocked: true }, after: { blocked: false } },
      new Date('2030-02-02T00:00:00.000Z'),
    );
    const page = await listAuditLog(db, { actor: actor.id }, paging);
    expect(page).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 2 });
    expect(page.results.map(({ _id, ...entry }) => entry)).toEqual([
      {
        actor: { _id: actor.id, name: 'Sarra Ayari', email: 'sarra.a@tabib.test' },
        action: 'user.unblock',
        entity: 'user',
        entityId: actor.id,
        before: { blocked: true },
        after: { blocked: false },
        createdAt: '2030-02-02T00:00:00.000Z',
      },
      {
        actor: { _id: actor.id, name: 'Sarra Ayari', email: 'sarra.a@tabib.test' },
        action: 'user.block',
        entity: 'user',
        entityId: actor.id,
        before: { blocked: false },
        after: { blocked: true },
        createdAt: '2030-02-01T00:00:00.000Z',
      },
    ]);
  });

  it('updateAdminUser blocks and changes the role in one call: one entry per change', async () => {
    const { db } = database();
    const actor = await insertAccount(db, {
      role: 'admin',
      firstName: 'Mehdi',
      lastName: 'Bouazizi',
      email: 'mehdi.b@tabib.test',
      createdAt: '2030-01-03T00:00:00.000Z',
    });
    const target = await insertAccount(db, {
      role: 'patient',
      firstName: 'Olfa',
      lastName: 'Hamdi',
      email: 'olfa.h@patients.tabib.test',
      createdAt: '2030-01-04T00:00:00.000Z',
    });
    const now = new Date('2030-03-01T00:00:00.000Z');
    const row = await updateAdminUser(db, target.id, { blocked: true, role: 'admin' }, actor.id, now);
    expect(row).toMatchObject({ _id: target.id, role: 'admin', blocked: true });
    const page = await listAuditLog(db, { entity: 'user', entityId: target.id }, paging);
    expect(
      page.results
        .map(({ action, before, after }) => ({ action, before, after }))
        .sort((a, b) => a.action.localeCompare(b.action)),
    ).toEqual([
      { action: 'user.block', before: { blocked: false }, after: { blocked: true } },
      { action: 'user.role', before: { role: 'patient' }, after: { role: 'admin' } },
    ]);
    const unknownId = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';
    expect(await updateAdminUser(db, unknownId, { blocked: true }, actor.id, now)).toBeUndefined();
  });
});
