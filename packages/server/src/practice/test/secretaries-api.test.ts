import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { browser, refresh } from '../../accounts/test/browser.js';

const start = '2026-11-21T10:00:00.000Z';
const freeSecretary = 'leila.mansour@secretaires.tabib.test';

describe.each(backends)('secretaries over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { now: start });
  let doctorId: string;
  let otherDoctorEmail: string;

  beforeAll(async () => {
    const { db } = server().database;
    const demo = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', demoAccounts.doctor.email)
      .executeTakeFirstOrThrow();
    doctorId = demo.id;
    const other = await db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'doctor')
      .where('id', '!=', doctorId)
      .orderBy('email')
      .executeTakeFirstOrThrow();
    otherDoctorEmail = other.email;
    // A secretary account working for nobody yet, as the seed or an admin makes them.
    await db
      .insertInto('users')
      .values({
        id: newId(),
        email: freeSecretary,
        password_hash: demo.password_hash,
        role: 'secretary',
        first_name: 'Leila',
        last_name: 'Mansour',
      })
      .execute();
  });

  it('tells a doctor whether an e-mail can be added', async () => {
    const doctor = await server().as(demoAccounts.doctor.email);
    const verify = async (email: string) =>
      (await doctor.api.GET('/secretaries/verify', { params: { query: { email } } })).data;
    expect(await verify(freeSecretary)).toEqual({ response: true });
    expect(await verify(demoAccounts.secretary.email)).toEqual({ response: false });
    expect(await verify(demoAccounts.patient.email)).toEqual({ response: false });
    // No account yet: it can be invited (secretary-invitations.test.ts).
    expect(await verify('nobody@tabib.test')).toEqual({ response: true });
  });

  it("lists a doctor's secretaries to that doctor and admins, 403 to another doctor", async () => {
    const doctor = await server().as(demoAccounts.doctor.email);
    const { data } = await doctor.api.GET('/secretaries', { params: { query: { doctorId } } });
    expect(data?.results.map((s) => [s.email, s.verified])).toEqual([
      [demoAccounts.secretary.email, true],
      [expect.stringMatching(/^accueil\.cabinet-ben-salah/), false],
    ]);
    expect(data).toMatchObject({ page: 1, limit: 2, totalPages: 1, totalResults: 2 });
    expect(data?.results[0]).toMatchObject({ name: 'Sonia Jebali', doctor: doctorId });

    const admin = await server().as(demoAccounts.admin.email);
    expect(
      (await admin.api.GET('/secretaries', { params: { query: { doctorId } } })).data?.totalResults,
    ).toBe(2);

    const other = await server().as(otherDoctorEmail);
    const refused = await other.api.GET('/secretaries', { params: { query: { doctorId } } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('adds, verifies and removes a secretary; removal ends their access to the doctor', async () => {
    const doctor = await server().as(demoAccounts.doctor.email);
    const added = await doctor.api.POST('/secretaries', {
      body: { email: 'Leila.Mansour@secretaires.tabib.test' },
    });
    expect(added.response.status).toBe(201);
    expect(added.data).toMatchObject({
      email: freeSecretary,
      name: 'Leila Mansour',
      doctor: doctorId,
      verified: true,
      invitationExpiresAt: null,
      createdAt: start,
    });
    const secretaryId = added.data!._id;

    const again = await doctor.api.POST('/secretaries', { body: { email: freeSecretary } });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'ALREADY_EXISTS' });
    const other = await server().as(otherDoctorEmail);
    for (const email of [freeSecretary, demoAccounts.patient.email]) {
      const taken = await other.api.POST('/secretaries', { body: { email } });
      expect(taken.response.status).toBe(422);
      expect(taken.error).toMatchObject({ code: 'SECRETARY_NOT_AVAILABLE' });
    }

    const secretary = await browser(server());
    const signedIn = await secretary.api.POST('/auth/login', {
      body: { email: freeSecretary, password: demoPassword },
    });
    expect(signedIn.data?.user.loggedInSecretaryInfo).toEqual({
      _id: secretaryId,
      email: freeSecretary,
      doctor: doctorId,
      doctorName: 'Dr Karim Ben Salah',
    });
    secretary.api.tokens.set(signedIn.data!.accessToken);
    const verifySelf = () =>
      secretary.api.GET('/secretaries/{id}/verify', { params: { path: { id: secretaryId } } });
    const countForDoctor = () =>
      secretary.api.GET('/rdvs/count', {
        params: { query: { query: JSON.stringify({ doctor: doctorId }) } },
      });
    expect((await verifySelf()).data).toEqual({ response: true });
    expect((await countForDoctor()).response.status).toBe(200);

    const foreign = await other.api.DELETE('/secretaries/{id}', { params: { path: { id: secretaryId } } });
    expect(foreign.response.status).toBe(403);
    const removed = await doctor.api.DELETE('/secretaries/{id}', { params: { path: { id: secretaryId } } });
    expect(removed.response.status).toBe(204);

    // Removal ends the secretary's sign-ins, and with them their access token at once (docs/decisions/034).
    for (const call of [verifySelf, countForDoctor]) {
      const ended = await call();
      expect([ended.response.status, ended.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect((await refresh(server(), secretary)).status).toBe(401);

    const gone = await doctor.api.DELETE('/secretaries/{id}', { params: { path: { id: secretaryId } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets an admin verify any secretary, and a secretary only their own link', async () => {
    const { db } = server().database;
    const demoLink = await db
      .selectFrom('secretaries')
      .select('id')
      .where('email', '=', demoAccounts.secretary.email)
      .executeTakeFirstOrThrow();
    const admin = await server().as(demoAccounts.admin.email);
    const verify = (client: typeof admin, id: string) =>
      client.api.GET('/secretaries/{id}/verify', { params: { path: { id } } });
    expect((await verify(admin, demoLink.id)).data).toEqual({ response: true });
    const secretary = await server().as(demoAccounts.secretary.email);
    expect((await verify(secretary, demoLink.id)).data).toEqual({ response: true });
    const invitation = await db
      .selectFrom('secretaries')
      .select('id')
      .where('user_id', 'is', null)
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow();
    expect((await verify(secretary, invitation.id)).data).toEqual({ response: false });
    expect((await verify(admin, invitation.id)).data).toEqual({ response: false });
  });
});
