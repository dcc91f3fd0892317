import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/connect.js';
import { claimDueNotifications } from '../notifications-data.js';
import { toJson } from '../../platform/db/json.js';
import { newId } from '../../platform/db/ids.js';
import type { Database } from '../../platform/db/schema.js';
import { bookRdv } from '../../booking/booking.js';
import { configuredMailTransport, createSmtpTransport, type MailTransport } from '../transport.js';
import { smsOutboxTransport } from '../sms.js';
import { type NotificationRunResult, runDueNotifications } from '../worker.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import {
  type AgendaFixture,
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
} from '../../booking/test/agenda-fixture.js';
import { startSmtpSink } from './smtp-sink.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/*
 * Slots of the fixture's doctor (Monday–Friday 08:00–12:00 Africa/Tunis, UTC+1 in March), as UTC
 * instants; the clock stands at Monday 2 March 2026, 08:00 in Tunis (`fixtureNow`).
 */
const monday1000 = '2026-03-02T09:00:00.000Z';
const tuesday0800 = '2026-03-03T07:00:00.000Z';
const wednesday0930 = '2026-03-04T08:30:00.000Z';
const wednesday1000 = '2026-03-04T09:00:00.000Z';
const thursday0900 = '2026-03-05T08:00:00.000Z';
const thursday0930 = '2026-03-05T08:30:00.000Z';
const friday0900 = '2026-03-06T08:00:00.000Z';
const friday0930 = '2026-03-06T08:30:00.000Z';
const friday1000 = '2026-03-06T09:00:00.000Z';
const friday1030 = '2026-03-06T09:30:00.000Z';
const friday1100 = '2026-03-06T10:00:00.000Z';
const friday1130 = '2026-03-06T10:30:00.000Z';

const before24h = (iso: string) => new Date(Date.parse(iso) - 24 * HOUR_MS);

/** A transport that keeps the recipients it was given, yielding once per message so runs interleave. */
function recordingTransport(): MailTransport & { recipients: string[] } {
  const recipients: string[] = [];
  return {
    name: 'outbox',
    recipients,
    async send(message) {
      await new Promise((resolve) => setImmediate(resolve));
      recipients.push(message.to);
    },
    close: () => undefined,
  };
}

/** A mail server that refuses everything. */
const refusingTransport: MailTransport = {
  name: 'smtp',
  send: async () => {
    throw new Error('451 Mail server unavailable');
  },
  close: () => undefined,
};

describe('configuration of the notification worker (packages/server/README.md)', () => {
  it('sends through SMTP only when SMTP_URL is set', () => {
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(32) }).notifications;
    expect(defaults).toEqual({
      intervalMs: 30_000,
      maxAttempts: 5,
      smtpUrl: undefined,
      mailFrom: 'Tabib <no-reply@tabib.tn>',
    });
    expect(configuredMailTransport(defaults).name).toBe('outbox');
    const smtp = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      NOTIFY_INTERVAL: '5000',
      NOTIFY_MAX_ATTEMPTS: '3',
      SMTP_URL: 'smtps://tabib:secret@mail.example.tn:465',
      MAIL_FROM: 'Tabib <rdv@tabib.tn>',
    }).notifications;
    expect(smtp).toEqual({
      intervalMs: 5000,
      maxAttempts: 3,
      smtpUrl: 'smtps://tabib:secret@mail.example.tn:465',
      mailFrom: 'Tabib <rdv@tabib.tn>',
    });
    const transport = configuredMailTransport(smtp);
    expect(transport.name).toBe('smtp');
    transport.close();
  });

  it('refuses an SMTP_URL that is not smtp: or smtps:, and a NOTIFY_INTERVAL out of range', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'http://mail.example.tn', NOTIFY_INTERVAL: '0' }),
    ).toThrow(
      /NOTIFY_INTERVAL must be an integer from 10 to 3600000[\s\S]*SMTP_URL must be a smtp: or smtps: URL/,
    );
  });
});

