import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { SmsOptedOutError, type SmsTransport } from '../sms.js';
import { outboxTransport } from '../transport.js';
import { runDueNotifications } from '../worker.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

/*
 * docs/decisions/048-notification-language-sms.md: each notification in its recipient's language, the
 * one their account last used; rdv SMS for patients with a phone unless they say no; an outbox that says
 * which rdv, when each message goes out, and the invitation link.
 */

/** Slots of the fixture doctor (Monday–Friday 08:00–12:00 in Tunis, UTC+1); the clock is Monday 08:00. */
const wednesday1000 = '2026-03-04T09:00:00.000Z';
const thursday1000 = '2026-03-05T09:00:00.000Z';
const thursday1100 = '2026-03-05T10:00:00.000Z';
const friday1000 = '2026-03-06T09:00:00.000Z';
const friday1100 = '2026-03-06T10:00:00.000Z';
const dayBefore = (iso: string) => new Date(Date.parse(iso) - 24 * 60 * 60 * 1000).toISOString();

/** What the app's SDK sends for a reader who chose Arabic (a browser's own header looks alike). */
const arabic = { 'accept-language': 'ar-TN,ar;q=0.9,fr;q=0.8' };

describe.each(backends)('%s: notifications in the reader’s language, SMS by default', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let fixture: AgendaFixture;
  let adminEmail: string;

  beforeAll(async () => {
    const { db } = server().database;
    fixture = await insertAgendaFixture(db);
    const adminId = newId();
    adminEmail = `admin-${adminId}@tabib.test`;
    await db
      .insertInto('users')
      .values({ id: adminId, email: adminEmail, role: 'admin', first_name: 'Sonia', last_name: 'Admin' })
      .execute();
  });

  beforeEach(() => server().clock.set(fixtureNow));

  const queueOf = (rdvId: string) =>
    server()
      .database.db.selectFrom('notifications')
      .select(['kind', 'channel', 'locale', 'status', 'subject', 'body_text', 'run_at', 'payload'])
      .where('rdv_id', '=', rdvId)
      .orderBy('kind')
      .orderBy('channel')
      .execute();

  const outboxOf = async (query: { rdv?: string }) =>
    (await (await server().as(adminEmail)).api.GET('/outbox', { params: { query } })).data?.results ?? [];

  it('writes the e-mail of a booking made in Arabic in Arabic, and the account keeps the language', async () => {
    const patient = await server().as(fixture.patientEmail);
    const { data: rdv } = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday1000 },
      headers: arabic,
    });
    await server().app.runDueNotifications();
    const [confirmation] = await queueOf(rdv!._id);
    expect(confirmation).toMatchObject({
      kind: 'confirmation',
      channel: 'email',
      locale: 'ar',
      status: 'sent',
    });
    expect(confirmation?.subject).toBe('تم تسجيل موعدك مع د. Amel Kallel يوم الأربعاء، 4 مارس 2026 في 10:00');
    // The specialty and the city from the catalogue, in Arabic.
    expect(confirmation?.body_text).toContain('الطبيب: د. Amel Kallel (أمراض القلب)\n');
    expect(confirmation?.body_text).toContain('العنوان: صفاقس\n');
    // Later requests carry no language: the stored one stays.
    const { data: me } = await patient.api.GET('/users/me');
    expect(me?.locale).toBe('ar');
  });

  it('writes to each recipient in their own language, whatever the language of who acts', async () => {
    const doctor = await server().as(fixture.doctorEmail);
    const patient = await server().as(fixture.patientEmail);
    // The patient reads Arabic (their booking says so), at a time no other test books.
    const { data: rdv } = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: friday1100 },
      headers: arabic,
    });
    const cancelled = await doctor.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: rdv!._id } },
      body: { reason: 'Congrès' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(cancelled.response.status).toBe(200);
    const invited = await doctor.api.POST('/secretaries', {
      body: { email: 'nour.jaziri@example.tn' },
      headers: { 'accept-language': 'fr' },
    });
    expect(invited.response.status).toBe(201);
    await server().app.runDueNotifications();

    const cancellation = (await queueOf(rdv!._id)).find((row) => row.kind === 'cancellation');
    expect(cancellation?.subject).toBe('تم إلغاء موعدك مع د. Amel Kallel يوم الجمعة، 6 مارس 2026 في 11:00');
    expect(cancellation?.body_text).toContain('تم إلغاء موعدك من قِبل عيادة الطبيب.\n');
    const [invitation] = (await outboxOf({})).filter((message) => message.to === 'nour.jaziri@example.tn');
    expect(invitation).toMatchObject({
      kind: 'secretary_invitation',
      locale: 'fr',
      rdv: null,
      rdvDate: null,
      doctorName: 'Amel Kallel',
      subject: 'Dr Amel Kallel vous invite comme secrétaire sur Tabib',
    });
    expect(invitation?.invitationUrl).toMatch(
      new RegExp(`^${server().config.publicUrl}/secretary-invitation\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(invitation?.text).toContain(`${invitation?.invitationUrl}\n`);
  });

  it('texts a new patient who gave a phone, reminder on the eve, and stops once they say no', async () => {
    const patient = await server().guest();
    const registered = await patient.api.POST('/auth/register', {
      body: {
        role: 'patient',
        email: 'leila.ayari@example.tn',
        password: 'motdepasse-1',
        firstName: 'Leila',
        lastName: 'Ayari',
        phone: '22 333 444',
      },
      headers: arabic,
    });
    expect(registered.data?.user).toMatchObject({ phone: '+21622333444', smsConsent: true, locale: 'ar' });

    const { data: rdv } = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: thursday1000 },
    });
    expect((await queueOf(rdv!._id)).map((row) => `${row.kind}/${row.channel}/${row.locale}`)).toEqual([
      'confirmation/email/ar',
      'confirmation/sms/ar',
      'reminder/email/ar',
      'reminder/sms/ar',
    ]);
    const reminder = (await outboxOf({ rdv: rdv!._id })).find(
      (message) => message.kind === 'reminder' && message.channel === 'sms',
    );
    expect(reminder).toMatchObject({
      to: '+21622333444',
      status: 'pending',
      runAt: dayBefore(thursday1000),
      rdv: rdv!._id,
      rdvDate: thursday1000,
      doctorName: 'Amel Kallel',
      locale: 'ar',
      invitationUrl: null,
    });
    await server().app.runDueNotifications();
    const sms = (await queueOf(rdv!._id)).find((row) => row.kind === 'confirmation' && row.channel === 'sms');
    expect(sms?.body_text).toBe(
      `Tabib: تم تسجيل الموعد مع د. Amel Kallel الخميس، 5 مارس، 10:00. ${server().config.publicUrl}/patient-dashboard`,
    );

    const optedOut = await patient.api.PUT('/users/me', { body: { smsConsent: false } });
    expect(optedOut.data?.smsConsent).toBe(false);
    const { data: next } = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: friday1000 },
    });
    expect((await queueOf(next!._id)).map((row) => `${row.kind}/${row.channel}`)).toEqual([
      'confirmation/email',
      'reminder/email',
    ]);
  });

  it('drops the SMS of a phone that replied STOP to the provider, and turns its SMS off', async () => {
    const patient = await server().as(fixture.otherPatientEmail);
    await patient.api.PUT('/users/me', { body: { phone: '25 666 777' } });
    const { data: rdv } = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: thursday1100 },
    });
    const refusing: SmsTransport = {
      name: 'twilio',
      send: () => Promise.reject(new SmsOptedOutError('Twilio answered 400: {"code":21610}')),
    };
    const run = await runDueNotifications({
      db: server().database.db,
      transport: outboxTransport,
      sms: refusing,
      now: server().clock.now,
      maxAttempts: 5,
      publicUrl: server().config.publicUrl,
    });
    expect(run).toMatchObject({ retried: 0, failed: 0 });
    expect((await queueOf(rdv!._id)).map((row) => `${row.kind}/${row.channel}/${row.status}`)).toEqual([
      'confirmation/email/sent',
      'confirmation/sms/dropped',
      'reminder/email/pending',
      'reminder/sms/dropped',
    ]);
    expect((await patient.api.GET('/users/me')).data?.smsConsent).toBe(false);
  });
});
