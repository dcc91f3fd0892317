import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { browser } from '../../accounts/test/browser.js';

// docs/decisions/032-secretary-invitations.md: a doctor invites a secretary who has no account yet.

const start = '2026-11-21T10:00:00.000Z';
const DAY_MS = 86_400_000;

describe.each(backends)('secretary invitations on %s', (backend) => {
  const server = useApiServer(backend, { now: start });
  let doctorId: string;
  let otherDoctorEmail: string;

  beforeAll(async () => {
    const { db } = server().database;
    doctorId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.doctor.email)
        .executeTakeFirstOrThrow()
    ).id;
    otherDoctorEmail = (
      await db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'doctor')
        .where('id', '!=', doctorId)
        .orderBy('email')
        .executeTakeFirstOrThrow()
    ).email;
  });

  const doctor = () => server().as(demoAccounts.doctor.email);

  /** Sends the queued e-mails, and returns the token of the link of the last invitation to `email`. */
  async function tokenSentTo(email: string): Promise<string> {
    await server().app.runDueNotifications();
    const admin = await server().as(demoAccounts.admin.email);
    const { data } = await admin.api.GET('/outbox', {});
    const message = data?.results.find((m) => m.kind === 'secretary_invitation' && m.to === email);
    expect(message).toMatchObject({
      rdv: null,
      status: 'sent',
      subject: 'Dr Karim Ben Salah vous invite comme secrétaire sur Tabib',
    });
    const link = /(\S+\/secretary-invitation\?token=([A-Za-z0-9_-]{43}))/.exec(message?.text ?? '');
    expect(link?.[1]).toBe(`${server().config.publicUrl}/secretary-invitation?token=${link?.[2]}`);
    expect(message?.html).toContain(`href="${link?.[1]}"`);
    return link![2]!;
  }

  it('invites an address with no account; the link creates the secretary account, signed in, once', async () => {
    const email = 'nadia.sfar@example.tn';
    const added = await (
      await doctor()
    ).api.POST('/secretaries', { body: { email: 'Nadia.Sfar@example.tn' } });
    expect(added.response.status).toBe(201);
    expect(added.data).toMatchObject({
      email,
      name: email,
      doctor: doctorId,
      verified: false,
      invitationExpiresAt: new Date(Date.parse(start) + 7 * DAY_MS).toISOString(),
    });
    const token = await tokenSentTo(email);

    const guest = await browser(server());
    const shown = await guest.api.GET('/secretary-invitations/{token}', { params: { path: { token } } });
    expect(shown.data).toEqual({
      email,
      doctorName: 'Dr Karim Ben Salah',
      expiresAt: new Date(Date.parse(start) + 7 * DAY_MS).toISOString(),
    });

    const accepted = await guest.api.POST('/secretary-invitations/{token}/accept', {
      params: { path: { token } },
      body: { firstName: 'Nadia', lastName: 'Sfar', password: 'Secretaire-2026' },
    });
    expect(accepted.response.status).toBe(201);
    expect(accepted.data?.user).toMatchObject({
      email,
      isSecretary: true,
      loggedInSecretaryInfo: { email, doctor: doctorId, doctorName: 'Dr Karim Ben Salah' },
    });
    guest.api.tokens.set(accepted.data!.accessToken);
    const agenda = await guest.api.GET('/rdvs/count', {
      params: { query: { query: JSON.stringify({ doctor: doctorId }) } },
    });
    expect(agenda.response.status).toBe(200);

    const listed = await (await doctor()).api.GET('/secretaries', { params: { query: { doctorId } } });
    expect(listed.data?.results.find((s) => s.email === email)).toMatchObject({
      name: 'Nadia Sfar',
      verified: true,
      invitationExpiresAt: null,
    });
    // The password works for later sign-ins; the link does not work twice.
    const later = await browser(server());
    const login = await later.api.POST('/auth/login', { body: { email, password: 'Secretaire-2026' } });
    expect(login.response.status).toBe(200);
    const again = await later.api.POST('/secretary-invitations/{token}/accept', {
      params: { path: { token } },
      body: { firstName: 'X', lastName: 'Y', password: 'another-password' },
    });
    expect([again.response.status, again.error?.code]).toEqual([404, 'INVITATION_NOT_FOUND']);
  });

  it('refuses an expired link (410), a withdrawn one and a replaced one (404)', async () => {
    const first = await (await doctor()).api.POST('/secretaries', { body: { email: 'late@example.tn' } });
    const oldToken = await tokenSentTo('late@example.tn');
    // Adding the same pending address again sends a new link; the old one stops working.
    server().clock.advance(60_000);
    await (await doctor()).api.POST('/secretaries', { body: { email: 'late@example.tn' } });
    const token = await tokenSentTo('late@example.tn');
    expect(token).not.toBe(oldToken);
    const guest = await browser(server());
    const read = (value: string) =>
      guest.api.GET('/secretary-invitations/{token}', { params: { path: { token: value } } });
    expect((await read(oldToken)).error?.code).toBe('INVITATION_NOT_FOUND');
    expect((await read(token)).response.status).toBe(200);

    server().clock.advance(7 * DAY_MS + 1);
    const expired = await read(token);
    expect([expired.response.status, expired.error?.code]).toEqual([410, 'INVITATION_EXPIRED']);
    const late = await guest.api.POST('/secretary-invitations/{token}/accept', {
      params: { path: { token } },
      body: { firstName: 'Late', lastName: 'Comer', password: 'Secretaire-2026' },
    });
    expect([late.response.status, late.error?.code]).toEqual([410, 'INVITATION_EXPIRED']);

    const withdrawn = await (
      await doctor()
    ).api.DELETE('/secretaries/{id}', {
      params: { path: { id: first.data!._id } },
    });
    expect(withdrawn.response.status).toBe(204);
    expect((await read(token)).error?.code).toBe('INVITATION_NOT_FOUND');
  });

  it("keeps an invited address to its doctor, refuses other roles' accounts, and lets an admin invite for a doctor", async () => {
    await (await doctor()).api.POST('/secretaries', { body: { email: 'taken@example.tn' } });
    const other = await server().as(otherDoctorEmail);
    for (const email of ['taken@example.tn', demoAccounts.patient.email]) {
      const refused = await other.api.POST('/secretaries', { body: { email } });
      expect([refused.response.status, refused.error?.code]).toEqual([422, 'SECRETARY_NOT_AVAILABLE']);
    }
    const admin = await server().as(demoAccounts.admin.email);
    const withoutDoctor = await admin.api.POST('/secretaries', { body: { email: 'front@example.tn' } });
    expect([withoutDoctor.response.status, withoutDoctor.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const forDoctor = await admin.api.POST('/secretaries', {
      body: { email: 'front@example.tn', doctor: doctorId },
    });
    expect(forDoctor.data).toMatchObject({ email: 'front@example.tn', doctor: doctorId, verified: false });
    // A doctor cannot add for another doctor.
    const foreign = await other.api.POST('/secretaries', {
      body: { email: 'x@example.tn', doctor: doctorId },
    });
    expect(foreign.response.status).toBe(403);
  });
});
