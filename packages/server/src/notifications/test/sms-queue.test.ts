import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsTransport } from '../sms.js';
import { outboxTransport } from '../transport.js';
import { runDueNotifications } from '../worker.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

/** Slots of the fixture doctor (Monday–Friday 08:00–12:00 in Tunis, UTC+1). */
const wednesday1000 = '2026-03-04T09:00:00.000Z';
const thursday1000 = '2026-03-05T09:00:00.000Z';
const friday1000 = '2026-03-06T09:00:00.000Z';
const thursday1100 = '2026-03-05T10:00:00.000Z';

/** An SMS transport that keeps what it was given, yielding once per message so runs interleave. */
function recordingSms(): SmsTransport & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    name: 'sms-outbox',
    sent,
    async send(message) {
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(message);
    },
  };
}

describe.each(backends)('%s: SMS notifications (docs/decisions/030-sms.md)', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let fixture: AgendaFixture;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const saved = await patient.api.PUT('/users/me', {
      body: { phone: '+216 20 123 456', smsConsent: true },
    });
    expect(saved.data).toMatchObject({ phone: '+21620123456', smsConsent: true });
  });

  beforeEach(() => server().clock.set(fixtureNow));

  async function book(email: string, date: string): Promise<string> {
    const client = await server().as(email);
    const { data } = await client.api.POST('/rdvs', { body: { doctor: fixture.doctorId, date } });
    return data!._id;
  }

  const queueOf = async (rdvId: string) =>
    (
      await server()
        .database.db.selectFrom('notifications')
        .select(['kind', 'channel', 'status', 'recipient_phone'])
        .where('rdv_id', '=', rdvId)
        .orderBy('created_at')
        .orderBy('kind')
        .orderBy('channel')
        .execute()
    ).map(
      (row) =>
        `${row.kind}/${row.channel}/${row.status}${row.recipient_phone ? ` ${row.recipient_phone}` : ''}`,
    );

  it('queues every notification by SMS too for a patient who agreed, in E.164', async () => {
    const rdvId = await book(fixture.patientEmail, wednesday1000);
    expect(await queueOf(rdvId)).toEqual([
      'confirmation/email/pending',
      'confirmation/sms/pending +21620123456',
      'reminder/email/pending',
      'reminder/sms/pending +21620123456',
    ]);
    const otherId = await book(fixture.otherPatientEmail, thursday1000);
    expect(await queueOf(otherId)).toEqual(['confirmation/email/pending', 'reminder/email/pending']);
  });

  it('never sends the SMS reminder of an rdv that moved or was cancelled', async () => {
    const patient = await server().as(fixture.patientEmail);
    const rdvId = await book(fixture.patientEmail, friday1000);
    const moved = await patient.api.PUT('/rdvs/{id}', {
      params: { path: { id: rdvId } },
      body: { date: thursday1100 },
    });
    expect(moved.response.status).toBe(200);
    await patient.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: rdvId } },
      body: { reason: 'Empêchement' },
    });
    const reminders = (await queueOf(rdvId)).filter((row) => row.startsWith('reminder/sms'));
    expect(reminders).toEqual(['reminder/sms/dropped +21620123456', 'reminder/sms/dropped +21620123456']);
  });

  it('sends each due SMS exactly once when two server processes run their queue at the same time', async () => {
    const { db } = server().database;
    // Everything queued so far is due once the clock passes the last reminder.
    server().clock.set('2026-03-06T12:00:00.000Z');
    const due = Number(
      (
        await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('channel', '=', 'sms')
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(due).toBeGreaterThan(0);
    const [first, second] = [recordingSms(), recordingSms()];
    const run = (sms: SmsTransport) =>
      runDueNotifications({
        db,
        transport: outboxTransport,
        sms,
        now: server().clock.now,
        maxAttempts: 5,
        publicUrl: 'https://tabib.tn',
      });
    await Promise.all([run(first), run(second)]);
    const sent = [...first.sent, ...second.sent];
    // Reminders of rdvs already past were dropped by the run rather than sent.
    const stillDue = await db
      .selectFrom('notifications')
      .select(['id', 'transport', 'body_text'])
      .where('channel', '=', 'sms')
      .where('status', '=', 'sent')
      .execute();
    expect(sent).toHaveLength(stillDue.length);
    expect(sent.every((message) => message.to === '+21620123456')).toBe(true);
    expect(stillDue.every((row) => row.transport === 'sms-outbox')).toBe(true);
    expect(sent.map((message) => message.text).sort()).toEqual(stillDue.map((row) => row.body_text).sort());
    expect(sent.some((message) => message.text.startsWith('Tabib : RDV enregistré avec Dr '))).toBe(true);
  });
});
