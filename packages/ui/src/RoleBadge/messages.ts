import type { LocaleMessages } from '../i18n/messages';
import type { Role } from './roles';

/** Displayed role names (Administrateur, Médecin, Secrétaire, Patient, Invité). */
export type RoleBadgeLabels = Record<Role, string>;

export const roleBadgeMessages: LocaleMessages<RoleBadgeLabels> = {
  fr: {
    guest: 'Invité',
    patient: 'Patient',
    doctor: 'Médecin',
    secretary: 'Secrétaire',
    admin: 'Administrateur',
  },
  en: {
    guest: 'Guest',
    patient: 'Patient',
    doctor: 'Doctor',
    secretary: 'Secretary',
    admin: 'Administrator',
  },
  ar: {
    guest: 'زائر',
    patient: 'مريض',
    doctor: 'طبيب',
    secretary: 'سكرتير',
    admin: 'مسؤول',
  },
};
