import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureWeek } from '../../../test/helpers/fixtures.js';
import { fixtureNow, insertAgendaFixture } from './agenda-fixture.js';
import { wednesday1300, consent, offerTeleconsultation, pastRdv } from './teleconsultation-fixture.js';

describe.each(backends)('%s: teleconsultation switched off', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { TELECONSULTATION: 'off' },
  });

  it('offers no remote slot, books none, and creates no remote visit type (409 TELECONSULTATION_DISABLED)', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const remoteId = await offerTeleconsultation(db, fixture);
    await pastRdv(db, fixture, { status: 'done' });
    const patient = await server().as(fixture.patientEmail);
    const slots = await patient.api.GET('/doctors/{id}/slots', {
      params: {
        path: { id: fixture.doctorId },
        query: { from: '2026-03-04', to: '2026-03-04', visitType: remoteId },
      },
    });
    expect(slots.data?.slots).toEqual([]);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday1300, visitType: remoteId, remoteConsent: consent },
    });
    expect([booked.response.status, booked.error?.code]).toEqual([409, 'TELECONSULTATION_DISABLED']);

    const doctor = await server().as(fixture.doctorEmail);
    const { data } = await doctor.api.GET('/workingHours', {
      params: { query: { doctor: fixture.doctorId } },
    });
    const current = data!.results[0]!;
    const hours = [{ day: 2, intervals: [{ start: '18:00', end: '20:00' }] }];
    const body = {
      doctor: fixture.doctorId,
      slotMinutes: 30,
      schedule: fixtureWeek,
      visitTypes: [
        ...current.visitTypes,
        { name: 'Vidéo', durationMinutes: 20, price: 40_000, remote: true, remoteSchedule: hours },
      ],
    };
    const created = await doctor.api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body,
    });
    expect([created.response.status, created.error?.code]).toEqual([409, 'TELECONSULTATION_DISABLED']);
    // The remote visit type saved while it was on is kept as it is when the doctor saves their hours.
    const kept = await doctor.api.PUT('/workingHours/{id}', {
      params: { path: { id: current._id } },
      body: { ...body, visitTypes: current.visitTypes },
    });
    expect(kept.response.status).toBe(200);
    expect(kept.data?.visitTypes.map((v) => [v.name, v.remote])).toEqual([
      ['Bilan', false],
      ['Téléconsultation', true],
    ]);
  });
});
