import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { rdvStatuses, type RdvStatus } from '../../platform/db/schema.js';
import { backends } from '../../../test/helpers/db.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture, wednesday0900 } from './agenda-fixture.js';

const MINUTE_MS = 60_000;

type Actor = 'patient' | 'otherPatient' | 'doctor' | 'otherDoctor' | 'secretary' | 'admin';

describe.each(backends)('%s: /v1/rdvs over HTTP', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let fixture: AgendaFixture;
  let emails: Record<Actor, string>;
  /** A fresh client per call: the SDK drops its token after a 403, as the app signs out a forbidden user. */
  const as = (actor: Actor): Promise<TestClient> => server().as(emails[actor]);
  let nextSlot = 0;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
    emails = {
      patient: fixture.patientEmail,
      otherPatient: fixture.otherPatientEmail,
      doctor: fixture.doctorEmail,
      otherDoctor: fixture.otherDoctorEmail,
      secretary: fixture.secretaryEmail,
      admin: 'admin@tabib.test',
    };
  });

  /** An rdv of the fixture's patient and doctor in a given status, written directly (test setup). */
  async function insertRdv(status: RdvStatus, when: 'past' | 'future'): Promise<string> {
    nextSlot += 1;
    const base = Date.parse(when === 'past' ? '2026-02-01T08:00:00Z' : '2026-04-01T08:00:00Z');
    const date = new Date(base + nextSlot * 30 * MINUTE_MS);
    const id = newId();
    await server()
      .database.db.insertInto('rdvs')
      .values({
        id,
        doctor_id: fixture.doctorId,
        patient_id: fixture.patientId,
        date,
        end_date: new Date(date.getTime() + 30 * MINUTE_MS),
        status,
        price: 60_000,
        ...(status === 'cancelled' && { cancel_reason: 'Empêchement', cancelled_by: 'patient' as const }),
      })
      .execute();
    return id;
  }

  describe('PUT /rdvs/rdvStatus: every from × to by each role (spec intro)', () => {
    const allowed: Record<string, string[]> = {
      'pending>confirmed': ['doctor', 'secretary'],
      'pending>cancelled': ['patient', 'doctor', 'secretary', 'admin'],
      'confirmed>cancelled': ['patient', 'doctor', 'secretary', 'admin'],
      'confirmed>done': ['doctor', 'secretary'],
      'confirmed>absent': ['doctor', 'secretary'],
    };
    const actors = ['patient', 'otherPatient', 'doctor', 'otherDoctor', 'secretary', 'admin'] as const;
    const cells = rdvStatuses.flatMap((from) =>
      rdvStatuses.flatMap((to) => actors.map((actor) => [from, to, actor] as const)),
    );

    it.each(cells)('%s → %s by %s', async (from, to, actor) => {
      const id = await insertRdv(from, to === 'done' || to === 'absent' ? 'past' : 'future');
      const { response, data, error } = await (
        await as(actor)
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: to === 'cancelled' ? { status: to, reason: 'Empêchement' } : { status: to },
      });
      const edge = allowed[`${from}>${to}`];
      if (actor === 'otherPatient' || actor === 'otherDoctor') {
        expect([response.status, error?.code]).toEqual([403, 'FORBIDDEN']);
      } else if (edge === undefined) {
        expect([response.status, error?.code]).toEqual([409, 'INVALID_TRANSITION']);
      } else if (!edge.includes(actor)) {
        expect([response.status, error?.code]).toEqual([403, 'FORBIDDEN']);
      } else {
        expect(response.status).toBe(200);
        expect(data?.status).toBe(to);
        if (to === 'cancelled')
          expect([data?.cancelReason, data?.cancelledBy]).toEqual(['Empêchement', actor]);
      }
    });

    it('cancelling without a reason is 400 VALIDATION_FAILED', async () => {
      const id = await insertRdv('pending', 'future');
      const { response, error } = await (
        await as('doctor')
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: { status: 'cancelled' },
      });
      expect([response.status, error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('confirmed → done before the start is 409 INVALID_TRANSITION', async () => {
      const id = await insertRdv('confirmed', 'future');
      const { response, error } = await (
        await as('secretary')
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: { status: 'done' },
      });
      expect([response.status, error?.code]).toEqual([409, 'INVALID_TRANSITION']);
    });
  });

  describe('POST /rdvs/{id}/cancel and the patient cutoff', () => {
    it('lets the patient cancel before the cutoff, not after (422 CUTOFF_PASSED); the doctor still can', async () => {
      const early = await insertRdv('pending', 'future');
      const ok = await (
        await as('patient')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: early } },
        body: { reason: 'Voyage' },
      });
      expect([ok.response.status, ok.data?.status, ok.data?.cancelReason, ok.data?.cancelledBy]).toEqual([
        200,
        'cancelled',
        'Voyage',
        'patient',
      ]);
      const again = await (
        await as('patient')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: early } },
        body: { reason: 'Voyage' },
      });
      expect([again.response.status, again.error?.code]).toEqual([409, 'INVALID_TRANSITION']);

      const late = await insertRdv('confirmed', 'future');
      const { date } = await server()
        .database.db.selectFrom('rdvs')
        .select('date')
        .where('id', '=', late)
        .executeTakeFirstOrThrow();
      server().clock.set(new Date(date.getTime() - 23 * 60 * MINUTE_MS));
      try {
        const refused = await (
          await as('patient')
        ).api.POST('/rdvs/{id}/cancel', {
          params: { path: { id: late } },
          body: { reason: 'Voyage' },
        });
        expect([refused.response.status, refused.error?.code]).toEqual([422, 'CUTOFF_PASSED']);
        const moved = await (
          await as('patient')
        ).api.PUT('/rdvs/{id}', {
          params: { path: { id: late } },
          body: { date: '2026-04-30T08:00:00.000Z' },
        });
        expect([moved.response.status, moved.error?.code]).toEqual([422, 'CUTOFF_PASSED']);
        const byDoctor = await (
          await as('doctor')
        ).api.POST('/rdvs/{id}/cancel', {
          params: { path: { id: late } },
          body: { reason: 'Congrès' },
        });
        expect([byDoctor.response.status, byDoctor.data?.cancelledBy]).toEqual([200, 'doctor']);
      } finally {
        server().clock.set(fixtureNow);
      }
    });

    it('refuses another patient with 403 FORBIDDEN and an unknown rdv with 404 NOT_FOUND', async () => {
      const id = await insertRdv('pending', 'future');
      const other = await (
        await as('otherPatient')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id } },
        body: { reason: 'x' },
      });
      expect([other.response.status, other.error?.code]).toEqual([403, 'FORBIDDEN']);
      const unknown = await (
        await as('admin')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: newId() } },
        body: { reason: 'x' },
      });
      expect([unknown.response.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
    });
  });

  describe('POST /rdvs (booking)', () => {
    // The other patient books: the fixture's patient holds many upcoming rdvs written by the tests above,
    // past the doctor's cap (docs/decisions/034, tested in fair-booking.test.ts).
    it('books a free slot: 201 with the pending rdv', async () => {
      const { response, data } = await (
        await as('otherPatient')
      ).api.POST('/rdvs', {
        body: {
          doctor: fixture.doctorId,
          date: wednesday0900,
          visitType: fixture.bilanId,
          reason: 'Bilan annuel',
        },
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        doctor: { _id: fixture.doctorId, name: 'Dr Amel Kallel', city: 'Sfax' },
        patient: { _id: fixture.otherPatientId, name: 'Ali Sassi', sexe: 'M' },
        date: wednesday0900,
        endDate: '2026-03-04T09:00:00.000Z',
        status: 'pending',
        visitType: 'Bilan',
        service: null,
        price: 90_000,
        paymentMode: 'onsite',
        paymentStatus: 'unpaid',
        payment: {
          status: 'unpaid',
          amount: 90_000,
          method: 'onsite',
          paidAt: null,
          holdUntil: null,
          refund: null,
        },
        reason: 'Bilan annuel',
        cancelReason: null,
        cancelledBy: null,
      });
    });

    it.each([
      // Ali's own Bilan, booked above: the slot is his (src/payments/test/own-hold.test.ts).
      [wednesday0900, 409, 'SLOT_HELD_BY_YOU', undefined],
      ['2026-03-04T08:30:00.000Z', 409, 'SLOT_TAKEN', undefined],
      ['2026-03-02T06:00:00.000Z', 422, 'SLOT_UNAVAILABLE', 'SLOT_IN_PAST'],
      ['2026-03-04T12:00:00.000Z', 422, 'SLOT_UNAVAILABLE', 'SLOT_OUT_OF_HOURS'],
    ])('booking %s is %i %s', async (date, status, code, reason) => {
      const { response, error } = await (
        await as('otherPatient')
      ).api.POST('/rdvs', { body: { doctor: fixture.doctorId, date } });
      expect([
        response.status,
        error?.code,
        (error?.details as { reason?: string } | undefined)?.reason,
      ]).toEqual([status, code, reason]);
    });

    it('is for patients only: a doctor gets 403 FORBIDDEN', async () => {
      const { response, error } = await (
        await as('doctor')
      ).api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: '2026-03-05T08:00:00.000Z' },
      });
      expect([response.status, error?.code]).toEqual([403, 'FORBIDDEN']);
    });
  });

  describe('PUT /rdvs/{id} (reschedule)', () => {
    it('moves a confirmed rdv; the patient moving it sends it back to pending', async () => {
      const id = await insertRdv('confirmed', 'future');
      const byDoctor = await (
        await as('doctor')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id } },
        body: { date: '2026-03-05T08:00:00.000Z' },
      });
      expect([byDoctor.response.status, byDoctor.data?.status, byDoctor.data?.date]).toEqual([
        200,
        'confirmed',
        '2026-03-05T08:00:00.000Z',
      ]);
      const byPatient = await (
        await as('patient')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id } },
        body: { date: '2026-03-05T09:00:00.000Z' },
      });
      expect([byPatient.response.status, byPatient.data?.status, byPatient.data?.endDate]).toEqual([
        200,
        'pending',
        '2026-03-05T09:30:00.000Z',
      ]);
    });

    it('refuses a taken slot (409 SLOT_TAKEN), a done rdv (409 INVALID_TRANSITION) and another doctor (403)', async () => {
      const id = await insertRdv('pending', 'future');
      const taken = await (
        await as('secretary')
      ).api.PUT('/rdvs/{id}', { params: { path: { id } }, body: { date: wednesday0900 } });
      expect([taken.response.status, taken.error?.code]).toEqual([409, 'SLOT_TAKEN']);
      const done = await insertRdv('done', 'past');
      const final = await (
        await as('doctor')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id: done } },
        body: { date: '2026-03-06T08:00:00.000Z' },
      });
      expect([final.response.status, final.error?.code]).toEqual([409, 'INVALID_TRANSITION']);
      const stranger = await (
        await as('otherDoctor')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id } },
        body: { date: '2026-03-06T08:00:00.000Z' },
      });
      expect([stranger.response.status, stranger.error?.code]).toEqual([403, 'FORBIDDEN']);
    });
  });

  describe('GET /rdvs/{id} and GET /rdvs: ownership', () => {
    it('shows an rdv to its patient, doctor, secretary and admins; 403 to another patient or doctor', async () => {
      const id = await insertRdv('pending', 'future');
      for (const actor of ['patient', 'doctor', 'secretary', 'admin'] as const) {
        const { response, data } = await (
          await as(actor)
        ).api.GET('/rdvs/{id}', { params: { path: { id } } });
        expect([actor, response.status, data?._id]).toEqual([actor, 200, id]);
      }
      for (const actor of ['otherPatient', 'otherDoctor'] as const) {
        const { response, error } = await (
          await as(actor)
        ).api.GET('/rdvs/{id}', { params: { path: { id } } });
        expect([actor, response.status, error?.code]).toEqual([actor, 403, 'FORBIDDEN']);
      }
    });

    it('lists a patient their own rdvs only; asking for another patient is 403', async () => {
      const mine = await (await as('patient')).api.GET('/rdvs', { params: { query: { limit: 100 } } });
      expect(mine.data?.results.every((rdv) => rdv.patient._id === fixture.patientId)).toBe(true);
      expect(mine.data?.totalResults).toBeGreaterThan(0);
      // The other patient's only rdv is the one they booked above.
      const theirOwn = await (await as('otherPatient')).api.GET('/rdvs', {});
      expect(theirOwn.data?.results.map((rdv) => rdv.patient._id)).toEqual([fixture.otherPatientId]);
      const theirs = await (
        await as('otherPatient')
      ).api.GET('/rdvs', {
        params: { query: { query: JSON.stringify({ patient: fixture.patientId }) } },
      });
      expect([theirs.response.status, theirs.error?.code]).toEqual([403, 'FORBIDDEN']);
    });

    it('lists a doctor their agenda by default; another doctor is 403', async () => {
      const other = await (
        await as('otherDoctor')
      ).api.GET('/rdvs', {
        params: { query: { query: JSON.stringify({ doctor: fixture.doctorId }) } },
      });
      expect([other.response.status, other.error?.code]).toEqual([403, 'FORBIDDEN']);
      const { data } = await (
        await as('secretary')
      ).api.GET('/rdvs', {
        params: {
          query: {
            query: JSON.stringify({
              status: ['pending'],
              from: '2026-03-04T00:00:00Z',
              to: '2026-03-05T00:00:00Z',
            }),
            sort: '-date',
          },
        },
      });
      expect(data?.results.map((rdv) => [rdv.date, rdv.status, rdv.doctor._id])).toEqual([
        [wednesday0900, 'pending', fixture.doctorId],
      ]);
      expect([data?.page, data?.limit, data?.totalPages, data?.totalResults]).toEqual([1, 20, 1, 1]);
    });
  });
});

