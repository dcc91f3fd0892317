import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

/*
 * docs/decisions/052-topology-and-safe-retries.md: the writes a client or the proxy may send again after
 * losing the answer (a dropped connection, an instance killed mid-request) accept an `Idempotency-Key`.
 * The first request with a key claims it (one row per caller and key); the same key again gets the first
 * answer back, as it was, without acting twice. Answers of 5xx are not kept: the write did not happen,
 * so a retry runs it.
 */

/** The operations that honour the header. */
export const IDEMPOTENT_OPERATIONS = new Set(['bookRdv', 'checkoutPayment', 'addQuestion']);
const HEADER = 'idempotency-key';
/** The spec's `IdempotencyKey` parameter (Fastify validates no header of the spec's on its own). */
const KEY_FORMAT = /^[A-Za-z0-9_:.-]{8,255}$/;
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key claimed this long ago whose request never answered belonged to an instance that died mid-request:
 * a retry takes it over instead of being told 409 until the key expires. Longer than a write takes (the
 * payment provider's call is the slowest, bounded well below this).
 */
export const ABANDONED_CLAIM_MS = 15_000;

interface Claim {
  userId: string;
  key: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

/** The body's fingerprint: the same key with another body is a client bug, refused with 422. */
function hashOf(operationId: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operationId}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

/** Takes the key for this request, or says what a previous request with it became. */
async function claim(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: string,
  key: string,
  operationId: string,
  now: Date,
) {
  const hash = hashOf(operationId, request.body);
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const abandoned = new Date(now.getTime() - ABANDONED_CLAIM_MS);
  // One statement: a new key, an expired one, or an abandoned claim of the same request is taken over.
  const taken = await sql<{ key: string }>`
    INSERT INTO idempotency_keys (user_id, key, operation, request_hash, status, body, created_at)
    VALUES (${userId}, ${key}, ${operationId}, ${hash}, NULL, NULL, ${now})
    ON CONFLICT (user_id, key) DO UPDATE
      SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash, status = NULL,
          body = NULL, created_at = EXCLUDED.created_at
      WHERE idempotency_keys.created_at < ${expired}
         OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < ${abandoned}
             AND idempotency_keys.request_hash = EXCLUDED.request_hash)
    RETURNING key`.execute(db);
  if (taken.rows.length > 0) return { kind: 'claimed' as const };
  const previous = await db
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'status', 'body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  // Gone between the two statements (swept, or a 5xx released it): the client retries.
  if (!previous || previous.status === null) return { kind: 'in-flight' as const };
  if (previous.operation !== operationId || previous.request_hash !== hash) {
    return { kind: 'mismatch' as const };
  }
  return { kind: 'replay' as const, status: previous.status, body: previous.body };
}

/** The answer to keep for a request's key, written by the caller's own transaction. */
export interface KeptAnswer {
  /** Writes the answer in `trx`: it commits with the write it answers, or neither does. */
  keep(trx: Transaction<Database>, status: number, body: unknown): Promise<void>;
  /** The transaction committed: the answer is kept, the hooks below do not write it again. */
  committed(): void;
}

/**
 * For a write whose answer must not be lost between its commit and the hook that keeps it (a booking:
 * an instance dying there left a rdv whose retry with the same key was told 409 for 15 s, then
 * `SLOT_HELD_BY_YOU`): the handler keeps the answer in the write's own transaction. Undefined when the
 * request holds no key.
 */
export function keptAnswer(request: FastifyRequest): KeptAnswer | undefined {
  const held = request.idempotency;
  if (!held || held.settled) return undefined;
  return {
    async keep(trx, status, body) {
      await trx
        .updateTable('idempotency_keys')
        .set({ status, body: JSON.stringify(body) })
        .where('user_id', '=', held.userId)
        .where('key', '=', held.key)
        .execute();
    },
    committed() {
      held.settled = true;
    },
  };
}

export function registerIdempotency(scope: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  scope.decorateRequest('idempotency', null);

  scope.addHook('preHandler', async (request, reply) => {
    const operation = request.routeOptions.config.operation;
    const key = request.headers[HEADER];
    if (!operation || !IDEMPOTENT_OPERATIONS.has(operation.operationId) || typeof key !== 'string') return;
    // The three operations are for signed-in patients only (x-roles), so there is always a caller.
    if (!KEY_FORMAT.test(key)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'The Idempotency-Key header must be 8 to 255 letters, digits or _ : . - (a UUID fits).',
        400,
      );
    }
    const userId = request.caller!.userId;
    const at = now();
    const outcome = await claim(db, request, userId, key, operation.operationId, at);
    if (outcome.kind === 'in-flight') {
      throw new DomainError(
        'IDEMPOTENCY_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; retry in a moment.',
        409,
      );
    }
    if (outcome.kind === 'mismatch') {
      throw new DomainError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different request; use a new key for a new request.',
        422,
      );
    }
    if (outcome.kind === 'replay') {
      return reply.code(outcome.status).header('idempotent-replayed', 'true').send(outcome.body);
    }
    request.idempotency = { userId, key, settled: false };
    // Keys past their day are forgotten; sweeping the caller's own keeps each sweep small.
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('created_at', '<', new Date(at.getTime() - IDEMPOTENCY_TTL_MS))
      .execute();
    return undefined;
  });

  // An answer its write's transaction committed with it (keptAnswer) stays, even when what followed the
  // commit failed (its acknowledgement lost with a restarting database): a retry gets it replayed.
  const release = (held: Claim) =>
    db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', held.userId)
      .where('key', '=', held.key)
      .where('status', 'is', null)
      .execute();

  // The answer is kept before it is sent, so a client that got it and retries anyway gets it again.
  scope.addHook('preSerialization', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || held.settled) return payload;
    held.settled = true;
    if (reply.statusCode >= 500) await release(held);
    else {
      await db
        .updateTable('idempotency_keys')
        .set({ status: reply.statusCode, body: JSON.stringify(payload) })
        .where('user_id', '=', held.userId)
        .where('key', '=', held.key)
        .execute();
    }
    return payload;
  });

  // An answer that was not serialised (an aborted request) keeps no claim behind it.
  scope.addHook('onResponse', async (request) => {
    const held = request.idempotency;
    if (!held || held.settled) return;
    held.settled = true;
    await release(held);
  });
}
