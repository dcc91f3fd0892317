import { beforeAll, beforeEach } from 'vitest';
import type { Backend } from '../../platform/db/connect.js';
import { newId } from '../../platform/db/ids.js';
import type { RdvStatus } from '../../platform/db/schema.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture, wednesday0900 } from './agenda-fixture.js';

export const MINUTE_MS = 60_000;

export type Actor = 'patient' | 'otherPatient' | 'doctor' | 'otherDoctor' | 'secretary' | 'admin';

/**
 * The /v1/rdvs tests' server (seeded, its clock at `fixtureNow`) and an agenda fixture made before the
 * file's tests (`'file'`, for tests that each write rdvs of their own) or before each test (`'test'`, for
 * tests that read what the agenda holds).
 */
export function useRdvsApi(backend: Backend, fixtureFor: 'file' | 'test') {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let current: AgendaFixture | undefined;
  let nextSlot = 0;
  const arrange = async () => {
    current = await insertAgendaFixture(server().database.db);
  };
  if (fixtureFor === 'file') beforeAll(arrange);
  else beforeEach(arrange);
  const fixture = (): AgendaFixture => {
    if (current === undefined) throw new Error('The fixture exists only inside tests and hooks.');
    return current;
  };

  /** A fresh client per call: the SDK drops its token after a 403, as the app signs out a forbidden user. */
  const as = (actor: Actor): Promise<TestClient> => {
    const { patientEmail, otherPatientEmail, doctorEmail, otherDoctorEmail, secretaryEmail } = fixture();
    const emails: Record<Actor, string> = {
      patient: patientEmail,
      otherPatient: otherPatientEmail,
      doctor: doctorEmail,
      otherDoctor: otherDoctorEmail,
      secretary: secretaryEmail,
      admin: 'admin@tabib.test',
    };
    return server().as(emails[actor]);
  };

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
        doctor_id: fixture().doctorId,
        patient_id: fixture().patientId,
        date,
        end_date: new Date(date.getTime() + 30 * MINUTE_MS),
        status,
        price: 60_000,
        ...(status === 'cancelled' && { cancel_reason: 'Empêchement', cancelled_by: 'patient' as const }),
      })
      .execute();
    return id;
  }

  /** The other patient, Ali, books a 60-minute Bilan on Wednesday 09:00 through the API. */
  const bookAlisBilan = async () =>
    (await as('otherPatient')).api.POST('/rdvs', {
      body: {
        doctor: fixture().doctorId,
        date: wednesday0900,
        visitType: fixture().bilanId,
        reason: 'Bilan annuel',
      },
    });

  return { server, fixture, as, insertRdv, bookAlisBilan };
}