describe.each(backends)('%s: GET /rdvs/count on a fixture of known rdvs', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });

  it('counts by status and by patient.sexe; 403 for another doctor', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const rows = (
      [
        ['pending', fixture.patientId],
        ['pending', fixture.otherPatientId],
        ['confirmed', fixture.patientId],
        ['done', fixture.patientId],
        ['cancelled', fixture.otherPatientId],
      ] as const
    ).map(([status, patient], i) => {
      const date = new Date(Date.parse('2026-04-01T08:00:00Z') + i * 30 * MINUTE_MS);
      return {
        id: newId(),
        doctor_id: fixture.doctorId,
        patient_id: patient,
        date,
        end_date: new Date(date.getTime() + 30 * MINUTE_MS),
        status,
        price: 60_000,
        ...(status === 'cancelled' && { cancel_reason: 'x', cancelled_by: 'doctor' as const }),
      };
    });
    await server().database.db.insertInto('rdvs').values(rows).execute();
    const doctor = await server().as(fixture.doctorEmail);
    const count = async (query: object) =>
      (await doctor.api.GET('/rdvs/count', { params: { query: { query: JSON.stringify(query) } } })).data
        ?.count;
    expect(await count({ doctor: fixture.doctorId })).toBe(5);
    expect(await count({ doctor: fixture.doctorId, status: 'pending' })).toBe(2);
    expect(await count({ doctor: fixture.doctorId, status: 'absent' })).toBe(0);
    expect(await count({ doctor: fixture.doctorId, 'patient.sexe': 'F' })).toBe(3);
    expect(await count({ doctor: fixture.doctorId, 'patient.sexe': 'M' })).toBe(2);
    const other = await (
      await server().as(fixture.otherDoctorEmail)
    ).api.GET('/rdvs/count', {
      params: { query: { query: JSON.stringify({ doctor: fixture.doctorId }) } },
    });
    expect([other.response.status, other.error?.code]).toEqual([403, 'FORBIDDEN']);
  });
});
