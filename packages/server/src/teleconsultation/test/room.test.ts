import { createHmac } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { iceServersFor } from '../ice-servers.js';
import { createPostgresRelay, type RelayEvent } from '../relay.js';
import { CLOSE } from '../signalling.js';
import { backends } from '../../../test/helpers/db.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

const MINUTE_MS = 60_000;
/** The fixture's rdv: Monday 2 March 2026 at 10:00 UTC, 30 minutes (the clock starts at 07:00 UTC). */
const rdvStart = Date.parse('2026-03-02T10:00:00.000Z');

type Message = Record<string, unknown>;

/** A socket of the room and the messages it received, in order. */
interface Party {
  socket: WebSocket;
  messages: Message[];
  next(type: string): Promise<Message>;
  closed: Promise<{ code: number; reason: string }>;
}

function party(socket: WebSocket): Party {
  const messages: Message[] = [];
  const unread: Message[] = [];
  const waiting: { type: string; resolve: (message: Message) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Message;
    messages.push(message);
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else unread.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return {
    socket,
    messages,
    closed,
    next(type) {
      const index = unread.findIndex((m) => m.type === type);
      if (index >= 0) return Promise.resolve(unread.splice(index, 1)[0]!);
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
  };
}

describe.each(backends)('%s: the teleconsultation room (docs/decisions/055)', (backend) => {
  const server = useApiServer(backend, { state: 'migrated', now: fixtureNow });
  let fixture: AgendaFixture;
  const as = (email: string): Promise<TestClient> => server().as(email);

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  async function insertRdv(options: { remote: boolean; start?: number; status?: 'confirmed' | 'cancelled' }) {
    const id = newId();
    const date = new Date(options.start ?? rdvStart);
    await server()
      .database.db.insertInto('rdvs')
      .values({
        id,
        doctor_id: fixture.doctorId,
        patient_id: fixture.patientId,
        date,
        end_date: new Date(date.getTime() + 30 * MINUTE_MS),
        status: options.status ?? 'confirmed',
        price: 60_000,
        remote: options.remote,
        ...(options.remote && {
          remote_consent: JSON.stringify({
            consultation: true,
            dataProcessing: true,
            at: fixtureNow,
            textVersion: '2026-03',
          }),
        }),
        ...(options.status === 'cancelled' && {
          cancel_reason: 'Empêchement',
          cancelled_by: 'patient' as const,
        }),
      })
      .execute();
    return id;
  }

  const ticketFor = async (email: string, id: string) =>
    (await as(email)).api.POST('/rdvs/{id}/room/ticket', { params: { path: { id } } });

  /** The listeners are in place before the socket opens: the server may speak first. */
  const join = async (id: string, ticket: string) => {
    let joined: Party | undefined;
    await server().app.injectWS(`/v1/rooms/${id}?ticket=${encodeURIComponent(ticket)}`, undefined, {
      onInit: (socket) => (joined = party(socket)),
    });
    return joined!;
  };

  describe('the window: 10 minutes before the rdv to 30 minutes after its end', () => {
    it('11 minutes before → 409 ROOM_NOT_OPEN with opensAt; 10 minutes before → a ticket', async () => {
      const id = await insertRdv({ remote: true });
      server().clock.set(new Date(rdvStart - 11 * MINUTE_MS));
      const early = await ticketFor(fixture.patientEmail, id);
      expect(early.response.status).toBe(409);
      expect(early.error).toMatchObject({
        code: 'ROOM_NOT_OPEN',
        details: { opensAt: '2026-03-02T09:50:00.000Z' },
      });
      server().clock.set(new Date(rdvStart - 10 * MINUTE_MS));
      const { data } = await ticketFor(fixture.patientEmail, id);
      expect(data).toMatchObject({
        role: 'patient',
        opensAt: '2026-03-02T09:50:00.000Z',
        closesAt: '2026-03-02T11:00:00.000Z',
        expiresAt: '2026-03-02T09:51:00.000Z',
      });
      expect(data?.ticket).toMatch(/^[\w-]{43}$/);
    });

    it('30 minutes after the end → 409 ROOM_CLOSED; a cancelled rdv → ROOM_CLOSED; in person → NOT_REMOTE', async () => {
      const start = rdvStart + 12 * 3_600_000;
      const id = await insertRdv({ remote: true, start });
      server().clock.set(new Date(start + 60 * MINUTE_MS - 1));
      expect((await ticketFor(fixture.doctorEmail, id)).data?.role).toBe('doctor');
      server().clock.set(new Date(start + 60 * MINUTE_MS));
      expect((await ticketFor(fixture.doctorEmail, id)).error?.code).toBe('ROOM_CLOSED');
      server().clock.set(new Date(rdvStart));
      const cancelled = await insertRdv({
        remote: true,
        status: 'cancelled',
        start: rdvStart + 2 * 3_600_000,
      });
      server().clock.set(new Date(rdvStart + 2 * 3_600_000));
      expect((await ticketFor(fixture.patientEmail, cancelled)).error?.code).toBe('ROOM_CLOSED');
      const inPerson = await insertRdv({ remote: false, start: rdvStart + 3 * 3_600_000 });
      expect((await ticketFor(fixture.patientEmail, inPerson)).error?.code).toBe('NOT_REMOTE');
    });
  });

  describe('the parties only', () => {
    it('the secretary, another patient and another doctor → 403 FORBIDDEN, reason ROOM_FORBIDDEN', async () => {
      const id = await insertRdv({ remote: true, start: rdvStart + 4 * 3_600_000 });
      server().clock.set(new Date(rdvStart + 4 * 3_600_000));
      for (const email of [fixture.secretaryEmail, fixture.otherPatientEmail, fixture.otherDoctorEmail]) {
        const { response, error } = await ticketFor(email, id);
        expect(response.status, email).toBe(403);
        expect(error, email).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'ROOM_FORBIDDEN' } });
      }
    });

    it('a WebSocket without a ticket is refused 403 before the upgrade', async () => {
      const id = await insertRdv({ remote: true, start: rdvStart + 5 * 3_600_000 });
      const answer = await server().app.inject({
        method: 'GET',
        url: `/v1/rooms/${id}`,
        headers: {
          connection: 'upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'ROOM_FORBIDDEN' } });
    });

    it('a forged ticket, a used one, an expired one and one of another room are closed with 1008', async () => {
      const id = await insertRdv({ remote: true, start: rdvStart + 6 * 3_600_000 });
      const other = await insertRdv({ remote: true, start: rdvStart + 6 * 3_600_000 + 30 * MINUTE_MS });
      server().clock.set(new Date(rdvStart + 6 * 3_600_000));
      expect((await (await join(id, 'forged-ticket')).closed).code).toBe(CLOSE.policy);

      const { data } = await ticketFor(fixture.patientEmail, id);
      const first = await join(id, data!.ticket);
      expect(await first.next('joined')).toEqual({ type: 'joined', role: 'patient' });
      expect((await (await join(id, data!.ticket)).closed).code).toBe(CLOSE.policy);
      first.socket.close();

      const late = await ticketFor(fixture.patientEmail, id);
      server().clock.advance(60_000);
      expect((await (await join(id, late.data!.ticket)).closed).code).toBe(CLOSE.policy);

      const elsewhere = await ticketFor(fixture.patientEmail, id);
      expect((await (await join(other, elsewhere.data!.ticket)).closed).code).toBe(CLOSE.policy);
    });
  });

  it('relays offers, candidates and chat between the doctor and the patient, and says when one leaves', async () => {
    const id = await insertRdv({ remote: true, start: rdvStart + 7 * 3_600_000 });
    server().clock.set(new Date(rdvStart + 7 * 3_600_000 - 5 * MINUTE_MS));
    const doctor = await join(id, (await ticketFor(fixture.doctorEmail, id)).data!.ticket);
    await doctor.next('joined');
    const patient = await join(id, (await ticketFor(fixture.patientEmail, id)).data!.ticket);
    expect(await patient.next('joined')).toEqual({ type: 'joined', role: 'patient' });
    expect(await doctor.next('peer')).toEqual({ type: 'peer', state: 'joined', role: 'patient' });
    expect(await patient.next('peer')).toEqual({ type: 'peer', state: 'present', role: 'doctor' });

    const offer = { description: { type: 'offer', sdp: 'v=0\r\n' } };
    doctor.socket.send(JSON.stringify({ type: 'signal', data: offer }));
    expect(await patient.next('signal')).toEqual({ type: 'signal', from: 'doctor', data: offer });
    patient.socket.send(JSON.stringify({ type: 'chat', text: '  Je vous entends mal  ' }));
    expect(await doctor.next('chat')).toEqual({
      type: 'chat',
      from: 'patient',
      text: 'Je vous entends mal',
      at: '2026-03-02T16:55:00.000Z',
    });
    expect(await patient.next('chat')).toMatchObject({ from: 'patient', own: true });
    patient.socket.send('not json');
    expect(await patient.next('error')).toEqual({ type: 'error', code: 'BAD_MESSAGE' });
    // The doctor never got its own offer back, nor the patient's malformed message.
    expect(doctor.messages.map((m) => m.type)).toEqual(['joined', 'peer', 'chat']);

    // The patient's network drops: the socket ends without a closing handshake.
    patient.socket.terminate();
    expect(await doctor.next('peer')).toEqual({ type: 'peer', state: 'left', role: 'patient' });
    doctor.socket.close();
  });

  it('a second socket of the same party replaces the first (a reconnect), which is closed 4002', async () => {
    const id = await insertRdv({ remote: true, start: rdvStart + 8 * 3_600_000 });
    server().clock.set(new Date(rdvStart + 8 * 3_600_000));
    const first = await join(id, (await ticketFor(fixture.patientEmail, id)).data!.ticket);
    await first.next('joined');
    const second = await join(id, (await ticketFor(fixture.patientEmail, id)).data!.ticket);
    await second.next('joined');
    expect((await first.closed).code).toBe(CLOSE.replaced);
    second.socket.close();
  });

  describe('POST /rdvs/{id}/room/end: the doctor’s note', () => {
    it('the doctor writes it; the patient reads it in the rdv; the patient and the secretary cannot', async () => {
      const id = await insertRdv({ remote: true, start: rdvStart + 9 * 3_600_000 });
      server().clock.set(new Date(rdvStart + 9 * 3_600_000 + 40 * MINUTE_MS));
      const note = 'Continuer le traitement 10 jours, contrôle au cabinet dans un mois.';
      for (const email of [fixture.patientEmail, fixture.secretaryEmail]) {
        const { response } = await (
          await as(email)
        ).api.POST('/rdvs/{id}/room/end', {
          params: { path: { id } },
          body: { note },
        });
        expect(response.status, email).toBe(403);
      }
      const { data } = await (
        await as(fixture.doctorEmail)
      ).api.POST('/rdvs/{id}/room/end', {
        params: { path: { id } },
        body: { note: `  ${note}\n` },
      });
      expect(data?.remoteNote).toEqual({ text: note, writtenAt: '2026-03-02T19:40:00.000Z' });
      const read = await (await as(fixture.patientEmail)).api.GET('/rdvs/{id}', { params: { path: { id } } });
      expect(read.data?.remoteNote?.text).toBe(note);
    });

    it('24 hours after the room closed → 409 ROOM_CLOSED; an in-person rdv → 409 NOT_REMOTE', async () => {
      const id = await insertRdv({ remote: true, start: rdvStart + 10 * 3_600_000 });
      server().clock.set(new Date(rdvStart + 10 * 3_600_000 + 60 * MINUTE_MS + 24 * 3_600_000));
      const doctor = await as(fixture.doctorEmail);
      const late = await doctor.api.POST('/rdvs/{id}/room/end', {
        params: { path: { id } },
        body: { note: 'x' },
      });
      expect(late.error?.code).toBe('ROOM_CLOSED');
      const inPerson = await insertRdv({ remote: false, start: rdvStart + 11 * 3_600_000 });
      const refused = await doctor.api.POST('/rdvs/{id}/room/end', {
        params: { path: { id: inPerson } },
        body: { note: 'x' },
      });
      expect(refused.error?.code).toBe('NOT_REMOTE');
    });
  });

  if (backend === 'postgres') {
    it('two instances relay through NOTIFY: an offer larger than 8000 bytes reaches the other one', async () => {
      const url = server().database.url!;
      const errors: Error[] = [];
      const a = createPostgresRelay(server().database.db, url, (error) => errors.push(error));
      const b = createPostgresRelay(server().database.db, url, (error) => errors.push(error));
      await Promise.all([a.ready(), b.ready()]);
      const received = new Promise<RelayEvent>((resolve) => b.subscribe('rdv-1', resolve));
      const sdp = Array.from(
        { length: 200 },
        (_, i) => `a=candidate:${i} 1 udp 2122260223 192.168.1.${i} 5${i} typ host`,
      ).join('\r\n');
      await a.publish('rdv-1', { kind: 'signal', from: 'doctor', connection: 'c1', data: { sdp } });
      expect(await received).toEqual({ kind: 'signal', from: 'doctor', connection: 'c1', data: { sdp } });
      await Promise.all([a.close(), b.close()]);
      expect(errors).toEqual([]);
    });
  }
});

describe('TURN credentials as coturn use-auth-secret checks them', () => {
  it('username "<expiry>:<user>", password base64(HMAC-SHA1(secret, username)); STUN URLs without', () => {
    const servers = iceServersFor(
      {
        urls: ['stun:turn.tabib.tn:3478', 'turn:turn.tabib.tn:3478?transport=udp'],
        secret: 's3cret',
        ttlSeconds: 3600,
      },
      'user-1',
      new Date('2026-03-02T10:00:00Z'),
    );
    const username = `${Date.parse('2026-03-02T11:00:00Z') / 1000}:user-1`;
    expect(servers).toEqual([
      { urls: ['stun:turn.tabib.tn:3478'] },
      {
        urls: ['turn:turn.tabib.tn:3478?transport=udp'],
        username,
        credential: createHmac('sha1', 's3cret').update(username).digest('base64'),
      },
    ]);
  });
});
