import type { Insertable } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { generateAgenda } from './agenda.js';
import { generateLocations, generateSpecialties } from './catalog.js';
import { generateArticles, generateDoctorStats, generateQuestions } from './content.js';
import { createSeedContext } from './context.js';
import { questions as questionSeeds } from './data/questions.js';
import { generatePeople } from './people.js';
import { generateRelatives } from './relatives.js';

export interface SeedOptions {
  /** The PRNG seed: the same seed and `now` give exactly the same rows. */
  seed?: number;
  now?: Date;
  doctors?: number;
  patients?: number;
  /** At most one row per seed question (questions/questions-data.ts): a larger number is capped to it. */
  questions?: number;
}

/** Rows per table, in an order that satisfies every foreign key when inserted front to back. */
export type SeedData = { [T in keyof Database]?: Insertable<Database[T]>[] };

export const defaultSeedOptions = {
  seed: 20_261_121,
  doctors: 1_000,
  patients: 500,
  questions: questionSeeds.length,
};

/** Builds the whole demo data set in memory; `passwordHash` is the one argon2id hash every account shares. */
export function generateDemoData(passwordHash: string, options: SeedOptions = {}): SeedData {
  const { seed, doctors, patients, questions } = { ...defaultSeedOptions, ...options };
  const context = createSeedContext(seed, options.now ?? new Date(), passwordHash);

  const locations = generateLocations(context);
  const specialties = generateSpecialties(context);
  const people = generatePeople(context, locations, specialties, { doctors, patients });
  const patientIds = people.patients.map((patient) => patient.id);
  const agenda = generateAgenda(context, people.doctors, patientIds, people.demoPatientId);

  const generatedQuestions = generateQuestions(
    context,
    specialties,
    people.doctors,
    patientIds,
    people.demoPatientId,
    questions,
  );
  const articles = generateArticles(context);
  const doctorStats = generateDoctorStats(context, people.doctors);
  // Last, so the ids drawn before are the same with or without relatives.
  const relatives = generateRelatives(context, people.users, agenda.rdvs, people.demoPatientId);

  return {
    locations: locations.map((location) => location.row),
    specialties: specialties.map((specialty) => specialty.row),
    users: people.users,
    doctors: people.doctors.map((doctor) => doctor.doctor),
    patients: people.patients,
    secretaries: people.secretaries,
    working_hours: agenda.workingHours,
    services: agenda.services,
    relatives,
    rdvs: agenda.rdvs,
    payments: agenda.payments,
    refunds: agenda.refunds,
    questions: generatedQuestions,
    articles,
    doctor_stats: doctorStats,
  };
}
