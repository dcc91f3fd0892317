import { formatTunisianPhone, STANDARD_VISIT_TYPE } from '@tabib/contract';
import type { Rdv, RdvRelative } from '../booking/rdvs-data.js';
import type { CalendarEvent } from './ical.js';

export type CalendarLang = 'fr' | 'en' | 'ar';

/** Whose calendar the event goes to: the patient's own, or the practice's agenda. */
export type CalendarAudience = 'patient' | 'practice';

type Relation = RdvRelative['relation'];
type Sexe = RdvRelative['sexe'];

/** « fils de », « daughter of »…: who the relative is to the account holder, by relation and sex. */
const relationOf: Record<CalendarLang, Record<Relation, Record<Sexe, string>>> = {
  fr: {
    child: { M: 'fils de', F: 'fille de' },
    spouse: { M: 'époux de', F: 'épouse de' },
    parent: { M: 'père de', F: 'mère de' },
    sibling: { M: 'frère de', F: 'sœur de' },
    other: { M: 'proche de', F: 'proche de' },
  },
  en: {
    child: { M: 'son of', F: 'daughter of' },
    spouse: { M: 'husband of', F: 'wife of' },
    parent: { M: 'father of', F: 'mother of' },
    sibling: { M: 'brother of', F: 'sister of' },
    other: { M: 'relative of', F: 'relative of' },
  },
  ar: {
    child: { M: 'ابن', F: 'ابنة' },
    spouse: { M: 'زوج', F: 'زوجة' },
    parent: { M: 'والد', F: 'والدة' },
    sibling: { M: 'أخ', F: 'أخت' },
    other: { M: 'قريب', F: 'قريبة' },
  },
};

const texts = {
  fr: {
    rdvWith: (doctor: string) => `Rendez-vous avec ${doctor}`,
    forRelative: (relative: string) => `pour ${relative}`,
    manage: (url: string) => `Gérer ce rendez-vous : ${url}`,
    phone: (phone: string) => `Téléphone : ${phone}`,
    standardVisit: 'Consultation',
  },
  en: {
    rdvWith: (doctor: string) => `Appointment with ${doctor}`,
    forRelative: (relative: string) => `for ${relative}`,
    manage: (url: string) => `Manage this appointment: ${url}`,
    phone: (phone: string) => `Phone: ${phone}`,
    standardVisit: 'Consultation',
  },
  ar: {
    rdvWith: (doctor: string) => `موعد مع ${doctor}`,
    forRelative: (relative: string) => `من أجل ${relative}`,
    manage: (url: string) => `إدارة هذا الموعد: ${url}`,
    // Left-to-right isolates (U+2066 … U+2069): the number's groups keep their order in Arabic text.
    phone: (phone: string) => `الهاتف: \u2066${phone}\u2069`,
    standardVisit: 'استشارة',
  },
} satisfies Record<CalendarLang, unknown>;

/**
 * Who comes, as the practice's agenda names them: the patient, or (docs/decisions/041-relatives.md)
 * « Ahmed Ben Ali (fils de Sami Ben Ali) » — the relative, and the account holder to call.
 */
export function attendeeName(rdv: Pick<Rdv, 'patient' | 'forRelative'>, lang: CalendarLang): string {
  const relative = rdv.forRelative;
  if (relative === null) return rdv.patient.name;
  return `${relative.name} (${relationOf[lang][relative.relation][relative.sexe]} ${rdv.patient.name})`;
}

/**
 * The visit in the calendar's language (docs/decisions/043): the doctor's name for it in that language,
 * the standard visit translated, else the name as the doctor wrote it.
 */
export function visitName(rdv: Pick<Rdv, 'visitType' | 'visitTypeNames'>, lang: CalendarLang): string {
  const named = rdv.visitTypeNames[lang];
  if (named) return named;
  return rdv.visitType === STANDARD_VISIT_TYPE ? texts[lang].standardVisit : rdv.visitType;
}

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
      summary:
        rdv.forRelative === null
          ? text.rdvWith(rdv.doctor.name)
          : `${text.rdvWith(rdv.doctor.name)} (${text.forRelative(rdv.forRelative.name)})`,
      description: [visitName(rdv, options.lang), text.manage(url)].join('\n'),
      url,
    };
  }
  return {
    ...common,
    summary: `${attendeeName(rdv, options.lang)} · ${visitName(rdv, options.lang)}`,
    ...(rdv.patient.phone && { description: text.phone(formatTunisianPhone(rdv.patient.phone)) }),
    url: `${options.publicUrl}/doctor-dashboard`,
  };
}
