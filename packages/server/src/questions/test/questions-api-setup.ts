import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import type { Backend } from '../../platform/db/connect.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';

export interface Cast {
  cardiology: string;
  otherSpecialty: string;
  /** A cardiologist with no answered questions in the seed, so their counts start at 0. */
  answeringDoctor: { id: string; email: string };
  otherSpecialtyDoctorEmail: string;
  otherPatientEmail: string;
  patientId: string;
}

export const askBody = (category: string, title: string) => ({
  category,
  title,
  content: 'Je ressens des palpitations le soir après le café, faut-il consulter ?',
});

export const forbiddenBody = {
  code: 'FORBIDDEN',
  message: 'You are not authorized to perform this action.',
};

/** The /v1/questions tests' server (seeded, a database per file) and the seed's people they act as. */
export function useQuestionsApi(backend: Backend) {
  const harness = useApiServer(backend, { state: 'seeded' });
  let current: Cast | undefined;
  const cast = (): Cast => {
    if (current === undefined) throw new Error('The cast exists only inside tests and hooks.');
    return current;
  };

  // A new client for each call that must fail with 403: the SDK clears its session on a 403 (requirements §8).
  const as = (email: string) =>
    harness()
      .as(email)
      .then((client) => client.api);

  beforeAll(async () => {
    const { db } = harness().database;
    const demoDoctor = await db
      .selectFrom('users')
      .innerJoin('doctors', 'doctors.id', 'users.id')
      .select(['doctors.id', 'doctors.specialty_id'])
      .where('users.email', '=', demoAccounts.doctor.email)
      .executeTakeFirstOrThrow();
    const answeringDoctor = await db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.id')
      .select(['doctors.id', 'users.email'])
      .where('doctors.specialty_id', '=', demoDoctor.specialty_id)
      .where('doctors.id', '!=', demoDoctor.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('questions')
              .select(sql`1`.as('one'))
              .whereRef('questions.doctor_id', '=', 'doctors.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const otherDoctor = await db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.id')
      .select(['doctors.specialty_id', 'users.email'])
      .where('doctors.specialty_id', '!=', demoDoctor.specialty_id)
      .executeTakeFirstOrThrow();
    const otherPatient = await db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'patient')
      .where('email', '!=', demoAccounts.patient.email)
      .executeTakeFirstOrThrow();
    const patient = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.patient.email)
      .executeTakeFirstOrThrow();
    current = {
      cardiology: demoDoctor.specialty_id,
      otherSpecialty: otherDoctor.specialty_id,
      answeringDoctor,
      otherSpecialtyDoctorEmail: otherDoctor.email,
      otherPatientEmail: otherPatient.email,
      patientId: patient.id,
    };
  });

  /** The demo patient asks a cardiology question (or one of `category`). */
  async function ask(title: string, category = cast().cardiology) {
    // The clock is fixed: move it so each question has its own createdAt.
    harness().clock.advance(1000);
    const patient = await as(demoAccounts.patient.email);
    const { data, response } = await patient.POST('/questions/add', { body: askBody(category, title) });
    expect(response.status).toBe(201);
    return data!;
  }

  /** The ids of the open cardiology questions, as `email` reads them. */
  async function openCardiologyIds(email: string) {
    const api = await as(email);
    const { data } = await api.GET('/questions/specialty/{specialtyId}', {
      params: { path: { specialtyId: cast().cardiology }, query: { closed: false, limit: 100 } },
    });
    expect(data!.totalDocs).toBeLessThanOrEqual(100);
    return data!.docs.map((q) => q._id);
  }

  return { harness, cast, as, ask, openCardiologyIds };
}
