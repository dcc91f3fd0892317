import type { Kysely } from 'kysely';
import { newId } from '../../src/db/ids.js';
import type { Database } from '../../src/db/schema.js';
import { normalizeSearchText } from '../../src/db/search-text.js';
import { demoAccounts } from '../../src/seed/demo-accounts.js';

/*
 * Accounts of the back-office tests, added to the seeded database. They are created after every seeded
 * account (2030), so "newest first" puts them on top in a known order, and their names hold a word no
 * seeded account has ("Wöxlar"), so a search for it finds exactly them.
 */

export interface FixtureAccount {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

/** The demo accounts' password hash, so fixture accounts sign in with `demoPassword`. */
async function demoPasswordHash(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', demoAccounts.patient.email)
    .executeTakeFirstOrThrow();
  return row.password_hash!;
}

export async function insertAccount(
  db: Kysely<Database>,
  account: {
    role: 'patient' | 'admin' | 'secretary';
    firstName: string;
    lastName: string;
    email: string;
    createdAt: string;
    blocked?: boolean;
  },
): Promise<FixtureAccount> {
  const id = newId(Date.parse(account.createdAt));
  await db
    .insertInto('users')
    .values({
      id,
      email: account.email,
      password_hash: await demoPasswordHash(db),
      role: account.role,
      first_name: account.firstName,
      last_name: account.lastName,
      blocked: account.blocked ?? false,
      created_at: account.createdAt,
      updated_at: account.createdAt,
    })
    .execute();
  if (account.role === 'patient') {
    await db.insertInto('patients').values({ id, birth_date: '1990-05-04' }).execute();
  }
  return {
    id,
    email: account.email,
    name: `${account.firstName} ${account.lastName}`,
    createdAt: new Date(account.createdAt).toISOString(),
  };
}

export interface FixtureDoctor extends FixtureAccount {
  specialty: { _id: string; name: string };
  city: string;
}

export async function insertDoctor(
  db: Kysely<Database>,
  doctor: {
    firstName: string;
    lastName: string;
    email: string;
    createdAt: string;
    isVerified: boolean;
    isActive: boolean;
  },
): Promise<FixtureDoctor> {
  const specialty = await db
    .selectFrom('specialties')
    .select(['id', 'name_fr'])
    .orderBy('name_fr')
    .executeTakeFirstOrThrow();
  const city = await db
    .selectFrom('locations')
    .select(['id', 'label'])
    .orderBy('label')
    .executeTakeFirstOrThrow();
  const id = newId(Date.parse(doctor.createdAt));
  await db
    .insertInto('users')
    .values({
      id,
      email: doctor.email,
      password_hash: await demoPasswordHash(db),
      role: 'doctor',
      first_name: doctor.firstName,
      last_name: doctor.lastName,
      phone: '+21671000000',
      created_at: doctor.createdAt,
      updated_at: doctor.createdAt,
    })
    .execute();
  await db
    .insertInto('doctors')
    .values({
      id,
      specialty_id: specialty.id,
      city_id: city.id,
      fee: 50_000,
      is_verified: doctor.isVerified,
      is_active: doctor.isActive,
      search_name: normalizeSearchText(`${doctor.firstName} ${doctor.lastName}`),
      created_at: doctor.createdAt,
      updated_at: doctor.createdAt,
    })
    .execute();
  return {
    id,
    email: doctor.email,
    name: `Dr ${doctor.firstName} ${doctor.lastName}`,
    createdAt: new Date(doctor.createdAt).toISOString(),
    specialty: { _id: specialty.id, name: specialty.name_fr },
    city: city.label,
  };
}
