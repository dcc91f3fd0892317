import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { until } from './parts.js';

/*
 * docs/decisions/055: coturn (Debian's `turnserver`) as the topology's TURN server, and a TURN Allocate
 * (RFC 8656) made by hand over UDP — the first request is answered 401 with the realm and a nonce, the
 * second, signed with the long-term credential, gets a relayed address or 401 again.
 */

const MAGIC_COOKIE = 0x2112a442;
const ALLOCATE = 0x0003;
const ALLOCATE_SUCCESS = 0x0103;
const ATTRIBUTE = {
  username: 0x0006,
  integrity: 0x0008,
  error: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  transport: 0x0019,
};

export interface TurnServer {
  stop(): Promise<void>;
}

export async function startTurnServer(port: number, secret: string, dir: string): Promise<TurnServer> {
  const config = join(dir, 'turnserver.conf');
  // deploy/turnserver.conf's authentication, on 127.0.0.1 (whose peers it would refuse to relay to).
  writeFileSync(
    config,
    [
      `listening-ip=127.0.0.1`,
      `relay-ip=127.0.0.1`,
      `listening-port=${port}`,
      `min-port=${port + 1}`,
      `max-port=${port + 20}`,
      'fingerprint',
      'use-auth-secret',
      `static-auth-secret=${secret}`,
      'realm=tabib.test',
      'no-tls',
      'no-dtls',
      'no-cli',
      `pidfile=${join(dir, 'turnserver.pid')}`,
      `log-file=${join(dir, 'turnserver.log')}`,
    ].join('\n'),
  );
  const child = spawn('turnserver', ['-c', config], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await until('coturn answers', async () => (await allocate(port, 'probe', 'probe')) !== 'no answer', 15_000);
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function message(type: number, transaction: Buffer, attributes: [number, Buffer][], key?: Buffer): Buffer {
  const body = attributes.map(([kind, value]) => {
    const header = Buffer.alloc(4);
    header.writeUInt16BE(kind, 0);
    header.writeUInt16BE(value.length, 2);
    return Buffer.concat([header, value, Buffer.alloc((4 - (value.length % 4)) % 4)]);
  });
  const head = (extra: number) => {
    const header = Buffer.alloc(20);
    header.writeUInt16BE(type, 0);
    header.writeUInt16BE(body.reduce((n, b) => n + b.length, 0) + extra, 2);
    header.writeUInt32BE(MAGIC_COOKIE, 4);
    transaction.copy(header, 8);
    return header;
  };
  if (key === undefined) return Buffer.concat([head(0), ...body]);
  // MESSAGE-INTEGRITY covers the message with its length counting the integrity attribute itself.
  const signed = Buffer.concat([head(24), ...body]);
  const integrity = Buffer.alloc(4);
  integrity.writeUInt16BE(ATTRIBUTE.integrity, 0);
  integrity.writeUInt16BE(20, 2);
  return Buffer.concat([signed, integrity, createHmac('sha1', key).update(signed).digest()]);
}

function parse(packet: Buffer): { type: number; attributes: Map<number, Buffer> } {
  const attributes = new Map<number, Buffer>();
  for (let offset = 20; offset + 4 <= packet.length;) {
    const kind = packet.readUInt16BE(offset);
    const length = packet.readUInt16BE(offset + 2);
    attributes.set(kind, packet.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length + ((4 - (length % 4)) % 4);
  }
  return { type: packet.readUInt16BE(0), attributes };
}

/** Request and answer over one socket: coturn binds its nonce to the client's address and port. */
function udpClient(port: number) {
  const socket = createSocket('udp4');
  const exchange = (packet: Buffer) =>
    new Promise<ReturnType<typeof parse> | undefined>((resolve) => {
      const timer = setTimeout(() => {
        socket.off('message', onMessage);
        resolve(undefined);
      }, 1_000);
      const onMessage = (answer: Buffer) => {
        clearTimeout(timer);
        resolve(parse(answer));
      };
      socket.once('message', onMessage);
      socket.send(packet, port, '127.0.0.1');
    });
  return { exchange, close: () => socket.close() };
}

/** `allocated`, `refused` (401 with these credentials), or `no answer`. */
export async function allocate(port: number, username: string, password: string) {
  const client = udpClient(port);
  try {
    return await allocateOver(client.exchange, username, password);
  } finally {
    client.close();
  }
}

async function allocateOver(
  exchange: ReturnType<typeof udpClient>['exchange'],
  username: string,
  password: string,
) {
  const udp = Buffer.from([17, 0, 0, 0]);
  const first = await exchange(message(ALLOCATE, randomBytes(12), [[ATTRIBUTE.transport, udp]]));
  if (first === undefined) return 'no answer' as const;
  const realm = first.attributes.get(ATTRIBUTE.realm);
  const nonce = first.attributes.get(ATTRIBUTE.nonce);
  if (!realm || !nonce) return 'refused' as const;
  const key = createHash('md5').update(`${username}:${realm.toString()}:${password}`).digest();
  const second = await exchange(
    message(
      ALLOCATE,
      randomBytes(12),
      [
        [ATTRIBUTE.transport, udp],
        [ATTRIBUTE.username, Buffer.from(username)],
        [ATTRIBUTE.realm, realm],
        [ATTRIBUTE.nonce, nonce],
      ],
      key,
    ),
  );
  if (second === undefined) return 'no answer' as const;
  return second.type === ALLOCATE_SUCCESS ? ('allocated' as const) : ('refused' as const);
}
