import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';

/*
 * A doctor's private agenda feed (docs/decisions/028-calendars.md): its secret is
 * HMAC-SHA256(key, feed_id), base64url (43 characters), and only the secret's SHA-256 is stored.
 */

export interface CalendarFeedRecord {
  token: string;
  createdAt: Date;
}

const secretOf = (key: string, feedId: string) =>
  createHmac('sha256', key).update(`calendar-feed:${feedId}`).digest('base64url');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function findCalendarFeed(
  db: Kysely<Database>,
  key: string,
  doctorId: string,
): Promise<CalendarFeedRecord | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['feed_id', 'created_at'])
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();
  return row && { token: secretOf(key, row.feed_id), createdAt: row.created_at };
}

/** A new address for the doctor's feed; the previous one, if any, stops working at once. */
export async function rotateCalendarFeed(
  db: Kysely<Database>,
  key: string,
  doctorId: string,
  now: Date,
): Promise<CalendarFeedRecord> {
  const feedId = randomUUID();
  const token = secretOf(key, feedId);
  const values = { feed_id: feedId, token_hash: hashOf(token), created_at: now };
  await db
    .insertInto('calendar_feeds')
    .values({ doctor_id: doctorId, ...values })
    .onConflict((conflict) => conflict.column('doctor_id').doUpdateSet(values))
    .execute();
  return { token, createdAt: now };
}

export async function revokeCalendarFeed(db: Kysely<Database>, doctorId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('doctor_id', '=', doctorId).execute();
}

/** The doctor whose feed this secret opens, if it is a current one. */
export async function doctorOfCalendarFeed(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('doctor_id')
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return row?.doctor_id;
}
