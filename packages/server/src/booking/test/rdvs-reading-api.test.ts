import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from './agenda-fixture.js';
import { MINUTE_MS, useRdvsApi } from './rdvs-api-setup.js';

describe.each(backends)('%s: /v1/rdvs over HTTP, who reads what', (backend) => {
  const { fixture, as, insertRdv, bookAlisBilan } = useRdvsApi(backend, 'test');

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
      await insertRdv('pending', 'future');
      expect((await bookAlisBilan()).response.status).toBe(201);
      const mine = await (await as('patient')).api.GET('/rdvs', { params: { query: { limit: 100 } } });
      expect(mine.data?.results.every((rdv) => rdv.patient._id === fixture().patientId)).toBe(true);
      expect(mine.data?.totalResults).toBeGreaterThan(0);
      // The other patient's only rdv is the one they booked.
      const theirOwn = await (await as('otherPatient')).api.GET('/rdvs', {});
      expect(theirOwn.data?.results.map((rdv) => rdv.patient._id)).toEqual([fixture().otherPatientId]);
      const theirs = await (
        await as('otherPatient')
      ).api.GET('/rdvs', {
        params: { query: { query: JSON.stringify({ patient: fixture().patientId }) } },
      });
      expect([theirs.response.status, theirs.error?.code]).toEqual([403, 'FORBIDDEN']);
    });

    it('lists a doctor their agenda by default; another doctor is 403', async () => {
      expect((await bookAlisBilan()).response.status).toBe(201);
      const other = await (
        await as('otherDoctor')
      ).api.GET('/rdvs', {
        params: { query: { query: JSON.stringify({ doctor: fixture().doctorId }) } },
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
        [wednesday0900, 'pending', fixture().doctorId],
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
