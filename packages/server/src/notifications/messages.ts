import { formatTunisDateTime, TUNIS_TIME_ZONE } from '../booking/zoned-time.js';
import type { NotificationKind, RdvStatus, Role } from '../db/schema.js';
import { escapeHtml } from '../http/html-page.js';

/*
 * The e-mails of rdv notifications, in French (the platform's default language, product-spec §8),
 * with instants in Africa/Tunis (DESIGN "Booking model"). Pure: a message is a function of the facts
 * queued with it (`payload`) and the site's address.
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
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const cancelledByWording: Record<Role, string> = {
  patient: 'à votre demande',
  doctor: 'par le cabinet du médecin',
  secretary: 'par le cabinet du médecin',
  admin: "par l'équipe Tabib",
};

interface MessageParts {
  subject: string;
  lead: string;
  details: [label: string, value: string][];
  closing: string[];
}

/** The kinds that announce something about an rdv (all but the secretary invitation). */
export type RdvNotificationKind = Exclude<NotificationKind, 'secretary_invitation'>;

function partsOf(kind: RdvNotificationKind, payload: RdvNotificationPayload): MessageParts {
  const doctor = `Dr ${payload.doctorName}`;
  const when = formatTunisDateTime(payload.date);
  const place = [payload.address, payload.city].filter((part) => part !== null && part !== '').join(', ');
  const details: MessageParts['details'] = [
    ['Médecin', `${doctor} (${payload.specialty})`],
    ['Date', `${when} (heure de Tunis)`],
    ['Adresse', place],
    ...(payload.relativeName === undefined
      ? []
      : ([['Pour', payload.relativeName]] as MessageParts['details'])),
  ];
  const manage = 'Pour le déplacer ou l’annuler, rendez-vous dans votre espace patient :';
  switch (kind) {
    case 'confirmation':
      return {
        subject: `Rendez-vous enregistré avec ${doctor} le ${when}`,
        lead: 'Votre rendez-vous est bien enregistré.',
        details,
        closing: [...(payload.status === 'pending' ? ['Le cabinet doit encore le confirmer.'] : []), manage],
      };
    case 'change':
      return {
        subject: `Rendez-vous déplacé avec ${doctor} au ${when}`,
        lead: 'Votre rendez-vous a été déplacé.',
        details: [
          details[0]!,
          ...(payload.previousDate === undefined
            ? []
            : ([['Ancienne date', formatTunisDateTime(payload.previousDate)]] as MessageParts['details'])),
          ['Nouvelle date', `${when} (heure de Tunis)`],
          ...details.slice(2),
        ],
        closing: [
          ...(payload.status === 'pending' ? ['Le cabinet doit confirmer la nouvelle date.'] : []),
          manage,
        ],
      };
    case 'cancellation': {
      const by = payload.cancelledBy ? ` ${cancelledByWording[payload.cancelledBy]}` : '';
      return {
        subject: `Rendez-vous annulé avec ${doctor} le ${when}`,
        lead: `Votre rendez-vous a été annulé${by}.`,
        details: [
          ...details,
          ...(payload.cancelReason ? ([['Motif', payload.cancelReason]] as MessageParts['details']) : []),
        ],
        closing: ['Pour prendre un nouveau rendez-vous, rendez-vous sur Tabib :'],
      };
    }
    case 'waitlist_offer':
      return {
        subject: `Un créneau s’est libéré avec ${doctor} le ${when}`,
        lead: 'Un créneau qui vous convient s’est libéré : il vous est réservé pour un moment.',
        details: [
          ...details,
          ...(payload.offerExpiresAt
            ? ([['Réservez avant', formatTunisDateTime(payload.offerExpiresAt)]] as MessageParts['details'])
            : []),
        ],
        closing: [
          'Le premier patient de la liste d’attente qui le réserve l’obtient. Réservez-le depuis votre espace patient :',
        ],
      };
    case 'reminder':
      return {
        subject: `Rappel : rendez-vous avec ${doctor} le ${when}`,
        lead: 'Nous vous rappelons votre rendez-vous.',
        details,
        closing: ['Un empêchement ? Pensez à annuler depuis votre espace patient :'],
      };
  }
}

const tunisShortDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TUNIS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const smsLeads: Record<RdvNotificationKind, string> = {
  confirmation: 'RDV enregistré',
  change: 'RDV déplacé',
  cancellation: 'RDV annulé',
  reminder: 'Rappel RDV',
  waitlist_offer: 'Créneau libéré pour vous',
};

/**
 * The SMS of one notification: one line, short enough for one or two SMS (docs/decisions/030-sms.md),
 * e.g. « Tabib : Rappel RDV avec Dr Karim Ben Salah mer. 4 mars, 09:00. https://…/patient-dashboard ».
 */
export function renderSms(
  kind: RdvNotificationKind,
  payload: RdvNotificationPayload,
  site: { publicUrl: string },
): string {
  const link =
    kind === 'cancellation' ? `${site.publicUrl}/search-doctors` : `${site.publicUrl}/patient-dashboard`;
  const when = tunisShortDateTime.format(new Date(payload.date));
  const forWhom = payload.relativeName === undefined ? '' : ` pour ${payload.relativeName}`;
  return `Tabib : ${smsLeads[kind]}${forWhom} avec Dr ${payload.doctorName} ${when}. ${link}`;
}

/** An e-mail in plain text and the same in simple HTML: greeting, lead, details, closing and one link. */
function composeEmail(parts: MessageParts & { greeting: string; link: string }): RenderedMessage {
  const signature = 'L’équipe Tabib';
  const text = [
    parts.greeting,
    '',
    parts.lead,
    '',
    ...parts.details.map(([label, value]) => `${label} : ${value}`),
    '',
    ...parts.closing,
    parts.link,
    '',
    signature,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="fr"><body>',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.lead)}</p>`,
    '<ul>',
    ...parts.details.map(
      ([label, value]) => `<li><strong>${escapeHtml(label)} :</strong> ${escapeHtml(value)}</li>`,
    ),
    '</ul>',
    ...parts.closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/** The e-mail of one rdv notification: subject, plain text, and the same in simple HTML. */
export function renderNotification(
  kind: RdvNotificationKind,
  payload: RdvNotificationPayload,
  site: { publicUrl: string },
): RenderedMessage {
  const link =
    kind === 'cancellation' ? `${site.publicUrl}/search-doctors` : `${site.publicUrl}/patient-dashboard`;
  return composeEmail({ ...partsOf(kind, payload), greeting: `Bonjour ${payload.patientName},`, link });
}

/** What a secretary invitation says (docs/decisions/032-secretary-invitations.md). */
export interface SecretaryInvitationPayload {
  doctorName: string;
  /** The one-time address of the invitation page, token included. */
  invitationUrl: string;
  expiresAt: string;
}

/** The invitation e-mail: who invites, until when, and the one-time link to create the account. */
export function renderSecretaryInvitation(payload: SecretaryInvitationPayload): RenderedMessage {
  const doctor = `Dr ${payload.doctorName}`;
  return composeEmail({
    subject: `${doctor} vous invite comme secrétaire sur Tabib`,
    greeting: 'Bonjour,',
    lead: `${doctor} vous invite à gérer ses rendez-vous et ses questions sur Tabib en tant que secrétaire.`,
    details: [
      ['Médecin', doctor],
      ['Invitation valable jusqu’au', `${formatTunisDateTime(payload.expiresAt)} (heure de Tunis)`],
    ],
    closing: ['Pour accepter, créez votre compte secrétaire à cette adresse (elle ne sert qu’une fois) :'],
    link: payload.invitationUrl,
  });
}