describe.each(backends)('%s: rdv notifications (docs/decisions/017)', (backend) => {
  // The worker's own timer never fires during these tests: they run it with the test clock.
  const server = useApiServer(backend, {
    state: 'migrated',
    now: fixtureNow,
    // One patient books many rdvs here: the booking rate limit (fair-booking.test.ts) is raised tenfold.
    env: { NOTIFY_INTERVAL: '3600000', RATE_LIMIT_FACTOR: '10' },
  });
  let fixture: AgendaFixture;
  let db: Kysely<Database>;
  let adminEmail: string;

  beforeAll(async () => {
    db = server().database.db;
    fixture = await insertAgendaFixture(db);
    const adminId = newId();
    adminEmail = `admin-${adminId}@tabib.test`;
    await db
      .insertInto('users')
      .values({ id: adminId, email: adminEmail, role: 'admin', first_name: 'Sonia', last_name: 'Admin' })
      .execute();
    await db
      .updateTable('specialties')
      .set({ name_fr: 'Cardiologie' })
      .where('id', '=', fixture.specialtyId)
      .execute();
    await db
      .updateTable('doctors')
      .set({ address: '12 rue de Marseille' })
      .where('id', '=', fixture.doctorId)
      .execute();
  });

  beforeEach(() => {
    server().clock.set(fixtureNow);
  });

  async function book(date: string, email = fixture.patientEmail): Promise<string> {
    const { data, error } = await (
      await server().as(email)
    ).api.POST('/rdvs', { body: { doctor: fixture.doctorId, date } });
    if (!data) throw new Error(`booking failed: ${JSON.stringify(error)}`);
    return data._id;
  }

  async function queueOf(rdvId: string) {
    const rows = await db
      .selectFrom('notifications')
      .select(['kind', 'status', 'run_at', 'recipient_email', 'attempts', 'payload', 'transport'])
      .where('rdv_id', '=', rdvId)
      .orderBy('run_at')
      .orderBy('kind')
      .execute();
    return rows.map((row) => ({ ...row, run_at: row.run_at.toISOString() }));
  }

  const countQueued = async () =>
    Number(
      (
        await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const run = (transport: MailTransport, maxAttempts = 5, database: Kysely<Database> = db) =>
    runDueNotifications({
      db: database,
      transport,
      sms: smsOutboxTransport,
      now: server().clock.now,
      maxAttempts,
      publicUrl: 'https://tabib.tn',
    });

  describe('queued in the transaction of the booking', () => {
    it('queues the confirmation now and the reminder 24 h before the rdv', async () => {
      const rdvId = await book(wednesday0900);
      expect(await queueOf(rdvId)).toMatchObject([
        {
          kind: 'confirmation',
          status: 'pending',
          run_at: fixtureNow,
          recipient_email: fixture.patientEmail,
          attempts: 0,
          payload: {
            patientName: 'Ali Sassi',
            doctorName: 'Amel Kallel',
            specialty: 'Cardiologie',
            address: '12 rue de Marseille',
            city: 'Sfax',
            date: wednesday0900,
            status: 'pending',
          },
        },
        { kind: 'reminder', status: 'pending', run_at: before24h(wednesday0900).toISOString() },
      ]);
    });

    it('queues nothing for a booking refused (the slot is taken)', async () => {
      const queued = await countQueued();
      const { response, error } = await (
        await server().as(fixture.otherPatientEmail)
      ).api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: wednesday0900 } });
      expect([response.status, error?.code]).toEqual([409, 'SLOT_TAKEN']);
      expect(await countQueued()).toBe(queued);
    });

    it('rolls the booking back when its notifications cannot be queued', async () => {
      const email = fixture.otherPatientEmail.replace(/'/g, "''");
      await sql
        .raw(`ALTER TABLE notifications ADD CONSTRAINT refuse_for_test CHECK (recipient_email <> '${email}')`)
        .execute(db);
      try {
        await expect(
          bookRdv(
            db,
            { patientId: fixture.otherPatientId, doctorId: fixture.doctorId, date: new Date(wednesday1000) },
            server().clock.now(),
          ),
        ).rejects.toMatchObject({ code: '23514' });
      } finally {
        await sql.raw(`ALTER TABLE notifications DROP CONSTRAINT refuse_for_test`).execute(db);
      }
      const rdvs = await db
        .selectFrom('rdvs')
        .select('id')
        .where('doctor_id', '=', fixture.doctorId)
        .where('date', '=', new Date(wednesday1000))
        .execute();
      expect(rdvs).toEqual([]);
    });

    it('queues no reminder for an rdv less than 24 h away, and one at exactly 24 h', async () => {
      expect((await queueOf(await book(monday1000))).map((row) => row.kind)).toEqual(['confirmation']);
      expect(await queueOf(await book(tuesday0800))).toMatchObject([
        { kind: 'confirmation', run_at: fixtureNow },
        { kind: 'reminder', run_at: fixtureNow },
      ]);
    });
  });

  describe('a move drops the reminder and queues the change and a new reminder', () => {
    it('PUT /rdvs/{id} by the patient', async () => {
      const rdvId = await book(wednesday0930);
      const { response } = await (
        await server().as(fixture.patientEmail)
      ).api.PUT('/rdvs/{id}', { params: { path: { id: rdvId } }, body: { date: thursday0900 } });
      expect(response.status).toBe(200);
      expect(await queueOf(rdvId)).toMatchObject([
        {
          kind: 'change',
          status: 'pending',
          run_at: fixtureNow,
          payload: { date: thursday0900, previousDate: wednesday0930 },
        },
        { kind: 'confirmation', status: 'pending', run_at: fixtureNow },
        { kind: 'reminder', status: 'dropped', run_at: before24h(wednesday0930).toISOString() },
        { kind: 'reminder', status: 'pending', run_at: before24h(thursday0900).toISOString() },
      ]);
    });
  });

  describe('a cancellation drops the reminder and queues the cancellation', () => {
    it('other status changes queue nothing; POST /rdvs/{id}/cancel queues the cancellation', async () => {
      const rdvId = await book(thursday0930);
      const confirmed = await (
        await server().as(fixture.doctorEmail)
      ).api.PUT('/rdvs/rdvStatus', { params: { query: { id: rdvId } }, body: { status: 'confirmed' } });
      expect(confirmed.response.status).toBe(200);
      expect((await queueOf(rdvId)).map((row) => row.kind)).toEqual(['confirmation', 'reminder']);

      const cancelled = await (
        await server().as(fixture.patientEmail)
      ).api.POST('/rdvs/{id}/cancel', { params: { path: { id: rdvId } }, body: { reason: 'Empêchement' } });
      expect(cancelled.response.status).toBe(200);
      expect(await queueOf(rdvId)).toMatchObject([
        {
          kind: 'cancellation',
          status: 'pending',
          run_at: fixtureNow,
          payload: { status: 'cancelled', cancelReason: 'Empêchement', cancelledBy: 'patient' },
        },
        { kind: 'confirmation', status: 'pending' },
        { kind: 'reminder', status: 'dropped' },
      ]);
    });
  });

  describe('the worker', () => {
    it('sends the due notifications once to the outbox, and the reminder when it is due', async () => {
      const rdvId = await book(friday0900);
      const first = await server().app.runDueNotifications();
      expect(first.sent).toBeGreaterThanOrEqual(1);
      expect(await queueOf(rdvId)).toMatchObject([
        { kind: 'confirmation', status: 'sent', transport: 'outbox', attempts: 1 },
        { kind: 'reminder', status: 'pending', attempts: 0 },
      ]);
      expect(await server().app.runDueNotifications()).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
        dropped: 0,
      });

      const admin = await server().as(adminEmail);
      const { data } = await admin.api.GET('/outbox', { params: { query: { rdv: rdvId } } });
      expect(data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 2 });
      const confirmation = data?.results.find((message) => message.kind === 'confirmation');
      expect(confirmation).toMatchObject({
        rdv: rdvId,
        to: fixture.patientEmail,
        status: 'sent',
        transport: 'outbox',
        subject: 'Rendez-vous enregistré avec Dr Amel Kallel le vendredi 6 mars 2026 à 09:00',
        sentAt: fixtureNow,
      });
      expect(confirmation?.text).toContain('Date : vendredi 6 mars 2026 à 09:00 (heure de Tunis)\n');
      expect(confirmation?.text).toContain('Adresse : 12 rue de Marseille, Sfax\n');
      expect(data?.results.find((message) => message.kind === 'reminder')).toMatchObject({
        status: 'pending',
        subject: null,
        text: null,
        runAt: before24h(friday0900).toISOString(),
      });

      server().clock.set(before24h(friday0900));
      await server().app.runDueNotifications();
      // A new token: the clock moved past the first one's expiry.
      const { data: sent } = await (
        await server().as(adminEmail)
      ).api.GET('/outbox', {
        params: { query: { rdv: rdvId, status: 'sent' } },
      });
      expect(sent?.results.map((message) => [message.kind, message.subject]).sort()).toEqual([
        ['confirmation', 'Rendez-vous enregistré avec Dr Amel Kallel le vendredi 6 mars 2026 à 09:00'],
        ['reminder', 'Rappel : rendez-vous avec Dr Amel Kallel le vendredi 6 mars 2026 à 09:00'],
      ]);
    });

    it('drops a due reminder whose rdv was cancelled by a path that queues nothing (direct SQL)', async () => {
      const rdvId = await book(friday0930);
      await db
        .updateTable('rdvs')
        .set({ status: 'cancelled', cancel_reason: 'payment not completed', cancelled_by: 'admin' })
        .where('id', '=', rdvId)
        .execute();
      server().clock.set(before24h(friday0930));
      const result = await server().app.runDueNotifications();
      expect(result.dropped).toBeGreaterThanOrEqual(1);
      expect((await queueOf(rdvId)).map((row) => [row.kind, row.status]).sort()).toEqual([
        ['confirmation', 'sent'],
        ['reminder', 'dropped'],
      ]);
    });

    it('sends each due notification exactly once when two runs claim at the same time', async () => {
      const rdvId = await book(friday1000);
      await server().app.runDueNotifications();
      const [confirmation] = await queueOf(rdvId);
      // More than one batch of due notifications, each to its own address.
      const recipients = Array.from({ length: 120 }, (_, i) => `concurrent-${i}@tabib.test`);
      await db
        .insertInto('notifications')
        .values(
          recipients.map((email) => ({
            id: newId(),
            kind: 'confirmation' as const,
            rdv_id: rdvId,
            recipient_email: email,
            payload: toJson(confirmation?.payload),
            run_at: server().clock.now(),
          })),
        )
        .execute();
      // On PostgreSQL a second pool, as a second server process would have.
      const { url } = server().database;
      const second =
        url === undefined ? undefined : openDatabase({ databaseUrl: url, dataDir: '', poolMax: 4 });
      const transports = [recordingTransport(), recordingTransport()] as const;
      let results: NotificationRunResult[];
      try {
        results = await Promise.all([run(transports[0]), run(transports[1], 5, second?.db ?? db)]);
      } finally {
        await second?.close();
      }
      const sent = [...transports[0].recipients, ...transports[1].recipients];
      expect(sent.sort()).toEqual([...recipients].sort());
      expect(results[0]!.sent + results[1]!.sent).toBe(120);
      const rows = await db
        .selectFrom('notifications')
        .select(['status', 'attempts'])
        .where('recipient_email', 'in', recipients)
        .execute();
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });

    // PGlite has one connection: a second claim would wait for the first transaction, not race it.
    if (backend === 'postgres') {
      it('a claim skips the rows another process is claiming, without waiting for it', async () => {
        const rdvId = await book(friday1130);
        await server().app.runDueNotifications();
        const [confirmation] = await queueOf(rdvId);
        const ids = Array.from({ length: 10 }, () => newId());
        await db
          .insertInto('notifications')
          .values(
            ids.map((id) => ({
              id,
              kind: 'confirmation' as const,
              rdv_id: rdvId,
              recipient_email: `claim-${id}@tabib.test`,
              payload: toJson(confirmation?.payload),
              run_at: server().clock.now(),
            })),
          )
          .execute();
        const now = server().clock.now();
        const lease = new Date(now.getTime() + 10 * MINUTE_MS);
        const second = openDatabase({ databaseUrl: server().database.url, dataDir: '', poolMax: 2 });
        try {
          const [first, other] = await db.transaction().execute(async (trx) => {
            // The first process has claimed 4 rows and not committed yet when the second one claims.
            const claimed = await claimDueNotifications(trx, now, lease, 4);
            return [claimed, await claimDueNotifications(second.db, now, lease, 50)] as const;
          });
          const firstIds = first.map((row) => row.id);
          const otherIds = other.map((row) => row.id);
          expect(firstIds).toHaveLength(4);
          expect(otherIds.filter((id) => firstIds.includes(id))).toEqual([]);
          expect([...firstIds, ...otherIds].sort()).toEqual([...ids].sort());
          expect(await claimDueNotifications(second.db, now, lease, 50)).toEqual([]);
        } finally {
          await second.close();
          // Leased, never sent: out of the way of the tests that follow.
          await db.updateTable('notifications').set({ status: 'dropped' }).where('id', 'in', ids).execute();
        }
      });
    }

    it('retries a refused message with backoff, then gives up, leaving the rdv as it was', async () => {
      await server().app.runDueNotifications();
      const rdvId = await book(friday1030);
      const rdvBefore = await db
        .selectFrom('rdvs')
        .selectAll()
        .where('id', '=', rdvId)
        .executeTakeFirstOrThrow();
      const confirmation = async () => (await queueOf(rdvId)).find((row) => row.kind === 'confirmation');

      expect(await run(refusingTransport, 3)).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
      expect(await confirmation()).toMatchObject({
        status: 'pending',
        attempts: 1,
        run_at: new Date(Date.parse(fixtureNow) + MINUTE_MS).toISOString(),
      });
      expect(
        await db
          .selectFrom('notifications')
          .select('last_error')
          .where('rdv_id', '=', rdvId)
          .where('kind', '=', 'confirmation')
          .executeTakeFirstOrThrow(),
      ).toEqual({ last_error: '451 Mail server unavailable' });
      // Not due again before its backoff.
      expect(await run(refusingTransport, 3)).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });

      server().clock.advance(MINUTE_MS);
      expect(await run(refusingTransport, 3)).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
      expect(await confirmation()).toMatchObject({
        status: 'pending',
        attempts: 2,
        run_at: new Date(Date.parse(fixtureNow) + 3 * MINUTE_MS).toISOString(),
      });

      server().clock.advance(2 * MINUTE_MS);
      expect(await run(refusingTransport, 3)).toEqual({ sent: 0, retried: 0, failed: 1, dropped: 0 });
      expect(await confirmation()).toMatchObject({ status: 'failed', attempts: 3 });

      server().clock.advance(HOUR_MS);
      expect(await run(refusingTransport, 3)).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
      expect(
        await db.selectFrom('rdvs').selectAll().where('id', '=', rdvId).executeTakeFirstOrThrow(),
      ).toEqual(rdvBefore);
      expect((await queueOf(rdvId)).find((row) => row.kind === 'reminder')).toMatchObject({
        status: 'pending',
      });
    });
  });

  describe('SMTP transport', () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink.close();
    });

    it('delivers the message to a local SMTP server: recipient, subject and French body', async () => {
      await server().app.runDueNotifications();
      const rdvId = await book(friday1100);
      const transport = createSmtpTransport(sink.url, 'Tabib <no-reply@tabib.tn>');
      try {
        expect(await run(transport)).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
      } finally {
        transport.close();
      }
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(mail?.from).toBe('no-reply@tabib.tn');
      expect(mail?.to).toEqual([fixture.patientEmail]);
      expect(mail?.subject).toBe(
        'Rendez-vous enregistré avec Dr Amel Kallel le vendredi 6 mars 2026 à 11:00',
      );
      // The body as the outbox recorded it (its exact wording is pinned in src/notifications/messages.test.ts).
      const { body_text } = await db
        .selectFrom('notifications')
        .select('body_text')
        .where('rdv_id', '=', rdvId)
        .where('kind', '=', 'confirmation')
        .executeTakeFirstOrThrow();
      expect(mail?.text).toBe(body_text);
      expect(mail?.text).toContain('Bonjour Ali Sassi,\n');
      expect(mail?.text).toContain('Médecin : Dr Amel Kallel (Cardiologie)\n');
      expect(mail?.text).toContain('Date : vendredi 6 mars 2026 à 11:00 (heure de Tunis)\n');
      expect(mail?.text).toContain('Adresse : 12 rue de Marseille, Sfax\n');
      expect((await queueOf(rdvId)).find((row) => row.kind === 'confirmation')).toMatchObject({
        status: 'sent',
        transport: 'smtp',
      });
    });
  });
});
