import type { Role, User } from '@tabib/contract';

/** The fields of the session user the role depends on. */
export type RoleFlags = Pick<User, 'admin' | 'isAdmin' | 'doctor' | 'secretary' | 'isSecretary'>;

/**
 * In this order: no user → guest; then admin; then doctor (the doctor object is present);
 * then secretary; otherwise patient.
 */
export function deriveRole(user: RoleFlags | null | undefined): Role {
  if (!user) return 'guest';
  if (user.admin || user.isAdmin) return 'admin';
  if (user.doctor) return 'doctor';
  if (user.secretary || user.isSecretary) return 'secretary';
  return 'patient';
}
