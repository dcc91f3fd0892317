import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../platform/db/schema.js';
import type { RoomRole } from './room.js';

/*
 * docs/decisions/055-teleconsultation-room.md "Several instances": the doctor's and the patient's sockets
 * may reach two different server processes behind the proxy, so what one party sends goes through
 * PostgreSQL's NOTIFY to every instance, and the one holding the other party's socket delivers it.
 * NOTIFY is not stored: a message with nobody to receive it is gone, as in the room itself. With the
 * embedded PGlite database there is one process, and the relay stays in memory.
 */

export type RelayEvent =
  | { kind: 'joined'; from: RoomRole; connection: string }
  | { kind: 'present'; from: RoomRole; connection: string }
  | { kind: 'left'; from: RoomRole; connection: string }
  | { kind: 'signal'; from: RoomRole; connection: string; data: unknown }
  | { kind: 'chat'; from: RoomRole; connection: string; text: string; at: string };

export interface RoomRelay {
  /** Sends `event` to every socket of the rdv's room, on every instance (the sender's included). */
  publish(rdvId: string, event: RelayEvent): Promise<void>;
  /** Calls `listener` with every event of the rdv's room; returns the unsubscribe. */
  subscribe(rdvId: string, listener: (event: RelayEvent) => void): () => void;
  /** Resolves once events published from now on are received (PostgreSQL: the LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'tabib_room';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD = 7_900;

export class RelayMessageTooLarge extends Error {}

class Subscribers {
  private readonly byRdv = new Map<string, Set<(event: RelayEvent) => void>>();

  add(rdvId: string, listener: (event: RelayEvent) => void) {
    let set = this.byRdv.get(rdvId);
    if (!set) this.byRdv.set(rdvId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byRdv.delete(rdvId);
    };
  }

  emit(rdvId: string, event: RelayEvent) {
    for (const listener of this.byRdv.get(rdvId) ?? []) listener(event);
  }
}

export function createLocalRelay(): RoomRelay {
  const subscribers = new Subscribers();
  return {
    publish: async (rdvId, event) => subscribers.emit(rdvId, event),
    subscribe: (rdvId, listener) => subscribers.add(rdvId, listener),
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * The relay over NOTIFY/LISTEN. An offer's SDP is 4–8 kB of text: compressed, it fits a payload with
 * room to spare.
 */
export function createPostgresRelay(
  db: Kysely<Database>,
  connectionString: string,
  onError: (error: Error) => void,
): RoomRelay {
  const subscribers = new Subscribers();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listening: Promise<void> | undefined;

  const connect = () => {
    const next = new pg.Client({ connectionString });
    client = next;
    const lost = (error: Error) => {
      if (client !== next || closed) return;
      onError(error);
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(connect, 1_000);
    };
    next.on('error', lost);
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { rdvId, event } = JSON.parse(
          inflateRawSync(Buffer.from(message.payload, 'base64')).toString('utf8'),
        ) as { rdvId: string; event: RelayEvent };
        subscribers.emit(rdvId, event);
      } catch (error) {
        onError(error as Error);
      }
    });
    listening = next
      .connect()
      .then(() => next.query(`LISTEN ${CHANNEL}`))
      .then(() => undefined, lost);
  };

  return {
    async publish(rdvId, event) {
      const payload = deflateRawSync(JSON.stringify({ rdvId, event })).toString('base64');
      if (payload.length > MAX_PAYLOAD) throw new RelayMessageTooLarge();
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
    },
    subscribe: (rdvId, listener) => subscribers.add(rdvId, listener),
    async ready() {
      // The first room of this process starts the listener; a lost one is started again by `lost`.
      if (client === undefined && !closed && retry === undefined) connect();
      await listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
