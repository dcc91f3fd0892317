import type { Kysely } from 'kysely';
import { newId } from '../../platform/db/ids.js';
import type { Database } from '../../platform/db/schema.js';
import { normalizeSearchText } from '../../platform/db/search-text.js';
import { demoAccounts } from '../../seed/demo-accounts.js';

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

interface UserFields {
  role: 'patient' | 'admin' | 'secretary' | 'doctor';
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  blocked?: boolean;
  phone?: string;
}

/** The `users` row of a fixture account; its id's time is its creation time. */
async function insertUser(db: Kysely<Database>, user: UserFields): Promise<string> {
  const id = newId(Date.parse(user.createdAt));
  await db
    .insertInto('users')
    .values({
      id,
      email: user.email,
      password_hash: await demoPasswordHash(db),
      role: user.role,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone ?? null,
      blocked: user.blocked ?? false,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    })
    .execute();
  return id;
}

export async function insertAccount(
  db: Kysely<Database>,
  account: UserFields & { role: 'patient' | 'admin' | 'secretary' },
): Promise<FixtureAccount> {
  const id = await insertUser(db, account);
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
  const id = await insertUser(db, { ...doctor, role: 'doctor', phone: '+21671000000' });
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
