import type { Kysely } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database, StoredContentType, UploadPurpose } from '../platform/db/schema.js';
import type { ObjectStorage } from '../platform/object-storage.js';

/* docs/decisions/053-doctor-applications.md: the checked files of an application — a proof, a photo. */

export interface StoredUpload {
  id: string;
  contentType: StoredContentType;
  size: number;
}

/**
 * Stores a checked file: in the object storage when one is configured (the row keeps its key), else in
 * the database (docs/decisions/053 "Storage"). The object is written before the row, so no row ever
 * points at an object that is not there.
 */
export async function storeUpload(
  db: Kysely<Database>,
  storage: ObjectStorage | undefined,
  purpose: UploadPurpose,
  contentType: StoredContentType,
  bytes: Buffer,
  now: Date,
): Promise<StoredUpload> {
  const id = newId(now.getTime());
  const storageKey = storage ? `uploads/${purpose}/${id}` : null;
  if (storage && storageKey) await storage.put(storageKey, bytes, contentType);
  await db
    .insertInto('uploads')
    .values({
      id,
      purpose,
      content_type: contentType,
      size: bytes.length,
      data: storageKey ? null : bytes,
      storage_key: storageKey,
      created_at: now,
    })
    .execute();
  return { id, contentType, size: bytes.length };
}

/** A stored file, from the database or from the object storage its row names. */
export async function readUpload(
  db: Kysely<Database>,
  storage: ObjectStorage | undefined,
  id: string,
): Promise<{ purpose: UploadPurpose; contentType: StoredContentType; data: Buffer } | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(['purpose', 'content_type', 'data', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const data = row.data
    ? Buffer.from(row.data)
    : row.storage_key
      ? await storage?.get(row.storage_key)
      : undefined;
  if (!data) return undefined;
  return { purpose: row.purpose, contentType: row.content_type, data };
}
