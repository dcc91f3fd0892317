import type { components } from './generated/api';

/**
 * The five roles, in the order a caller's role is derived: no user is a guest, then admin, doctor,
 * secretary, else patient.
 */
export const ROLES = ['guest', 'admin', 'doctor', 'secretary', 'patient'] as const;

/** A caller's role (the API's `Role`). */
export type Role = components['schemas']['Role'];

/** The roles an account holds: every role but `guest`. */
export const ACCOUNT_ROLES = ['patient', 'doctor', 'secretary', 'admin'] as const;

/** The role of an account. */
export type AccountRole = Exclude<Role, 'guest'>;

// The lists above and the API's enum name the same roles: tsc fails here when they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _rolesMatchTheApi: Same<(typeof ROLES)[number], Role> &
  Same<(typeof ACCOUNT_ROLES)[number], AccountRole> = true;
