/** The five roles, in the order the role is derived (guest first). */
export const ROLES = ['guest', 'admin', 'doctor', 'secretary', 'patient'] as const;

export type Role = (typeof ROLES)[number];
