import type { User } from '@tabib/sdk';

/** An access token whose payload is `{ sub, exp }` (unsigned: the client only reads it, requirements §3). */
export function testToken(sub: string, expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp: expSeconds })}.signature`;
}

/** An admin as the API answers it (the contract's `User`), for the tests. */
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
