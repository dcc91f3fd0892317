import type { components } from '@tabib/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  activeRdvStatuses,
  type Database,
  type Locale,
  type NotificationStatus,
  type NotificationsTable,
} from '../platform/db/schema.js';
import { newId } from '../platform/db/ids.js';
import { toJson } from '../platform/db/json.js';
import type { RdvNotificationKind, RdvNotificationPayload, SecretaryInvitationPayload } from './messages.js';
import { phoneE164 } from './sms.js';
import { type ResultsPage, selectResultsPage } from '../platform/results-page.js';
import { isWalkInEmail } from '../accounts/walk-in.js';

/*
 * The notification queue (docs/decisions/017-notifications.md): rows are queued inside the transaction
 * of the rdv change they announce, and claimed by the worker with FOR UPDATE SKIP LOCKED.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** What a notification left through: e-mail by SMTP or the outbox, SMS by Twilio or the outbox. */
export type NotificationTransport = 'smtp' | 'outbox' | 'twilio' | 'sms-outbox';

export type NotificationRow = Selectable<NotificationsTable>;

export interface QueuedNotification {
  id: string;
  kind: RdvNotificationKind;
  rdvId: string;
  recipientEmail: string;
  payload: RdvNotificationPayload;
  runAt: Date;
}

/**
 * The specialty and city of each rdv in English and Arabic: a payload is queued with the French names
 * and said in the recipient's language (docs/decisions/048-notification-language-sms.md).
 */
async function placeNames(trx: Transaction<Database>, rdvIds: string[]) {
  if (rdvIds.length === 0) return new Map<string, Record<'en' | 'ar', { specialty: string; city: string }>>();
  const rows = await trx
    .selectFrom('rdvs as r')
    .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .select(['r.id', 's.name_en', 's.name_ar', 'l.label_en', 'l.label_ar'])
    .where('r.id', 'in', rdvIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        en: { specialty: row.name_en, city: row.label_en },
        ar: { specialty: row.name_ar, city: row.label_ar },
      },
    ]),
  );
}

/**
 * Queues the e-mails, and the same notifications by SMS for recipients who gave a phone and did not
 * say no (docs/decisions/030-sms.md), in the caller's transaction. Each is written in its recipient's
 * language, the one stored on their account (French for an address with no account).
 */
export async function queueNotifications(
  trx: Transaction<Database>,
  queued: QueuedNotification[],
  now: Date,
): Promise<void> {
  // docs/decisions/040: a walk-in gave no e-mail and no SMS consent; nothing is sent to them.
  const notifications = queued.filter((notification) => !isWalkInEmail(notification.recipientEmail));
  if (notifications.length === 0) return;
  const recipients = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['email', 'phone', 'sms_consent', 'locale'])
        .where('email', 'in', [...new Set(notifications.map((notification) => notification.recipientEmail))])
        .execute()
    ).map((user) => [
      user.email,
      {
        locale: user.locale,
        phone: user.sms_consent && user.phone !== null ? phoneE164(user.phone) : null,
      },
    ]),
  );
  const translated = notifications.filter(
    (notification) => (recipients.get(notification.recipientEmail)?.locale ?? 'fr') !== 'fr',
  );
  const names = await placeNames(trx, [...new Set(translated.map((notification) => notification.rdvId))]);
  const rows = notifications.flatMap((notification) => {
    const recipient = recipients.get(notification.recipientEmail);
    const locale: Locale = recipient?.locale ?? 'fr';
    const place = locale === 'fr' ? undefined : names.get(notification.rdvId)?.[locale];
    const email = {
      id: notification.id,
      kind: notification.kind,
      rdv_id: notification.rdvId,
      recipient_email: notification.recipientEmail,
      locale,
      payload: toJson(place === undefined ? notification.payload : { ...notification.payload, ...place }),
      run_at: notification.runAt,
      created_at: now,
      updated_at: now,
    };
    const phone = recipient?.phone ?? null;
    return phone === null
      ? [email]
      : [email, { ...email, id: newId(now.getTime()), channel: 'sms' as const, recipient_phone: phone }];
  });
  await trx.insertInto('notifications').values(rows).execute();
}

/**
 * Queues a secretary invitation e-mail, due now, in the caller's transaction (docs/decisions/032), in
 * the inviting doctor's language: the invited person has no account yet.
 */
