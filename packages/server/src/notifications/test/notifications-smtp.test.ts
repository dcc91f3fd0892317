import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../transport.js';
import { backends } from '../../../test/helpers/db.js';
import { startSmtpSink } from './smtp-sink.js';
import { useNotificationsServer } from './notifications-setup.js';

/** Friday 6 March 2026, 11:00 in Tunis. */
const friday1100 = '2026-03-06T10:00:00.000Z';

describe.each(backends)('%s: rdv notifications (docs/decisions/017)', (backend) => {
  const { server, fixture, db, book, queueOf, run } = useNotificationsServer(backend);

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
      expect(mail?.to).toEqual([fixture().patientEmail]);
      expect(mail?.subject).toBe(
        'Rendez-vous enregistré avec Dr Amel Kallel le vendredi 6 mars 2026 à 11:00',
      );
      // The body as the outbox recorded it (its exact wording is pinned in src/notifications/messages.test.ts).
      const { body_text } = await db()
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
