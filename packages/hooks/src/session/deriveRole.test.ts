import { describe, expect, it } from 'vitest';

import { deriveRole, type RoleFlags } from './deriveRole';

const none: RoleFlags = { admin: false, isAdmin: false, doctor: null, secretary: false, isSecretary: false };
const doctorProfile = { _id: 'd1' } as unknown as NonNullable<RoleFlags['doctor']>;

describe('deriveRole (requirements §4 order)', () => {
  it.each<[string, RoleFlags | null | undefined, string]>([
    ['no user', null, 'guest'],
    ['undefined user', undefined, 'guest'],
    ['admin flag', { ...none, admin: true }, 'admin'],
    ['isAdmin flag', { ...none, isAdmin: true }, 'admin'],
    ['admin before doctor', { ...none, admin: true, doctor: doctorProfile }, 'admin'],
    ['doctor object present', { ...none, doctor: doctorProfile }, 'doctor'],
    ['doctor before secretary', { ...none, doctor: doctorProfile, secretary: true }, 'doctor'],
    ['secretary flag', { ...none, secretary: true }, 'secretary'],
    ['isSecretary flag', { ...none, isSecretary: true }, 'secretary'],
    ['no flag', none, 'patient'],
  ])('%s → %s', (_case, user, role) => {
    expect(deriveRole(user)).toBe(role);
  });
});
