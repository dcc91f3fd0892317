import type { User } from '@tabib/contract';

/** An admin as the API answers it (`User`), for the tests; `overrides` change any field. */
export function testAdmin(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-admin',
    email: 'admin@tabib.test',
    name: 'Admin Tabib',
    firstName: 'Admin',
    lastName: 'Tabib',
    photoUrl: null,
    role: 'admin',
    isAdmin: true,
    isSecretary: false,
    admin: true,
    secretary: false,
    patient: false,
    doctor: null,
    doctorSpecialty: null,
    loggedInSecretaryInfo: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
