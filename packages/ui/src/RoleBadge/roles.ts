/** The five roles of spec §6, in the order of spec §4's derivation (guest first). */
export const ROLES = ['guest', 'admin', 'doctor', 'secretary', 'patient'] as const;

export type Role = (typeof ROLES)[number];