export async function queueSecretaryInvitation(
  trx: Transaction<Database>,
  recipientEmail: string,
  payload: SecretaryInvitationPayload,
  locale: Locale,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      id: newId(now.getTime()),
      kind: 'secretary_invitation',
      rdv_id: null,
      recipient_email: recipientEmail,
      locale,
      payload: toJson(payload),
      run_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Drops the rdv's reminder still to be sent (the rdv was moved or cancelled). */
export async function dropPendingReminders(
  trx: Transaction<Database>,
  rdvId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ status: 'dropped', updated_at: now })
    .where('rdv_id', '=', rdvId)
    .where('kind', '=', 'reminder')
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Drops due reminders of rdvs that are no longer active or have already started: rdvs changed by a
 * path that queues nothing (a payment hold released, docs/decisions/015) or a worker that was down.
 */
export async function dropStaleReminders(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ status: 'dropped', updated_at: now })
    .where('kind', '=', 'reminder')
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .where('rdv_id', 'in', (eb) =>
      eb
        .selectFrom('rdvs')
        .select('id')
        .where((w) => w.or([w('status', 'not in', activeRdvStatuses), w('date', '<=', now)])),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims up to `limit` due notifications in one statement: each is leased until `leaseUntil` (its
 * `run_at` moves there) and its attempt counted. `SKIP LOCKED` lets several server processes claim at
 * once without waiting on each other; a row claimed meanwhile no longer matches `run_at <= now` when
 * PostgreSQL re-checks it, so no notification is claimed twice. A worker that dies while sending leaves
 * the lease to expire, and the notification is claimed again then.
 */
export async function claimDueNotifications(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .updateTable('notifications')
    .set((eb) => ({ run_at: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .orderBy('run_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function markNotificationSent(
  db: Db,
  id: string,
  message: { subject: string; text: string; html: string | null; transport: NotificationTransport },
  now: Date,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      status: 'sent',
      subject: message.subject,
      body_text: message.text,
      body_html: message.html,
      transport: message.transport,
      sent_at: now,
      last_error: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The owner of `phone` told the SMS provider to stop (docs/decisions/048): the SMS still queued for it
 * are dropped and the accounts with that phone get no more, as if they had unticked the box.
 */
export async function recordSmsOptOut(db: Kysely<Database>, phone: string, error: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notifications')
      .set({ status: 'dropped', last_error: error, updated_at: now })
      .where('channel', '=', 'sms')
      .where('recipient_phone', '=', phone)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('users')
      .set({ sms_consent: false, updated_at: now })
      .where('phone', '=', phone)
      .execute();
  });
}

/** A failed attempt: tried again at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markNotificationAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      ...(retryAt === null ? { status: 'failed' as const } : { run_at: retryAt }),
      last_error: error,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export type OutboxMessage = components['schemas']['OutboxMessage'];

function toOutboxMessage(row: NotificationRow): OutboxMessage {
  const invitation = row.kind === 'secretary_invitation';
  const payload = row.payload as Partial<RdvNotificationPayload & SecretaryInvitationPayload>;
  return {
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    rdv: row.rdv_id,
    to: row.channel === 'sms' ? (row.recipient_phone as string) : row.recipient_email,
    status: row.status,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    runAt: row.run_at.toISOString(),
    attempts: row.attempts,
    lastError: row.last_error,
    transport: row.transport as OutboxMessage['transport'],
    sentAt: row.sent_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    locale: row.locale,
    rdvDate: invitation ? null : (payload.date ?? null),
    doctorName: payload.doctorName ?? null,
    invitationUrl: invitation ? (payload.invitationUrl ?? null) : null,
  };
}

export interface OutboxFilter {
  status?: NotificationStatus;
  rdv?: string;
}

/** spec `GET /outbox`: the queue, newest first. */
export async function listOutbox(
  db: Db,
  filter: OutboxFilter,
  paging: { page: number; limit: number },
): Promise<ResultsPage<OutboxMessage>> {
  let base = db.selectFrom('notifications');
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
  if (filter.rdv !== undefined) base = base.where('rdv_id', '=', filter.rdv);
  const ordered = base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return selectResultsPage(base, ordered, paging, toOutboxMessage);
}
