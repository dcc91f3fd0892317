import { beforeAll } from 'vitest';
import type { Backend } from '../../platform/db/connect.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { type FixtureAccount, type FixtureDoctor, insertAccount, insertDoctor } from './admin-fixture.js';

/** An id no row has. */
export const UNKNOWN_ID = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

/** Newest first: zelie, amel, bassem (users); hedi, sami, rym (doctors). */
export interface BackOfficePeople {
  bassem: FixtureAccount;
  amel: FixtureAccount;
  zelie: FixtureAccount;
  rym: FixtureDoctor;
  sami: FixtureDoctor;
  hedi: FixtureDoctor;
  demoAdminId: string;
}

/**
 * The back-office tests' server: seeded, its clock on Monday 2 March 2026, with the accounts and doctors
 * of `BackOfficePeople` added before the tests of the enclosing `describe` (filled in by then).
 */
export function useBackOffice(backend: Backend) {
  const server = useApiServer(backend, { state: 'seeded', now: '2026-03-02T07:00:00.000Z' });
  const people = {} as BackOfficePeople;

  beforeAll(async () => {
    const { db } = server().database;
    people.bassem = await insertAccount(db, {
      role: 'patient',
      firstName: 'Bassem',
      lastName: 'Wöxlar',
      email: 'bassem.w@patients.tabib.test',
      createdAt: '2030-01-01T10:00:00.000Z',
    });
    people.amel = await insertAccount(db, {
      role: 'admin',
      firstName: 'Amel',
      lastName: 'WOXLAR',
      email: 'amel.admin@tabib.test',
      createdAt: '2030-01-02T10:00:00.000Z',
    });
    people.zelie = await insertAccount(db, {
      role: 'patient',
      firstName: 'Zélie',
      lastName: 'Trabelsi',
      email: 'zelie.woxlar@patients.tabib.test',
      createdAt: '2030-01-03T10:00:00.000Z',
      blocked: true,
    });
    people.rym = await insertDoctor(db, {
      firstName: 'Rym',
      lastName: 'Qâdhi',
      email: 'rym.q@doctors.tabib.test',
      createdAt: '2030-02-01T10:00:00.000Z',
      isVerified: true,
      isActive: true,
    });
    people.sami = await insertDoctor(db, {
      firstName: 'Sami',
      lastName: 'Qadhi',
      email: 'sami.q@doctors.tabib.test',
      createdAt: '2030-02-02T10:00:00.000Z',
      isVerified: false,
      isActive: true,
    });
    people.hedi = await insertDoctor(db, {
      firstName: 'Hédi',
      lastName: 'Zouxari',
      email: 'hedi.qadhi@doctors.tabib.test',
      createdAt: '2030-02-03T10:00:00.000Z',
      isVerified: true,
      isActive: false,
    });
    people.demoAdminId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.admin.email)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const admin = () => server().as(demoAccounts.admin.email);
  const demoAdminActor = () => ({
    _id: people.demoAdminId,
    name: `${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`,
    email: demoAccounts.admin.email,
  });

  async function auditOf(entity: 'doctor' | 'user' | 'specialty' | 'article', entityId: string) {
    const { api } = await admin();
    const { data } = await api.GET('/admin/audit', { params: { query: { entity, entityId, limit: 100 } } });
    return data!;
  }

  return { server, people, admin, demoAdminActor, auditOf };
}
