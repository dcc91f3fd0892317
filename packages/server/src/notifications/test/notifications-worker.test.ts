import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/connect.js';
import { claimDueNotifications } from '../notifications-data.js';
import { toJson } from '../../platform/db/json.js';
import { newId } from '../../platform/db/ids.js';
import type { MailTransport } from '../transport.js';
import type { NotificationRunResult } from '../worker.js';
import { backends } from '../../../test/helpers/db.js';
import { fixtureNow } from '../../booking/test/agenda-fixture.js';
import { before24h, HOUR_MS, MINUTE_MS, useNotificationsServer } from './notifications-setup.js';

/** Friday 6 March 2026 in Tunis (UTC+1), as UTC instants: one slot per test. */
const friday0900 = '2026-03-06T08:00:00.000Z';
const friday0930 = '2026-03-06T08:30:00.000Z';
const friday1000 = '2026-03-06T09:00:00.000Z';
const friday1030 = '2026-03-06T09:30:00.000Z';
const friday1130 = '2026-03-06T10:30:00.000Z';

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

describe.each(backends)('%s: rdv notifications (docs/decisions/017)', (backend) => {
  const { server, fixture, adminEmail, db, book, queueOf, run } = useNotificationsServer(backend);

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

      const admin = await server().as(adminEmail());
      const { data } = await admin.api.GET('/outbox', { params: { query: { rdv: rdvId } } });
      expect(data).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 2 });
      const confirmation = data?.results.find((message) => message.kind === 'confirmation');
      expect(confirmation).toMatchObject({
        rdv: rdvId,
        to: fixture().patientEmail,
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
        await server().as(adminEmail())
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
      await db()
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
      await db()
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
        results = await Promise.all([run(transports[0]), run(transports[1], 5, second?.db ?? db())]);
      } finally {
        await second?.close();
      }
      const sent = [...transports[0].recipients, ...transports[1].recipients];
      expect(sent.sort()).toEqual([...recipients].sort());
      expect(results[0]!.sent + results[1]!.sent).toBe(120);
      const rows = await db()
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
        await db()
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
          const [first, other] = await db()
            .transaction()
            .execute(async (trx) => {
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
          await db().updateTable('notifications').set({ status: 'dropped' }).where('id', 'in', ids).execute();
        }
      });
    }

    it('retries a refused message with backoff, then gives up, leaving the rdv as it was', async () => {
      await server().app.runDueNotifications();
      const rdvId = await book(friday1030);
      const rdvBefore = await db()
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
        await db()
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
        await db().selectFrom('rdvs').selectAll().where('id', '=', rdvId).executeTakeFirstOrThrow(),
      ).toEqual(rdvBefore);
      expect((await queueOf(rdvId)).find((row) => row.kind === 'reminder')).toMatchObject({
        status: 'pending',
      });
    });
  });
});
