import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import {
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from '../../booking/test/agenda-fixture.js';

// docs/decisions/041-relatives.md: a patient's relatives, and the rdvs booked for them.

const ahmed = {
  firstName: 'Ahmed',
  lastName: 'Ben Ali',
  birthDate: '2019-09-14',
  sexe: 'M',
  relation: 'child',
} as const;

describe.each(backends)('%s: relatives', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { RATE_LIMIT_FACTOR: '1000', BOOKING_MAX_UPCOMING: '10' },
  });

  async function patientOfFixture() {
    const fixture = await insertAgendaFixture(server().database.db);
    return { fixture, patient: await server().as(fixture.patientEmail) };
  }

  describe('a patient adds, lists, changes and removes their relatives', () => {
    it('keeps what was typed without surrounding spaces, lists by first name, and forgets a removed one', async () => {
      const { patient } = await patientOfFixture();
      const added = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, firstName: '  Ahmed ', lastName: ' Ben Ali' },
      });
      expect(added.response.status).toBe(201);
      expect(added.data).toMatchObject({
        firstName: 'Ahmed',
        lastName: 'Ben Ali',
        name: 'Ahmed Ben Ali',
        birthDate: '2019-09-14',
        sexe: 'M',
        relation: 'child',
      });
      const amel = await patient.api.POST('/users/me/relatives', {
        body: {
          firstName: 'Amel',
          lastName: 'Ben Ali',
          birthDate: '1958-01-30',
          sexe: 'F',
          relation: 'parent',
        },
      });
      expect(amel.response.status).toBe(201);

      const listed = await patient.api.GET('/users/me/relatives');
      expect(listed.data?.results.map((relative) => relative.name)).toEqual([
        'Ahmed Ben Ali',
        'Amel Ben Ali',
      ]);

      const changed = await patient.api.PATCH('/users/me/relatives/{id}', {
        params: { path: { id: amel.data!._id } },
        body: { firstName: 'Amal', relation: 'other' },
      });
      expect(changed.data).toMatchObject({
        name: 'Amal Ben Ali',
        relation: 'other',
        birthDate: '1958-01-30',
      });

      const removed = await patient.api.DELETE('/users/me/relatives/{id}', {
        params: { path: { id: added.data!._id } },
      });
      expect(removed.response.status).toBe(204);
      expect((await patient.api.GET('/users/me/relatives')).data?.results.map((r) => r.name)).toEqual([
        'Amal Ben Ali',
      ]);
      const again = await patient.api.DELETE('/users/me/relatives/{id}', {
        params: { path: { id: added.data!._id } },
      });
      expect(again.response.status).toBe(404);
    });

    it('refuses a birth date in the future or more than 120 years ago, and blank names, with 400', async () => {
      const { patient } = await patientOfFixture();
      // fixtureNow is Monday 2 March 2026 in Tunis.
      const tomorrow = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, birthDate: '2026-03-03' },
      });
      expect(tomorrow.response.status).toBe(400);
      expect(tomorrow.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'birthDate' } });
      const today = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, birthDate: '2026-03-02' },
      });
      expect(today.response.status).toBe(201);
      const ancient = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, birthDate: '1906-03-01' },
      });
      expect(ancient.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'birthDate' } });
      const blank = await patient.api.POST('/users/me/relatives', { body: { ...ahmed, firstName: '   ' } });
      expect(blank.response.status).toBe(400);
      expect(blank.error?.code).toBe('VALIDATION_FAILED');
      const long = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, lastName: 'x'.repeat(81) },
      });
      expect(long.response.status).toBe(400);
      const relation = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, relation: 'cousin' as 'other' },
      });
      expect(relation.response.status).toBe(400);
      const future = await patient.api.PATCH('/users/me/relatives/{id}', {
        params: { path: { id: today.data!._id } },
        body: { birthDate: '2027-01-01' },
      });
      expect(future.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'birthDate' } });
    });

    it('holds at most 20 relatives per patient: the 21st is 409 RELATIVES_LIMIT', async () => {
      const { patient } = await patientOfFixture();
      for (let i = 0; i < 20; i += 1) {
        const { response } = await patient.api.POST('/users/me/relatives', { body: ahmed });
        expect(response.status).toBe(201);
      }
      const over = await patient.api.POST('/users/me/relatives', { body: ahmed });
      expect(over.response.status).toBe(409);
      expect(over.error).toMatchObject({ code: 'RELATIVES_LIMIT', details: { limit: 20 } });
    });
  });

  describe("another patient's relative is not found", () => {
    it('404 on change, removal and booking; it is not listed', async () => {
      const { fixture, patient } = await patientOfFixture();
      const other = await server().as(fixture.otherPatientEmail);
      const { data: relative } = await patient.api.POST('/users/me/relatives', { body: ahmed });
      const path = { params: { path: { id: relative!._id } } };
      expect((await other.api.GET('/users/me/relatives')).data?.results).toEqual([]);
      const changed = await other.api.PATCH('/users/me/relatives/{id}', {
        ...path,
        body: { firstName: 'X' },
      });
      expect(changed.response.status).toBe(404);
      expect((await other.api.DELETE('/users/me/relatives/{id}', path)).response.status).toBe(404);
      const booked = await other.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday0900, relativeId: relative!._id },
      });
      expect(booked.response.status).toBe(404);
      expect(booked.error?.message).toBe('Relative not found.');
    });

    it('is for patients only: a doctor gets 403', async () => {
      const { fixture } = await patientOfFixture();
      const doctor = await server().as(fixture.doctorEmail);
      expect((await doctor.api.GET('/users/me/relatives')).response.status).toBe(403);
    });
  });

  describe('an rdv booked for a relative', () => {
    it('says who it is for to the patient, the doctor and the secretary; the patient stays the account holder', async () => {
      const { fixture, patient } = await patientOfFixture();
      const { data: relative } = await patient.api.POST('/users/me/relatives', { body: ahmed });
      const booked = await patient.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday0900, relativeId: relative!._id },
      });
      expect(booked.response.status).toBe(201);
      const forAhmed = {
        _id: relative!._id,
        name: 'Ahmed Ben Ali',
        birthDate: '2019-09-14',
        sexe: 'M',
        relation: 'child',
      };
      expect(booked.data?.forRelative).toEqual(forAhmed);
      expect(booked.data?.patient._id).toBe(fixture.patientId);

      // The account holder is told who the rdv is for.
      const queued = await server()
        .database.db.selectFrom('notifications')
        .select(['kind', 'recipient_email', 'payload'])
        .where('rdv_id', '=', booked.data!._id)
        .where('kind', '=', 'confirmation')
        .executeTakeFirstOrThrow();
      expect(queued.recipient_email).toBe(fixture.patientEmail);
      expect(queued.payload).toMatchObject({ relativeName: 'Ahmed Ben Ali' });

      const mine = await patient.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday0930 },
      });
      expect(mine.data?.forRelative).toBeNull();

      for (const email of [fixture.doctorEmail, fixture.secretaryEmail]) {
        const practice = await server().as(email);
        const { data: agenda } = await practice.api.GET('/rdvs', {
          params: { query: { query: JSON.stringify({ doctor: fixture.doctorId }) } },
        });
        const byDate = new Map(agenda!.results.map((rdv) => [rdv.date, rdv]));
        expect(byDate.get(wednesday0900)?.forRelative).toEqual(forAhmed);
        expect(byDate.get(wednesday0900)?.patient._id).toBe(fixture.patientId);
        expect(byDate.get(wednesday0930)?.forRelative).toBeNull();
      }

      // A removed relative is still named by its past rdvs, but one with an upcoming rdv stays.
      const blocked = await patient.api.DELETE('/users/me/relatives/{id}', {
        params: { path: { id: relative!._id } },
      });
      expect(blocked.response.status).toBe(409);
      expect(blocked.error?.code).toBe('RELATIVE_HAS_UPCOMING_RDVS');
      await patient.api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: booked.data!._id } },
        body: { reason: 'Guéri' },
      });
      const removed = await patient.api.DELETE('/users/me/relatives/{id}', {
        params: { path: { id: relative!._id } },
      });
      expect(removed.response.status).toBe(204);
      const { data: cancelled } = await patient.api.GET('/rdvs/{id}', {
        params: { path: { id: booked.data!._id } },
      });
      expect(cancelled?.forRelative).toEqual(forAhmed);
      const afterRemoval = await patient.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday0900, relativeId: relative!._id },
      });
      expect(afterRemoval.response.status).toBe(404);
    });

    it("counts the doctor's cap per person: each child may hold the doctor's 3 upcoming rdvs; the account's total stays one", async () => {
      const { db } = server().database;
      const { fixture, patient } = await patientOfFixture();
      await db
        .updateTable('doctors')
        .set({ max_upcoming_rdvs_per_patient: sql<number>`DEFAULT` })
        .where('id', '=', fixture.doctorId)
        .execute();
      const { data: first } = await patient.api.POST('/users/me/relatives', { body: ahmed });
      const { data: second } = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, firstName: 'Yasmine', sexe: 'F', birthDate: '2021-05-02' },
      });
      // Wednesday 4 March 2026 and Thursday 5, 08:00–12:00 in Tunis every 30 minutes.
      const slots = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((i) =>
        [0, 1].map((day) => new Date(Date.parse('2026-03-04T07:00:00Z') + day * 86_400_000 + i * 1_800_000)),
      );
      const book = async (relativeId?: string) => {
        const date = slots.shift()!.toISOString();
        const { response, error } = await patient.api.POST('/rdvs', {
          body: { doctor: fixture.doctorId, date, ...(relativeId !== undefined && { relativeId }) },
        });
        return error?.code ?? response.status;
      };
      for (const person of [undefined, first!._id, second!._id]) {
        for (let i = 0; i < 3; i += 1) expect(await book(person)).toBe(201);
        expect(await book(person)).toBe('BOOKING_LIMIT_DOCTOR');
      }
      // 9 upcoming rdvs in the account; the server's total (BOOKING_MAX_UPCOMING, 10 here) counts them all.
      const { data: third } = await patient.api.POST('/users/me/relatives', {
        body: { ...ahmed, firstName: 'Sami', birthDate: '2023-01-01' },
      });
      expect(await book(third!._id)).toBe(201);
      expect(await book(third!._id)).toBe('BOOKING_LIMIT_TOTAL');
    });
  });
  describe('a question about a relative', () => {
    it('shows the doctors and the patient the relation, sex and age, never the name; the public page shows none', async () => {
      const { fixture, patient } = await patientOfFixture();
      const { data: relative } = await patient.api.POST('/users/me/relatives', { body: ahmed });
      const asked = await patient.api.POST('/questions/add', {
        body: {
          category: fixture.specialtyId,
          title: 'Fièvre de mon fils',
          content: 'Mon fils a 39 °C depuis hier soir, que faire ?',
          relativeId: relative!._id,
        },
      });
      expect(asked.response.status).toBe(201);
      // Born 14 September 2019, asked on 2 March 2026: 6 years old.
      const concerning = { relation: 'child', sexe: 'M', age: 6 };
      expect(asked.data?.concerning).toEqual(concerning);
      expect(JSON.stringify(asked.data)).not.toContain('Ahmed');

      const doctor = await server().as(fixture.doctorEmail);
      const { data: open } = await doctor.api.GET('/questions/specialty/{specialtyId}', {
        params: { path: { specialtyId: fixture.specialtyId }, query: { closed: false, limit: 100 } },
      });
      expect(open!.docs.find((question) => question._id === asked.data!._id)?.concerning).toEqual(concerning);
      await doctor.api.PATCH('/questions/{id}', {
        params: { path: { id: asked.data!._id } },
        body: { answer: 'Donnez-lui du paracétamol et consultez si la fièvre dure.' },
      });

      const guest = await server().guest();
      const { data: shown } = await guest.api.GET('/questions/{id}', {
        params: { path: { id: asked.data!._id } },
      });
      expect(shown?.answer).not.toBeNull();
      expect(shown?.concerning).toBeNull();
      expect(shown?.patient).toBeNull();

      const mine = await patient.api.POST('/questions/add', {
        body: {
          category: fixture.specialtyId,
          title: 'Mal de dos',
          content: 'J’ai mal au dos depuis une semaine.',
        },
      });
      expect(mine.data?.concerning).toBeNull();
    });

    it("404 for another patient's relative", async () => {
      const { fixture, patient } = await patientOfFixture();
      const { data: relative } = await patient.api.POST('/users/me/relatives', { body: ahmed });
      const other = await server().as(fixture.otherPatientEmail);
      const asked = await other.api.POST('/questions/add', {
        body: {
          category: fixture.specialtyId,
          title: 'Fièvre',
          content: 'Une fièvre depuis hier soir, que faire ?',
          relativeId: relative!._id,
        },
      });
      expect(asked.response.status).toBe(404);
      expect(asked.error?.message).toBe('Relative not found.');
    });
  });
});
