import {
  type ApplicationMessagePayload,
  renderApplicationEmail,
  renderApplicationSms,
} from './application-messages.js';
import type { Kysely } from 'kysely';
import {
  claimDueNotifications,
  dropStaleReminders,
  markNotificationAttemptFailed,
  markNotificationSent,
  type NotificationRow,
  recordSmsOptOut,
} from './notifications-data.js';
import type { Database } from '../platform/db/schema.js';
import {
  type RdvNotificationPayload,
  renderNotification,
  renderSecretaryInvitation,
  renderSms,
  type SecretaryInvitationPayload,
} from './messages.js';
import { SmsOptedOutError, type SmsTransport } from './sms.js';
import type { MailTransport } from './transport.js';

/*
 * docs/decisions/017-notifications.md: a timer in each server process sends the due notifications.
 * Claiming is one statement with FOR UPDATE SKIP LOCKED, so processes sharing one PostgreSQL never
 * send a notification twice; sending happens outside any transaction, so a slow mail server never
 * holds a lock (nor PGlite's single connection) and never delays a booking.
 */

const MINUTE_MS = 60_000;
/** How long a claimed notification is reserved for the process sending it. */
export const CLAIM_LEASE_MS = 10 * MINUTE_MS;
/** How many notifications one run claims at most; the next run takes the rest. */
export const BATCH_SIZE = 50;

/**
 * How long the "sent" mark of a message the transport accepted is retried, in memory, while the
 * database refuses it (PostgreSQL restarting). Given up, the message is sent again once its claim ends.
 */
export const MARK_SENT_RETRY_MS = 60_000;

/** Wait before attempt n + 1 after n failed ones: 1, 2, 4, 8… minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MINUTE_MS * 2 ** (failedAttempts - 1), 60 * MINUTE_MS);
}

export interface NotificationRunOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  /** SMS of patients who agreed to them (docs/decisions/030-sms.md). */
  sms: SmsTransport;
  now: () => Date;
  /** After this many failed attempts a notification is `failed` for good. */
  maxAttempts: number;
  /** The site's address, for the links in the messages. */
  publicUrl: string;
  /** Aborted when the worker stops: a "sent" mark being retried is given up rather than delay the exit. */
  signal?: AbortSignal;
}

export interface NotificationRunResult {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

/** Writes the notification for its channel and hands it to that channel's transport. */
async function send(options: NotificationRunOptions, notification: NotificationRow) {
  const { kind } = notification;
  if (kind === 'doctor_application') {
    const payload = notification.payload as unknown as ApplicationMessagePayload;
    if (notification.channel === 'sms') {
      const text = renderApplicationSms(payload, notification.locale);
      await options.sms.send({ to: notification.recipient_phone as string, text });
      return { subject: text, text, html: null, transport: options.sms.name };
    }
    const email = renderApplicationEmail(payload, notification.locale);
    await options.transport.send({ to: notification.recipient_email, ...email });
    return { ...email, transport: options.transport.name };
  }
  if (kind === 'secretary_invitation') {
    const email = renderSecretaryInvitation(
      notification.payload as unknown as SecretaryInvitationPayload,
      notification.locale,
    );
    await options.transport.send({ to: notification.recipient_email, ...email });
    return { ...email, transport: options.transport.name };
  }
  const payload = notification.payload as unknown as RdvNotificationPayload;
  const site = { publicUrl: options.publicUrl };
  const email = renderNotification(kind, payload, site, notification.locale);
  if (notification.channel === 'sms') {
    const text = renderSms(kind, payload, site, notification.locale);
    await options.sms.send({ to: notification.recipient_phone as string, text });
    return { subject: email.subject, text, html: null, transport: options.sms.name };
  }
  await options.transport.send({ to: notification.recipient_email, ...email });
  return { ...email, transport: options.transport.name };
}

async function deliver(
  options: NotificationRunOptions,
  notification: NotificationRow,
  result: NotificationRunResult,
): Promise<void> {
  let sent: Awaited<ReturnType<typeof send>>;
  // A message that cannot even be written counts as a failed attempt too, so it never loops forever.
  try {
    sent = await send(options, notification);
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    if (error instanceof SmsOptedOutError && notification.recipient_phone !== null) {
      await recordSmsOptOut(
        options.db,
        notification.recipient_phone,
        lastError.slice(0, 1000),
        options.now(),
      );
      result.dropped += 1;
      return;
    }
    const giveUp = notification.attempts >= options.maxAttempts;
    const now = options.now();
    const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(notification.attempts));
    await markNotificationAttemptFailed(options.db, notification.id, lastError.slice(0, 1000), retryAt, now);
    result[giveUp ? 'failed' : 'retried'] += 1;
    return;
  }
  await markSent(options, notification.id, sent);
  result.sent += 1;
}

/** Marks a delivered notification sent, retried with backoff (0.5, 1, 2… s, at most 8 s apart). */
async function markSent(
  options: NotificationRunOptions,
  id: string,
  sent: Awaited<ReturnType<typeof send>>,
): Promise<void> {
  const deadline = Date.now() + MARK_SENT_RETRY_MS;
  for (let delayMs = 500; ; delayMs = Math.min(delayMs * 2, 8_000)) {
    try {
      return await markNotificationSent(options.db, id, sent, options.now());
    } catch (error) {
      if (Date.now() + delayMs > deadline || options.signal?.aborted) throw error;
      await pause(delayMs, options.signal);
    }
  }
}

/** Waits `ms`, or rejects as soon as `signal` is aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** Sends every notification due now, once; tests call it with their clock instead of waiting. */
export async function runDueNotifications(options: NotificationRunOptions): Promise<NotificationRunResult> {
  const result: NotificationRunResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
  const now = options.now();
  result.dropped = await dropStaleReminders(options.db, now);
  for (;;) {
    const claimed = await claimDueNotifications(
      options.db,
      now,
      new Date(now.getTime() + CLAIM_LEASE_MS),
      BATCH_SIZE,
    );
    for (const notification of claimed) await deliver(options, notification, result);
    if (claimed.length < BATCH_SIZE) return result;
  }
}

export interface NotificationWorker {
  /** One run now (a run already under way is awaited instead of starting a second). */
  run(): Promise<NotificationRunResult>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** Runs `runDueNotifications` every `intervalMs`; errors of a run go to `onError`, the next run goes on. */
export function startNotificationWorker(
  options: NotificationRunOptions & { intervalMs: number; onError: (error: unknown) => void },
): NotificationWorker {
  let running: Promise<NotificationRunResult> | undefined;
  const stopping = new AbortController();
  const run = () => {
    running ??= runDueNotifications({ ...options, signal: stopping.signal }).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    run().catch(options.onError);
  }, options.intervalMs);
  // A pending run never keeps a process alive that is otherwise done.
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running?.catch(options.onError);
      options.transport.close();
    },
  };
}
