import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { insertRdv, insertSecretaryLink } from '../../../test/matrix/matrix-fixture.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';
import { type FixtureDoctor, insertDoctor } from './admin-fixture.js';

/*
 * Every write an admin may make outside their own account is one audit entry (spec tag
 * `admin`, docs/decisions/018-back-office.md "The audit log"); the same write by the doctor, secretary
 * or patient themselves is none.
 */

type AuditEntity = 'doctor' | 'rdv' | 'question' | 'workingHours' | 'secretary';

const week = [1, 2, 3, 4, 5].map((day) => ({ day, intervals: [{ start: '08:00', end: '12:00' }] }));

describe.each(backends)('the audit of every admin write on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let fixture: AgendaFixture;
  let adminId: string;
  let nextDoctor = 0;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
    adminId = (
      await server()
        .database.db.selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.admin.email)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const admin = () => server().as(demoAccounts.admin.email);

  /** A doctor of their own, with no working hours, so no other test sees their records. */
  function freshDoctor(): Promise<FixtureDoctor> {
    nextDoctor += 1;
    return insertDoctor(server().database.db, {
      firstName: 'Ines',
      lastName: `Audit${nextDoctor}`,
      email: `audit-${nextDoctor}-${backend}@doctors.tabib.test`,
      createdAt: '2020-01-01T10:00:00.000Z',
      isVerified: true,
      isActive: true,
    });
  }

  async function auditOf(entity: AuditEntity, entityId: string) {
    const { api } = await admin();
    const { data, error } = await api.GET('/admin/audit', {
      params: { query: { entity, entityId, limit: 100 } },
    });
    if (!data) throw new Error(JSON.stringify(error));
    return data.results.map(({ actor, action, entity: kind, entityId: id, before, after, createdAt }) => ({
      actor: actor?._id,
      action,
      entity: kind,
      entityId: id,
      before,
      after,
      createdAt,
    }));
  }

  /**
   * Runs a write a minute after the fixed clock, so that "newest first" orders its entry before an
   * earlier one of the same record (entries of one instant are ordered by their random ids).
   */
  const minuteLater = '2026-03-02T07:01:00.000Z';
  async function oneMinuteLater<T>(write: () => Promise<T>): Promise<T> {
    server().clock.set(minuteLater);
    try {
      return await write();
    } finally {
      server().clock.set(fixtureNow);
    }
  }

  /** The one entry an admin's write is expected to add. */
  const entry = (
    action: string,
    entity: AuditEntity,
    entityId: string,
    before: object | null,
    after: object | null,
    createdAt = fixtureNow,
  ) => ({ actor: adminId, action, entity, entityId, before, after, createdAt });

  describe('PUT /users/updateDoctor: doctor.profile with the fields that changed', () => {
    it('records an admin’s change, not the doctor’s own', async () => {
      const doctor = await freshDoctor();
      const { api } = await admin();
      const byAdmin = await api.PUT('/users/updateDoctor', {
        params: { query: { id: doctor.id } },
        body: { bio: 'Cardiologue à Tunis.', fee: 60_000, lastName: `Audit${nextDoctor}`, languages: ['fr'] },
      });
      expect(byAdmin.response.status).toBe(200);
      // lastName is unchanged, so it is not recorded.
      expect(await auditOf('doctor', doctor.id)).toEqual([
        entry(
          'doctor.profile',
          'doctor',
          doctor.id,
          { bio: null, fee: 50_000, languages: [] },
          { bio: 'Cardiologue à Tunis.', fee: 60_000, languages: ['fr'] },
        ),
      ]);

      const own = await (
        await server().as(doctor.email)
      ).api.PUT('/users/updateDoctor', { params: { query: { id: doctor.id } }, body: { fee: 70_000 } });
      expect(own.response.status).toBe(200);
      expect(await auditOf('doctor', doctor.id)).toHaveLength(1);
    });
  });

  describe('rdv.cancel, by PUT /rdvs/rdvStatus and by POST /rdvs/{id}/cancel', () => {
    const cancelled = (reason: string) => ({
      status: 'cancelled',
      cancelReason: reason,
      cancelledBy: 'admin',
    });
    const untouched = (status: string) => ({ status, cancelReason: null, cancelledBy: null });

    it('records an admin’s cancellation through PUT /rdvs/rdvStatus', async () => {
      const id = await insertRdv(server().database.db, {
        doctorId: fixture.doctorId,
        patientId: fixture.patientId,
        date: new Date('2026-04-06T08:00:00.000Z'),
        status: 'confirmed',
      });
      const { response } = await (
        await admin()
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: { status: 'cancelled', reason: 'Médecin absent' },
      });
      expect(response.status).toBe(200);
      expect(await auditOf('rdv', id)).toEqual([
        entry('rdv.cancel', 'rdv', id, untouched('confirmed'), cancelled('Médecin absent')),
      ]);
    });

    it('records an admin’s cancellation through POST /rdvs/{id}/cancel', async () => {
      const id = await insertRdv(server().database.db, {
        doctorId: fixture.doctorId,
        patientId: fixture.patientId,
        date: new Date('2026-04-06T09:00:00.000Z'),
      });
      const { response } = await (
        await admin()
      ).api.POST('/rdvs/{id}/cancel', { params: { path: { id } }, body: { reason: 'Doublon' } });
      expect(response.status).toBe(200);
      expect(await auditOf('rdv', id)).toEqual([
        entry('rdv.cancel', 'rdv', id, untouched('pending'), cancelled('Doublon')),
      ]);
    });

    it('records nothing when the patient, the doctor or the secretary cancels', async () => {
      const callers = [fixture.patientEmail, fixture.doctorEmail, fixture.secretaryEmail];
      for (const [index, email] of callers.entries()) {
        const id = await insertRdv(server().database.db, {
          doctorId: fixture.doctorId,
          patientId: fixture.patientId,
          date: new Date(Date.parse('2026-04-07T08:00:00.000Z') + index * 3_600_000),
        });
        const { api } = await server().as(email);
        const viaStatus = await api.PUT('/rdvs/rdvStatus', {
          params: { query: { id } },
          body: { status: 'cancelled', reason: 'Empêchement' },
        });
        expect(viaStatus.response.status).toBe(200);
        expect(await auditOf('rdv', id)).toEqual([]);
      }
    });
  });

  describe('PATCH /questions/{id}: question.close and question.reopen', () => {
    it('records each change of `closed` by an admin; setting the same value again records nothing', async () => {
      const asked = await (
        await server().as(fixture.patientEmail)
      ).api.POST('/questions/add', {
        body: { category: fixture.specialtyId, title: 'Palpitations', content: 'Le cœur bat vite le soir.' },
      });
      const id = asked.data!._id;
      const { api } = await admin();
      const patch = (closed: boolean) =>
        api.PATCH('/questions/{id}', { params: { path: { id } }, body: { closed } });

      expect((await patch(true)).data).toMatchObject({ _id: id, closed: true });
      expect((await patch(true)).response.status).toBe(200);
      expect((await oneMinuteLater(() => patch(false))).data).toMatchObject({ _id: id, closed: false });
      expect(await auditOf('question', id)).toEqual([
        entry('question.reopen', 'question', id, { closed: true }, { closed: false }, minuteLater),
        entry('question.close', 'question', id, { closed: false }, { closed: true }),
      ]);
    });

    it('records nothing when the doctor answers', async () => {
      const asked = await (
        await server().as(fixture.patientEmail)
      ).api.POST('/questions/add', {
        body: { category: fixture.specialtyId, title: 'Tension', content: 'Ma tension est à 15.' },
      });
      const id = asked.data!._id;
      const answered = await (
        await server().as(fixture.doctorEmail)
      ).api.PATCH('/questions/{id}', { params: { path: { id } }, body: { answer: 'Consultez-moi.' } });
      expect(answered.response.status).toBe(200);
      expect(await auditOf('question', id)).toEqual([]);
    });
  });

  describe('DELETE /questions/{id}: question.delete with the whole question before', () => {
    it('records an admin’s deletion, not the patient’s own', async () => {
      const patient = await server().as(fixture.patientEmail);
      const ask = async (title: string) =>
        (
          await patient.api.POST('/questions/add', {
            body: { category: fixture.specialtyId, title, content: 'Une question à supprimer.' },
          })
        ).data!;
      const question = await ask('Question supprimée par un admin');
      const byAdmin = await (
        await admin()
      ).api.DELETE('/questions/{id}', { params: { path: { id: question._id } } });
      expect(byAdmin.response.status).toBe(204);
      expect(await auditOf('question', question._id)).toEqual([
        entry('question.delete', 'question', question._id, question, null),
      ]);

      const own = await ask('Question supprimée par sa patiente');
      const byPatient = await patient.api.DELETE('/questions/{id}', { params: { path: { id: own._id } } });
      expect(byPatient.response.status).toBe(204);
      expect(await auditOf('question', own._id)).toEqual([]);
    });
  });

  describe('POST and PUT /workingHours: workingHours.create and workingHours.update', () => {
    const body = (doctor: string, slotMinutes: number) => ({
      doctor,
      slotMinutes,
      schedule: week,
      visitTypes: [],
      absences: [],
    });

    it('records an admin’s creation with the whole record, and an admin’s change with what changed', async () => {
      const doctor = await freshDoctor();
      const { api } = await admin();
      const created = await api.POST('/workingHours', { body: body(doctor.id, 20) });
      expect(created.response.status).toBe(201);
      const record = created.data!;
      expect(await auditOf('workingHours', record._id)).toEqual([
        entry('workingHours.create', 'workingHours', record._id, null, record),
      ]);

      const nextSchedule = [{ day: 6, intervals: [{ start: '09:00', end: '11:00' }] }];
      const updated = await oneMinuteLater(() =>
        api.PUT('/workingHours/{id}', {
          params: { path: { id: record._id } },
          body: { ...body(doctor.id, 20), schedule: nextSchedule },
        }),
      );
      expect(updated.response.status).toBe(200);
      expect(await auditOf('workingHours', record._id)).toEqual([
        entry(
          'workingHours.update',
          'workingHours',
          record._id,
          { schedule: week },
          { schedule: nextSchedule },
          minuteLater,
        ),
        entry('workingHours.create', 'workingHours', record._id, null, record),
      ]);
    });

    it('records nothing when the doctor creates or the doctor and secretary change their own', async () => {
      const doctor = await freshDoctor();
      const own = await (
        await server().as(doctor.email)
      ).api.POST('/workingHours', {
        body: body(doctor.id, 30),
      });
      expect(own.response.status).toBe(201);
      expect(await auditOf('workingHours', own.data!._id)).toEqual([]);

      const { api } = await server().guest();
      const current = (await api.GET('/workingHours', { params: { query: { doctor: fixture.doctorId } } }))
        .data!.results[0]!;
      for (const [index, email] of [fixture.doctorEmail, fixture.secretaryEmail].entries()) {
        const changed = await (
          await server().as(email)
        ).api.PUT('/workingHours/{id}', {
          params: { path: { id: current._id } },
          body: {
            doctor: fixture.doctorId,
            slotMinutes: current.slotMinutes,
            schedule: current.schedule,
            visitTypes: current.visitTypes,
            absences: [
              { start: `2027-0${index + 1}-04T08:00:00.000Z`, end: `2027-0${index + 1}-05T08:00:00.000Z` },
            ],
          },
        });
        expect(changed.response.status).toBe(200);
      }
      expect(await auditOf('workingHours', current._id)).toEqual([]);
    });
  });

  describe('DELETE /secretaries/{id}: secretary.remove with the whole secretary before', () => {
    it('records an admin’s removal, not the doctor’s own', async () => {
      const doctor = await freshDoctor();
      const { db } = server().database;
      const removedByAdmin = await insertSecretaryLink(db, doctor.id);
      const removedByDoctor = await insertSecretaryLink(db, doctor.id);
      const doctorClient = await server().as(doctor.email);
      const listed = await doctorClient.api.GET('/secretaries', {
        params: { query: { doctorId: doctor.id } },
      });
      const secretary = listed.data!.results.find((s) => s._id === removedByAdmin)!;

      const byAdmin = await (
        await admin()
      ).api.DELETE('/secretaries/{id}', { params: { path: { id: removedByAdmin } } });
      expect(byAdmin.response.status).toBe(204);
      expect(await auditOf('secretary', removedByAdmin)).toEqual([
        entry('secretary.remove', 'secretary', removedByAdmin, secretary, null),
      ]);

      const byDoctor = await doctorClient.api.DELETE('/secretaries/{id}', {
        params: { path: { id: removedByDoctor } },
      });
      expect(byDoctor.response.status).toBe(204);
      expect(await auditOf('secretary', removedByDoctor)).toEqual([]);
    });
  });
});
