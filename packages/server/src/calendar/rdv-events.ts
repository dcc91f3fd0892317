import type { Rdv } from '../data/rdvs.js';
import type { CalendarEvent } from './ical.js';

export type CalendarLang = 'fr' | 'en' | 'ar';

/** Whose calendar the event goes to: the patient's own, or the practice's agenda. */
export type CalendarAudience = 'patient' | 'practice';

const texts = {
  fr: {
    appointmentWith: (doctor: string) => `Rendez-vous avec ${doctor}`,
    manage: (url: string) => `Gérer ce rendez-vous : ${url}`,
    phone: (phone: string) => `Téléphone : ${phone}`,
  },
  en: {
    appointmentWith: (doctor: string) => `Appointment with ${doctor}`,
    manage: (url: string) => `Manage this appointment: ${url}`,
    phone: (phone: string) => `Phone: ${phone}`,
  },
  ar: {
    appointmentWith: (doctor: string) => `موعد مع ${doctor}`,
    manage: (url: string) => `إدارة هذا الموعد: ${url}`,
    phone: (phone: string) => `الهاتف: ${phone}`,
  },
} satisfies Record<CalendarLang, unknown>;

const statuses: Record<Rdv['status'], CalendarEvent['status']> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  done: 'CONFIRMED',
  absent: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

const sequenceEpochMs = Date.parse('2020-01-01T00:00:00Z');

export const rdvEventUid = (rdvId: string) => `rdv-${rdvId}@tabib.tn`;

/**
 * One rdv as a calendar event. The reason never leaves Tabib (a feed address ends up stored at a
 * calendar provider); the practice sees who comes and how to call them, the patient where to go.
 */
export function rdvEvent(
  rdv: Rdv,
  options: { audience: CalendarAudience; lang: CalendarLang; publicUrl: string },
): CalendarEvent {
  const text = texts[options.lang];
  const updatedAt = new Date(rdv.updatedAt);
  const common = {
    uid: rdvEventUid(rdv._id),
    // Grows with every update, as SEQUENCE must, and fits its 32-bit integer until 2088.
    sequence: Math.max(0, Math.floor((updatedAt.getTime() - sequenceEpochMs) / 1000)),
    stamp: updatedAt,
    start: new Date(rdv.date),
    end: new Date(rdv.endDate),
    location: [rdv.doctor.address, rdv.doctor.city].filter(Boolean).join(', '),
    status: statuses[rdv.status],
  };
  if (options.audience === 'patient') {
    const url = `${options.publicUrl}/patient-dashboard`;
    return {
      ...common,
      summary: text.appointmentWith(rdv.doctor.name),
      description: [rdv.visitType, text.manage(url)].join('\n'),
      url,
    };
  }
  return {
    ...common,
    summary: `${rdv.patient.name} · ${rdv.visitType}`,
    ...(rdv.patient.phone && { description: text.phone(rdv.patient.phone) }),
    url: `${options.publicUrl}/doctor-dashboard`,
  };
}
