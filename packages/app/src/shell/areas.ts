import type { Role } from '@tabib/ui';

/** The roles a page of a signed-in area serves (decision 020); a guest is never one of them. */
export type AreaRole = Exclude<Role, 'guest'>;

/** requirements §6: the patient area serves patients only. */
export const PATIENT_AREA: readonly AreaRole[] = ['patient'];

/**
 * requirements §6 menus of the doctor area, page by page: doctors everything; secretaries rdvs,
 * calendar and questions; admins rdvs, questions and settings.
 */
export const PRACTICE_PAGES = {
  rdvs: ['doctor', 'secretary', 'admin'],
  calendar: ['doctor', 'secretary'],
  questions: ['doctor', 'secretary', 'admin'],
  stats: ['doctor'],
  settings: ['doctor', 'admin'],
  services: ['doctor'],
  secretary: ['doctor'],
} as const satisfies Record<string, readonly AreaRole[]>;

/** Where each role's own space starts: the footer, the wrong-role page and the navbar point there. */
export function homeFor(role: AreaRole): string {
  return role === 'patient' ? '/patient-dashboard' : '/doctor-dashboard';
}

/** The message that says whom a page is for, by the roles it serves (fr/en/ar in shell.json). */
export function reservedForMessageId(roles: readonly AreaRole[]): string {
  const serves = (role: AreaRole) => roles.includes(role);
  // The teleconsultation room (docs/decisions/055): the rdv's doctor and patient only.
  if (serves('patient') && serves('doctor')) return 'APP.WRONG_ROLE.FOR_CONSULTATION_PARTIES';
  if (serves('patient')) return 'APP.WRONG_ROLE.FOR_PATIENTS';
  if (serves('secretary') && serves('admin')) return 'APP.WRONG_ROLE.FOR_PRACTICES';
  if (serves('secretary')) return 'APP.WRONG_ROLE.FOR_DOCTORS_AND_SECRETARIES';
  if (serves('admin')) return 'APP.WRONG_ROLE.FOR_DOCTORS_AND_ADMINS';
  return 'APP.WRONG_ROLE.FOR_DOCTORS';
}
