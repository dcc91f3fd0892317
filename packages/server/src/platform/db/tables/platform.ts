import type { Locale } from '@tabib/contract';
import type { CreatedAt, Json, NullableTimestamp, Timestamp, UpdatedAt, WithDefault } from '../columns.js';
import type { Role } from './accounts.js';

/* The platform's tables: the notification outbox, the audit log, rate limits, idempotency keys. (docs/decisions/056-server-domains.md) */

/** A fixed-window request counter shared by all server instances (docs/decisions/034). */
export interface RateLimitHitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** Transactional outbox: rows written with the change, delivered by a worker (`FOR UPDATE SKIP LOCKED`). */
export const notificationKinds = [
  'confirmation',
  'change',
  'cancellation',
  'reminder',
  'waitlist_offer',
  'secretary_invitation',
  'doctor_application',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['pending', 'sent', 'failed', 'dropped'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** The e-mail queue of rdv notifications (migration 0003, docs/decisions/017-notifications.md). */
export interface NotificationsTable {
  id: string;
  kind: NotificationKind;
  /** The rdv announced; null for a message about no rdv (a secretary invitation). */
  rdv_id: string | null;
  recipient_email: string;
  /** How it leaves: an e-mail to `recipient_email`, or an SMS to `recipient_phone`. */
  channel: WithDefault<NotificationChannel>;
  recipient_phone: string | null;
  /** The recipient's language when it was queued: the message is written in it (decision 048). */
  locale: WithDefault<Locale>;
  /** The facts the message was written from (doctor, instant, address…), as queued. */
  payload: Json<Record<string, unknown>>;
  /** The message as sent (null until then). */
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  /** When it is due; a claimed message's lease end while it is being sent. */
  run_at: Timestamp;
  status: WithDefault<NotificationStatus>;
  attempts: WithDefault<number>;
  last_error: string | null;
  /** `smtp` or `outbox`: how it left, once sent. */
  transport: string | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  actor_role: Role | 'guest' | 'system';
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>> | null;
  ip: string | null;
  created_at: CreatedAt;
}

/** A write's Idempotency-Key and, once it finished, its answer (docs/decisions/052). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  operation: string;
  request_hash: string;
  /** Null while the first request is still running. */
  status: number | null;
  body: Json<unknown> | null;
  created_at: Timestamp;
}
