import type { Insertable } from 'kysely';
import type { RdvsTable, RelativesTable, UsersTable } from '../platform/db/schema.js';
import type { SeedContext } from './context.js';

/** The demo's families: who each of the first two patients with an upcoming rdv books for. */
const families = [
  [
    { first_name: 'Yasmine', years: 6, sexe: 'F', relation: 'child' },
    { first_name: 'Adam', years: 3, sexe: 'M', relation: 'child' },
  ],
  [{ first_name: 'Fatma', years: 71, sexe: 'F', relation: 'parent' }],
] as const;

/**
 * docs/decisions/041-relatives.md: a few relatives of two patients (never the demo patient, whose data
 * the tests read), and one upcoming rdv of each of those patients turned into an rdv for their first
 * relative — so the agenda and the patients' lists show bookings for a relative without changing how
 * many rdvs the seed has.
 */
export function generateRelatives(
  context: SeedContext,
  users: Insertable<UsersTable>[],
  rdvs: Insertable<RdvsTable>[],
  demoPatientId: string,
): Insertable<RelativesTable>[] {
  const lastNames = new Map(users.map((user) => [user.id, user.last_name]));
  const upcoming = rdvs.filter(
    (rdv) =>
      rdv.patient_id !== demoPatientId &&
      (rdv.status === 'pending' || rdv.status === 'confirmed') &&
      new Date(rdv.date as Date | string) > context.now,
  );
  const patients = [...new Set(upcoming.map((rdv) => rdv.patient_id))].slice(0, families.length);
  return patients.flatMap((patientId, index) => {
    const relatives = families[index]!.map((relative) => ({
      id: context.id(),
      patient_id: patientId,
      first_name: relative.first_name,
      last_name: lastNames.get(patientId) ?? '',
      birth_date: `${Number(context.today.slice(0, 4)) - relative.years}-01-15`,
      sexe: relative.sexe,
      relation: relative.relation,
    }));
    upcoming.find((rdv) => rdv.patient_id === patientId)!.relative_id = relatives[0]!.id;
    return relatives;
  });
}
