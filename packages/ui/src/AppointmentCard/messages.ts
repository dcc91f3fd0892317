import type { LocaleMessages } from '../i18n/messages';
import type { AppointmentStatus } from './statuses';

export interface AppointmentCardLabels {
  /** Displayed name of each status. */
  status: Record<AppointmentStatus, string>;
  /** Name of the group of action buttons. */
  actions: string;
}

export const appointmentCardMessages: LocaleMessages<AppointmentCardLabels> = {
  fr: {
    status: {
      pending: 'En attente',
      confirmed: 'Confirmé',
      done: 'Terminé',
      cancelled: 'Annulé',
      absent: 'Absent',
    },
    actions: 'Actions',
  },
  en: {
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      done: 'Completed',
      cancelled: 'Cancelled',
      absent: 'No-show',
    },
    actions: 'Actions',
  },
  ar: {
    status: {
      pending: 'قيد الانتظار',
      confirmed: 'مؤكد',
      done: 'تم',
      cancelled: 'ملغى',
      absent: 'غائب',
    },
    actions: 'الإجراءات',
  },
};
