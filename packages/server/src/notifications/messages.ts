import { TUNIS_TIME_ZONE } from '../booking/zoned-time.js';
import type { Locale, NotificationKind, RdvStatus, Role } from '../db/schema.js';
import { escapeHtml } from '../http/html-page.js';
import { ROOM_OPENS_BEFORE_MINUTES } from '../teleconsultation/room-window.js';

/*
 * The e-mails and SMS of notifications, in the recipient's language (docs/decisions/048: French,
 * English or Arabic, the one they last used Tabib in), with instants in Africa/Tunis (docs/design.md
 * "Booking"). Pure: a message is a function of the facts queued with it (`payload`), its language and the
 * site's address. What people wrote (names, the street address, a cancellation reason) stays as written.
 */

/** What a notification says, captured when it is queued (`notifications.payload`). */
export interface RdvNotificationPayload {
  patientName: string;
  /** The patient's relative the rdv is for (docs/decisions/041-relatives.md); absent: the patient. */
  relativeName?: string;
  doctorName: string;
  specialty: string;
  address: string | null;
  city: string;
  /** The rdv's start (ISO 8601). */
  date: string;
  status: RdvStatus;
  /** change: where the rdv was before the move. */
  previousDate?: string;
  /** cancellation: the reason given, and who cancelled. */
  cancelReason?: string;
  cancelledBy?: Role | null;
  /** waitlist_offer: until when the freed slot is kept for this patient. */
  offerExpiresAt?: string;
  /** A teleconsultation's room, `/teleconsultation/<rdvId>` of the site (docs/decisions/054); absent: at the practice. */
  room?: string;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** The kinds that announce something about an rdv (all but the secretary invitation and doctor applications). */
export type RdvNotificationKind = Exclude<NotificationKind, 'secretary_invitation' | 'doctor_application'>;

interface KindWording {
  subject: (doctor: string, when: string) => string;
  lead: string;
  /** Said when the rdv still waits for the practice's confirmation (confirmation and change). */
  pending?: string;
  closing: string;
  sms: string;
}

/** Everything a message says in one language; `Intl` writes its dates. */
interface Wording {
  intl: string;
  doctor: (name: string) => string;
  greeting: (name: string) => string;
  greetingAnonymous: string;
  signature: string;
  /** `label : value` in French, `label: value` in English and Arabic. */
  colon: string;
  tunisTime: string;
  labels: {
    doctor: string;
    date: string;
    address: string;
    forWhom: string;
    previousDate: string;
    newDate: string;
    reason: string;
    bookBefore: string;
    invitationValidUntil: string;
  };
  cancelledBy: Record<Role, string>;
  kinds: Record<RdvNotificationKind, KindWording>;
  /** SMS: the brand, and how a relative the rdv is for is named. */
  smsPrefix: string;
  smsFor: (name: string) => string;
  smsWith: string;
  invitation: {
    subject: (doctor: string) => string;
    lead: (doctor: string) => string;
    closing: string;
  };
  /** A teleconsultation: where it happens instead of the address, and how to join. */
  remote: { label: string; place: (minutes: number) => string; join: string; sms: string };
}

const manageFr = 'Pour le déplacer ou l’annuler, rendez-vous dans votre espace patient :';
const manageEn = 'To move or cancel it, go to your patient area:';
const manageAr = 'لتغيير الموعد أو إلغائه، ادخل إلى فضاء المريض:';

const wordings: Record<Locale, Wording> = {
  fr: {
    intl: 'fr-FR',
    doctor: (name) => `Dr ${name}`,
    greeting: (name) => `Bonjour ${name},`,
    greetingAnonymous: 'Bonjour,',
    signature: 'L’équipe Tabib',
    colon: ' : ',
    tunisTime: '(heure de Tunis)',
    labels: {
      doctor: 'Médecin',
      date: 'Date',
      address: 'Adresse',
      forWhom: 'Pour',
      previousDate: 'Ancienne date',
      newDate: 'Nouvelle date',
      reason: 'Motif',
      bookBefore: 'Réservez avant',
      invitationValidUntil: 'Invitation valable jusqu’au',
    },
    cancelledBy: {
      patient: ' à votre demande',
      doctor: ' par le cabinet du médecin',
      secretary: ' par le cabinet du médecin',
      admin: " par l'équipe Tabib",
    },
    kinds: {
      confirmation: {
        subject: (doctor, when) => `Rendez-vous enregistré avec ${doctor} le ${when}`,
        lead: 'Votre rendez-vous est bien enregistré.',
        pending: 'Le cabinet doit encore le confirmer.',
        closing: manageFr,
        sms: 'RDV enregistré',
      },
      change: {
        subject: (doctor, when) => `Rendez-vous déplacé avec ${doctor} au ${when}`,
        lead: 'Votre rendez-vous a été déplacé.',
        pending: 'Le cabinet doit confirmer la nouvelle date.',
        closing: manageFr,
        sms: 'RDV déplacé',
      },
      cancellation: {
        subject: (doctor, when) => `Rendez-vous annulé avec ${doctor} le ${when}`,
        lead: 'Votre rendez-vous a été annulé',
        closing: 'Pour prendre un nouveau rendez-vous, rendez-vous sur Tabib :',
        sms: 'RDV annulé',
      },
      waitlist_offer: {
        subject: (doctor, when) => `Un créneau s’est libéré avec ${doctor} le ${when}`,
        lead: 'Un créneau qui vous convient s’est libéré : il vous est réservé pour un moment.',
        closing:
          'Le premier patient de la liste d’attente qui le réserve l’obtient. Réservez-le depuis votre espace patient :',
        sms: 'Créneau libéré pour vous',
      },
      reminder: {
        subject: (doctor, when) => `Rappel : rendez-vous avec ${doctor} le ${when}`,
        lead: 'Nous vous rappelons votre rendez-vous.',
        closing: 'Un empêchement ? Pensez à annuler depuis votre espace patient :',
        sms: 'Rappel RDV',
      },
    },
    smsPrefix: 'Tabib : ',
    smsFor: (name) => ` pour ${name}`,
    smsWith: 'avec',
    remote: {
      label: 'Téléconsultation',
      place: (minutes) => `en vidéo, la salle d’attente ouvre ${minutes} minutes avant`,
      join: 'Pour rejoindre la téléconsultation, ouvrez ce lien à l’heure du rendez-vous :',
      sms: 'Téléconsultation',
    },
    invitation: {
      subject: (doctor) => `${doctor} vous invite comme secrétaire sur Tabib`,
      lead: (doctor) =>
        `${doctor} vous invite à gérer ses rendez-vous et ses questions sur Tabib en tant que secrétaire.`,
      closing: 'Pour accepter, créez votre compte secrétaire à cette adresse (elle ne sert qu’une fois) :',
    },
  },
  en: {
    intl: 'en-GB',
    doctor: (name) => `Dr ${name}`,
    greeting: (name) => `Hello ${name},`,
    greetingAnonymous: 'Hello,',
    signature: 'The Tabib team',
    colon: ': ',
    tunisTime: '(Tunis time)',
    labels: {
      doctor: 'Doctor',
      date: 'Date',
      address: 'Address',
      forWhom: 'For',
      previousDate: 'Previous date',
      newDate: 'New date',
      reason: 'Reason',
      bookBefore: 'Book before',
      invitationValidUntil: 'Invitation valid until',
    },
    cancelledBy: {
      patient: ' at your request',
      doctor: ' by the doctor’s practice',
      secretary: ' by the doctor’s practice',
      admin: ' by the Tabib team',
    },
    kinds: {
      confirmation: {
        subject: (doctor, when) => `Appointment booked with ${doctor} on ${when}`,
        lead: 'Your appointment is booked.',
        pending: 'The practice still has to confirm it.',
        closing: manageEn,
        sms: 'Appointment booked',
      },
      change: {
        subject: (doctor, when) => `Appointment moved with ${doctor} to ${when}`,
        lead: 'Your appointment has been moved.',
        pending: 'The practice has to confirm the new date.',
        closing: manageEn,
        sms: 'Appointment moved',
      },
      cancellation: {
        subject: (doctor, when) => `Appointment cancelled with ${doctor} on ${when}`,
        lead: 'Your appointment has been cancelled',
        closing: 'To book a new appointment, go to Tabib:',
        sms: 'Appointment cancelled',
      },
      waitlist_offer: {
        subject: (doctor, when) => `A slot has opened with ${doctor} on ${when}`,
        lead: 'A slot that suits you has opened: it is kept for you for a short while.',
        closing: 'The first patient on the waiting list to book it gets it. Book it from your patient area:',
        sms: 'A slot has opened for you',
      },
      reminder: {
        subject: (doctor, when) => `Reminder: appointment with ${doctor} on ${when}`,
        lead: 'This is a reminder of your appointment.',
        closing: 'Can’t make it? Please cancel from your patient area:',
        sms: 'Appointment reminder',
      },
    },
    smsPrefix: 'Tabib: ',
    smsFor: (name) => ` for ${name}`,
    smsWith: 'with',
    remote: {
      label: 'Teleconsultation',
      place: (minutes) => `by video, the waiting room opens ${minutes} minutes before`,
      join: 'To join the teleconsultation, open this link at the time of the appointment:',
      sms: 'Teleconsultation',
    },
    invitation: {
      subject: (doctor) => `${doctor} invites you to be their secretary on Tabib`,
      lead: (doctor) =>
        `${doctor} invites you to manage their appointments and questions on Tabib as their secretary.`,
      closing: 'To accept, create your secretary account at this address (it works only once):',
    },
  },
  ar: {
    intl: 'ar-TN',
    doctor: (name) => `د. ${name}`,
    greeting: (name) => `مرحبًا ${name}،`,
    greetingAnonymous: 'مرحبًا،',
    signature: 'فريق Tabib',
    colon: ': ',
    tunisTime: '(بتوقيت تونس)',
    labels: {
      doctor: 'الطبيب',
      date: 'التاريخ',
      address: 'العنوان',
      forWhom: 'لفائدة',
      previousDate: 'التاريخ السابق',
      newDate: 'التاريخ الجديد',
      reason: 'السبب',
      bookBefore: 'احجز قبل',
      invitationValidUntil: 'الدعوة صالحة إلى غاية',
    },
    cancelledBy: {
      patient: ' بطلب منك',
      doctor: ' من قِبل عيادة الطبيب',
      secretary: ' من قِبل عيادة الطبيب',
      admin: ' من قِبل فريق Tabib',
    },
    kinds: {
      confirmation: {
        subject: (doctor, when) => `تم تسجيل موعدك مع ${doctor} يوم ${when}`,
        lead: 'تم تسجيل موعدك بنجاح.',
        pending: 'لا يزال على العيادة تأكيده.',
        closing: manageAr,
        sms: 'تم تسجيل الموعد',
      },
      change: {
        subject: (doctor, when) => `تم تغيير موعدك مع ${doctor} إلى ${when}`,
        lead: 'تم تغيير موعدك.',
        pending: 'على العيادة تأكيد التاريخ الجديد.',
        closing: manageAr,
        sms: 'تم تغيير الموعد',
      },
      cancellation: {
        subject: (doctor, when) => `تم إلغاء موعدك مع ${doctor} يوم ${when}`,
        lead: 'تم إلغاء موعدك',
        closing: 'لحجز موعد جديد، تفضّل بزيارة Tabib:',
        sms: 'تم إلغاء الموعد',
      },
      waitlist_offer: {
        subject: (doctor, when) => `تحرّر موعد مع ${doctor} يوم ${when}`,
        lead: 'تحرّر موعد يناسبك: هو محجوز لك لمدة قصيرة.',
        closing: 'يحصل عليه أول مريض في قائمة الانتظار يحجزه. احجزه من فضاء المريض:',
        sms: 'تحرّر موعد لك',
      },
      reminder: {
        subject: (doctor, when) => `تذكير: موعدك مع ${doctor} يوم ${when}`,
        lead: 'نذكّرك بموعدك.',
        closing: 'هل لديك مانع؟ لا تنسَ إلغاء الموعد من فضاء المريض:',
        sms: 'تذكير بالموعد',
      },
    },
    smsPrefix: 'Tabib: ',
    smsFor: (name) => ` لفائدة ${name}`,
    smsWith: 'مع',
    remote: {
      label: 'استشارة عن بعد',
      place: (minutes) => `بالفيديو، تُفتح قاعة الانتظار قبل ${minutes} دقائق`,
      join: 'للالتحاق بالاستشارة عن بعد، افتح هذا الرابط في موعدها:',
      sms: 'استشارة عن بعد',
    },
    invitation: {
      subject: (doctor) => `${doctor} يدعوك إلى إدارة مواعيده على Tabib`,
      lead: (doctor) => `${doctor} يدعوك إلى إدارة مواعيده وأسئلته على Tabib بصفتك كاتبًا طبيًا.`,
      closing: 'للقبول، أنشئ حساب الكاتب الطبي على هذا الرابط (يُستعمل مرة واحدة فقط):',
    },
  },
};

/** Dates as a reader of each language writes them, in Tunis time, on a 24-hour clock. */
const fullDateTimes = new Map(
  Object.entries(wordings).map(([locale, wording]) => [
    locale,
    new Intl.DateTimeFormat(wording.intl, {
      timeZone: TUNIS_TIME_ZONE,
      dateStyle: 'full',
      timeStyle: 'short',
      hourCycle: 'h23',
    }),
  ]),
);

const shortDateTimes = new Map(
  Object.entries(wordings).map(([locale, wording]) => [
    locale,
    new Intl.DateTimeFormat(wording.intl, {
      timeZone: TUNIS_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ]),
);

/** « mercredi 4 mars 2026 à 09:00 », « Wednesday, 4 March 2026 at 09:00 », « الأربعاء، 4 مارس 2026 في 09:00 ». */
function fullDateTime(locale: Locale, instant: string): string {
  return (fullDateTimes.get(locale) as Intl.DateTimeFormat).format(new Date(instant));
}

interface MessageParts {
  subject: string;
  lead: string;
  details: [label: string, value: string][];
  closing: string[];
}

function partsOf(kind: RdvNotificationKind, payload: RdvNotificationPayload, locale: Locale): MessageParts {
  const wording = wordings[locale];
  const { labels } = wording;
  const words = wording.kinds[kind];
  const doctor = wording.doctor(payload.doctorName);
  const when = fullDateTime(locale, payload.date);
  const at = `${when} ${wording.tunisTime}`;
  const place = [payload.address, payload.city].filter((part) => part !== null && part !== '').join(', ');
  // docs/decisions/054: a teleconsultation happens in its room, not at the address.
  const placeLine: MessageParts['details'][number] =
    payload.room === undefined
      ? [labels.address, place]
      : [wording.remote.label, wording.remote.place(ROOM_OPENS_BEFORE_MINUTES)];
  const forWhom: MessageParts['details'] =
    payload.relativeName === undefined ? [] : [[labels.forWhom, payload.relativeName]];
  const doctorLine: MessageParts['details'][number] = [labels.doctor, `${doctor} (${payload.specialty})`];
  const pending = payload.status === 'pending' && words.pending !== undefined ? [words.pending] : [];
  const parts = { subject: words.subject(doctor, when), lead: words.lead, closing: [words.closing] };
  switch (kind) {
    case 'confirmation':
      return {
        ...parts,
        details: [doctorLine, [labels.date, at], placeLine, ...forWhom],
        closing: [...pending, words.closing],
      };
    case 'change':
      return {
        ...parts,
        details: [
          doctorLine,
          ...(payload.previousDate === undefined
            ? []
            : ([
                [labels.previousDate, fullDateTime(locale, payload.previousDate)],
              ] as MessageParts['details'])),
          [labels.newDate, at],
          placeLine,
          ...forWhom,
        ],
        closing: [...pending, words.closing],
      };
    case 'cancellation': {
      const by = payload.cancelledBy ? wording.cancelledBy[payload.cancelledBy] : '';
      return {
        ...parts,
        lead: `${words.lead}${by}.`,
        details: [
          doctorLine,
          [labels.date, at],
          placeLine,
          ...forWhom,
          ...(payload.cancelReason
            ? ([[labels.reason, payload.cancelReason]] as MessageParts['details'])
            : []),
        ],
      };
    }
    case 'waitlist_offer':
      return {
        ...parts,
        details: [
          doctorLine,
          [labels.date, at],
          placeLine,
          ...forWhom,
          ...(payload.offerExpiresAt
            ? ([[labels.bookBefore, fullDateTime(locale, payload.offerExpiresAt)]] as MessageParts['details'])
            : []),
        ],
      };
    case 'reminder':
      return { ...parts, details: [doctorLine, [labels.date, at], placeLine, ...forWhom] };
  }
}

/** A message announcing a teleconsultation to come leads to its room (docs/decisions/054). */
const leadsToRoom = (kind: RdvNotificationKind, room: string | undefined): room is string =>
  room !== undefined && (kind === 'confirmation' || kind === 'change' || kind === 'reminder');

/** Where the message leads: the room, the search for a cancelled rdv, else the patient's area. */
const linkOf = (kind: RdvNotificationKind, site: { publicUrl: string }, room?: string) => {
  if (leadsToRoom(kind, room)) return `${site.publicUrl}${room}`;
  return kind === 'cancellation' ? `${site.publicUrl}/search-doctors` : `${site.publicUrl}/patient-dashboard`;
};

/**
 * The SMS of one notification: one line, short enough for one or two SMS (docs/decisions/030-sms.md),
 * e.g. « Tabib : Rappel RDV avec Dr Karim Ben Salah mer. 4 mars, 09:00. https://…/patient-dashboard ».
 */
export function renderSms(
  kind: RdvNotificationKind,
  payload: RdvNotificationPayload,
  site: { publicUrl: string },
  locale: Locale,
): string {
  const wording = wordings[locale];
  const when = (shortDateTimes.get(locale) as Intl.DateTimeFormat).format(new Date(payload.date));
  const forWhom = payload.relativeName === undefined ? '' : wording.smsFor(payload.relativeName);
  const doctor = wording.doctor(payload.doctorName);
  const remote = payload.room === undefined ? '' : ` (${wording.remote.sms})`;
  return `${wording.smsPrefix}${wording.kinds[kind].sms}${remote}${forWhom} ${wording.smsWith} ${doctor} ${when}. ${linkOf(kind, site, payload.room)}`;
}

/** An e-mail in plain text and the same in simple HTML: greeting, lead, details, closing and one link. */
function composeEmail(
  locale: Locale,
  parts: MessageParts & { greeting: string; link: string },
): RenderedMessage {
  const { signature, colon } = wordings[locale];
  const text = [
    parts.greeting,
    '',
    parts.lead,
    '',
    ...parts.details.map(([label, value]) => `${label}${colon}${value}`),
    '',
    ...parts.closing,
    parts.link,
    '',
    signature,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><body>`,
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.lead)}</p>`,
    '<ul>',
    ...parts.details.map(
      // What people wrote (a name, an address) may be in another script than the message: isolated.
      ([label, value]) =>
        `<li><strong>${escapeHtml(`${label}${colon.trimEnd()}`)}</strong> <bdi>${escapeHtml(value)}</bdi></li>`,
    ),
    '</ul>',
    ...parts.closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(parts.link)}" dir="ltr">${escapeHtml(parts.link)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/** The e-mail of one rdv notification in `locale`: subject, plain text, and the same in simple HTML. */
export function renderNotification(
  kind: RdvNotificationKind,
  payload: RdvNotificationPayload,
  site: { publicUrl: string },
  locale: Locale,
): RenderedMessage {
  const parts = partsOf(kind, payload, locale);
  const link = linkOf(kind, site, payload.room);
  return composeEmail(locale, {
    ...parts,
    // The room's link comes with how to use it; moving or cancelling stays in the patient's area.
    closing: leadsToRoom(kind, payload.room)
      ? [...parts.closing, wordings[locale].remote.join]
      : parts.closing,
    greeting: wordings[locale].greeting(payload.patientName),
    link,
  });
}

/** What a secretary invitation says (docs/decisions/032-secretary-invitations.md). */
export interface SecretaryInvitationPayload {
  doctorName: string;
  /** The one-time address of the invitation page, token included. */
  invitationUrl: string;
  expiresAt: string;
}

/** The invitation e-mail: who invites, until when, and the one-time link to create the account. */
export function renderSecretaryInvitation(
  payload: SecretaryInvitationPayload,
  locale: Locale,
): RenderedMessage {
  const wording = wordings[locale];
  const doctor = wording.doctor(payload.doctorName);
  return composeEmail(locale, {
    subject: wording.invitation.subject(doctor),
    greeting: wording.greetingAnonymous,
    lead: wording.invitation.lead(doctor),
    details: [
      [wording.labels.doctor, doctor],
      [
        wording.labels.invitationValidUntil,
        `${fullDateTime(locale, payload.expiresAt)} ${wording.tunisTime}`,
      ],
    ],
    closing: [wording.invitation.closing],
    link: payload.invitationUrl,
  });
}
