import type { Kysely } from 'kysely';
import type { Database, DoctorStatType, RdvStatus } from '../platform/db/schema.js';

/* The doctor statistics queries of `GET /rdvStats`, `/doctorStatsNumbers` and `/doctorStats`. */

export async function rdvDatesOf(
  db: Kysely<Database>,
  doctorId: string,
  from: Date,
  to: Date,
): Promise<{ date: Date; status: RdvStatus; remote: boolean }[]> {
  return db
    .selectFrom('rdvs')
    .select(['date', 'status', 'remote'])
    .where('doctor_id', '=', doctorId)
    .where('date', '>=', from)
    .where('date', '<', to)
    .execute();
}

export interface DoctorNumbers {
  displays: number;
  visits: number;
  rdvs: number;
  /** docs/decisions/054: teleconsultations are counted apart. */
  remoteRdvs: number;
  patients: number;
  questionsAnswered: number;
  feedbacks: number;
}

export async function doctorNumbers(db: Kysely<Database>, doctorId: string): Promise<DoctorNumbers> {
  const [stats, rdvs, questions] = await Promise.all([
    db
      .selectFrom('doctor_stats')
      .select(['type', (eb) => eb.fn.sum<number | string>('count').as('total')])
      .where('doctor_id', '=', doctorId)
      .groupBy('type')
      .execute(),
    db
      .selectFrom('rdvs')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('rdvs'),
        eb.fn.countAll<number | string>().filterWhere('remote', '=', true).as('remote_rdvs'),
        eb.fn.count<number | string>('patient_id').distinct().as('patients'),
      ])
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('questions')
      .select((eb) => [
        eb.fn.count<number | string>('answer').as('answered'),
        eb.fn.count<number | string>('patient_feedback_to_doctor').as('feedbacks'),
      ])
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow(),
  ]);
  const sumOf = (type: DoctorStatType) => Number(stats.find((row) => row.type === type)?.total ?? 0);
  return {
    displays: sumOf('display'),
    visits: sumOf('visit'),
    rdvs: Number(rdvs.rdvs),
    remoteRdvs: Number(rdvs.remote_rdvs),
    patients: Number(rdvs.patients),
    questionsAnswered: Number(questions.answered),
    feedbacks: Number(questions.feedbacks),
  };
}

/** Daily counts of one statistic between two days (inclusive, `YYYY-MM-DD`). */
export async function dailyStats(
  db: Kysely<Database>,
  doctorId: string,
  type: DoctorStatType,
  fromDay: string,
  toDay: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('doctor_stats')
    .select(['date', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('doctor_id', '=', doctorId)
    .where('type', '=', type)
    .where('date', '>=', fromDay)
    .where('date', '<=', toDay)
    .groupBy('date')
    .execute();
  return new Map(rows.map((row) => [row.date, Number(row.count)]));
}
