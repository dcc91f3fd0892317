import { randomUUID } from 'node:crypto';
import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../platform/api/context.js';
import { sendError } from '../platform/api/errors.js';
import { API_PREFIX } from '../platform/api/plugin.js';
import { DomainError } from '../platform/errors.js';
import { createLocalRelay, createPostgresRelay, RelayMessageTooLarge, type RoomRelay } from './relay.js';
import { findRoomRdv, redeemTicket, roomForbidden, type RoomRole } from './room.js';
import { roomPhase } from './room-window.js';

/*
 * docs/decisions/055-teleconsultation-room.md "Signalling": `GET /v1/rooms/{rdvId}?ticket=…` upgrades to a
 * WebSocket that relays offers, answers, ICE candidates and chat messages between the rdv's doctor and
 * patient, while the room is open. Nothing that passes is stored or logged.
 */

/** The close codes a client acts on. */
export const CLOSE = {
  /** The ticket is forged, used, expired or of another room: ask for a new one only if allowed. */
  policy: 1008,
  /** The room's window ended (or it never began): do not reconnect. */
  roomClosed: 4001,
  /** The same party connected again elsewhere (another tab, a reconnect): this socket is obsolete. */
  replaced: 4002,
} as const;

const MAX_MESSAGE_BYTES = 32 * 1024;
const MAX_CHAT_LENGTH = 2_000;
/** A party sends a few dozen candidates when a call starts; a flood is not a call. */
const MAX_MESSAGES_PER_10_SECONDS = 300;
const HEARTBEAT_MS = 15_000;

type ClientMessage = { type: 'signal'; data: unknown } | { type: 'chat'; text: string };

function parseClientMessage(raw: string): ClientMessage | undefined {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, data, text } = message as Record<string, unknown>;
  if (type === 'signal' && typeof data === 'object' && data !== null) return { type, data };
  if (type === 'chat' && typeof text === 'string') {
    const trimmed = text.trim();
    if (trimmed.length > 0 && trimmed.length <= MAX_CHAT_LENGTH) return { type, text: trimmed };
  }
  return undefined;
}

const send = (socket: WebSocket, message: object) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

export interface SignallingOptions {
  /** The relay between instances; by default NOTIFY/LISTEN on PostgreSQL, in memory on PGlite. */
  relay?: RoomRelay;
}

export async function registerSignalling(
  app: FastifyInstance,
  deps: ApiDeps,
  options: SignallingOptions = {},
): Promise<void> {
  const relay =
    options.relay ??
    (deps.config.databaseUrl !== undefined
      ? createPostgresRelay(deps.db, deps.config.databaseUrl, (error) =>
          app.log.warn({ err: error }, 'the teleconsultation relay lost PostgreSQL'),
        )
      : createLocalRelay());
  app.addHook('onClose', () => relay.close());
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  app.get<{ Params: { rdvId: string }; Querystring: { ticket?: string } }>(
    `${API_PREFIX}/rooms/:rdvId`,
    {
      websocket: true,
      // Refusals that need no ticket check are plain HTTP answers, before the upgrade.
      preValidation: async (request, reply) => {
        if (!deps.config.teleconsultation) {
          return sendError(reply, new DomainError('NOT_FOUND', 'No such API route.', 404));
        }
        const { ticket } = request.query;
        if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 64) {
          return sendError(reply, roomForbidden());
        }
      },
    },
    async (socket, request) => {
      const { rdvId } = request.params;
      // Messages that arrive before the ticket is checked are dropped, not queued: a client waits for
      // `joined` before it sends anything.
      let admitted = false;
      socket.on('message', () => {
        if (!admitted) socket.close(CLOSE.policy, 'not admitted');
      });
      const now = deps.now();
      const party = await redeemTicket(deps.db, rdvId, request.query.ticket ?? '', now);
      const rdv = party === undefined ? undefined : await findRoomRdv(deps.db, rdvId);
      if (party === undefined || rdv === undefined) return socket.close(CLOSE.policy, 'invalid ticket');
      if (roomPhase(rdv.window, now) !== 'open' || rdv.status === 'cancelled') {
        return socket.close(CLOSE.roomClosed, 'room closed');
      }
      socket.removeAllListeners('message');
      admitted = true;
      serveParty(socket, rdvId, party.role, rdv.window.closesAt.getTime() - now.getTime());
    },
  );

  function serveParty(socket: WebSocket, rdvId: string, role: RoomRole, closesInMs: number) {
    const connection = randomUUID();
    let alive = true;
    let sentInWindow = 0;
    const windowReset = setInterval(() => (sentInWindow = 0), 10_000);
    const heartbeat = setInterval(() => {
      // A phone that changed networks leaves a socket that never closes by itself.
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    const closing = setTimeout(() => {
      send(socket, { type: 'closed', reason: 'ROOM_CLOSED' });
      socket.close(CLOSE.roomClosed, 'room closed');
    }, closesInMs);
    socket.on('pong', () => (alive = true));

    const publish = (event: Parameters<RoomRelay['publish']>[1]) =>
      relay.publish(rdvId, event).catch((error: unknown) => {
        if (error instanceof RelayMessageTooLarge) send(socket, { type: 'error', code: 'TOO_LARGE' });
        else app.log.warn({ err: error }, 'relaying a teleconsultation message failed');
      });

    const unsubscribe = relay.subscribe(rdvId, (event) => {
      if (event.connection === connection) return;
      if (event.from === role) {
        // The same party joined again (a reconnect, another tab): the newer socket wins.
        if (event.kind === 'joined') socket.close(CLOSE.replaced, 'replaced');
        return;
      }
      switch (event.kind) {
        case 'joined':
          send(socket, { type: 'peer', state: 'joined', role: event.from });
          void publish({ kind: 'present', from: role, connection });
          break;
        case 'present':
          send(socket, { type: 'peer', state: 'present', role: event.from });
          break;
        case 'left':
          send(socket, { type: 'peer', state: 'left', role: event.from });
          break;
        case 'signal':
          send(socket, { type: 'signal', from: event.from, data: event.data });
          break;
        case 'chat':
          send(socket, { type: 'chat', from: event.from, text: event.text, at: event.at });
          break;
      }
    });

    socket.on('message', (raw, isBinary) => {
      sentInWindow += 1;
      if (sentInWindow > MAX_MESSAGES_PER_10_SECONDS) return socket.close(CLOSE.policy, 'too many messages');
      const message = isBinary ? undefined : parseClientMessage(raw.toString());
      if (message === undefined) return send(socket, { type: 'error', code: 'BAD_MESSAGE' });
      if (message.type === 'signal')
        void publish({ kind: 'signal', from: role, connection, data: message.data });
      else {
        const at = deps.now().toISOString();
        void publish({ kind: 'chat', from: role, connection, text: message.text, at });
        // The sender's own copy, with the server's time, so both sides list the chat in one order.
        send(socket, { type: 'chat', from: role, text: message.text, at, own: true });
      }
    });

    socket.on('close', () => {
      clearInterval(windowReset);
      clearInterval(heartbeat);
      clearTimeout(closing);
      unsubscribe();
      void publish({ kind: 'left', from: role, connection });
    });

    void relay.ready().then(() => {
      send(socket, { type: 'joined', role });
      return publish({ kind: 'joined', from: role, connection });
    });
  }
}
