import { TUNIS_TIME_ZONE } from '../platform/zoned-time.js';
import type { Locale, RdvStatus, Role } from '../platform/db/schema.js';
import { escapeHtml } from '../platform/http/html-page.js';
import { ROOM_OPENS_BEFORE_MINUTES } from '../teleconsultation/room-window.js';
import { type RdvNotificationKind, wordings } from './wordings.js';

export type { RdvNotificationKind } from './wordings.js';

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
