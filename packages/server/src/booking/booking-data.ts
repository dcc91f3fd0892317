import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NewRdv, RdvRow, RelativeRelation, Sexe } from '../platform/db/schema.js';
import { activeRdvStatuses } from '../platform/db/schema.js';
import { type RdvReadRow, summaryColumns } from './rdvs-data.js';

/*
 * The booking's locks and writes over rdvs: the doctor's agenda lock, the overlap check, the booking
 * context, the patient's upcoming counts and the insert (booking-agenda.ts runs them in order).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** SQLSTATE 23505: the partial unique index over active rdvs refused a second booking of a slot. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Serialises the bookings and moves of one doctor's agenda for the rest of the transaction, so the
 * overlap check that follows sees every committed rdv (READ COMMITTED takes a new snapshot per statement).
 */
export async function lockDoctorAgenda(trx: Transaction<Database>, doctorId: string): Promise<void> {
  await trx.selectFrom('doctors').select('id').where('id', '=', doctorId).forUpdate().execute();
}

/**
 * Whether an active rdv of the doctor overlaps `[start, end)` with a different start. Same-start
 * conflicts are left to the unique index, which is the guarantee against double booking.
 */
export async function hasOverlappingRdv(
  trx: Transaction<Database>,
  doctorId: string,
  start: Date,
  end: Date,
  exceptRdvId?: string,
): Promise<boolean> {
  let query = trx
    .selectFrom('rdvs')
    .select('id')
    .where('doctor_id', '=', doctorId)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('date', '<', end)
    .where('end_date', '>', start)
    .where('date', '<>', start);
  if (exceptRdvId !== undefined) query = query.where('id', '<>', exceptRdvId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The start of a booking, in one statement: locks the doctor's agenda (as `lockDoctorAgenda`) and
 * reads what the booking needs — the public doctor's fee, payment setting and summary, their working
 * hours, and the patient's columns of the `Rdv`. Undefined when the doctor is not public.
 */
export async function lockBookingContext(trx: Transaction<Database>, doctorId: string, patientId: string) {
  return trx
    .selectFrom('doctors as d')
    .innerJoin('users as du', 'du.id', 'd.id')
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .leftJoin('working_hours as wh', 'wh.doctor_id', 'd.id')
    .leftJoin('users as pu', (join) => join.on('pu.id', '=', patientId))
    .select([
      'd.fee',
      'd.accepts_online_payment',
      'd.max_upcoming_rdvs_per_patient',
      'd.teleconsultation_first_visits',
      'wh.timezone',
      'wh.slot_minutes',
      'wh.schedule',
      'wh.absences',
      'wh.visit_types',
      ...summaryColumns,
    ])
    .where('d.id', '=', doctorId)
    .where('d.is_verified', '=', true)
    .where('d.is_active', '=', true)
    .where('du.blocked', '=', false)
    .forUpdate('d')
    .executeTakeFirst();
}

export type BookingContext = NonNullable<Awaited<ReturnType<typeof lockBookingContext>>>;

/**
 * The patient's upcoming active rdvs: those of the person they are for (`relativeId`, or the patient
 * themselves when null) with one doctor, and the account's overall (docs/decisions/041-relatives.md).
 */
function upcomingRdvCounts(
  db: Db,
  patientId: string,
  doctorId: string,
  relativeId: string | null,
  now: Date,
) {
  return db
    .selectFrom('users as u')
    .select((eb) => {
      const upcoming = () =>
        eb
          .selectFrom('rdvs')
          .whereRef('rdvs.patient_id', '=', 'u.id')
          .where('rdvs.status', 'in', activeRdvStatuses)
          .where('rdvs.date', '>', now);
      return [
        upcoming().select(eb.fn.countAll<string>().as('n')).as('overall'),
        upcoming()
          .where('rdvs.doctor_id', '=', doctorId)
          .where('rdvs.relative_id', relativeId === null ? 'is' : '=', relativeId)
          .select(eb.fn.countAll<string>().as('n'))
          .as('with_doctor'),
      ];
    })
    .where('u.id', '=', patientId);
}

export interface UpcomingRdvCounts {
  withDoctor: number;
  overall: number;
}

const countsOf = (row: { with_doctor: unknown; overall: unknown } | undefined): UpcomingRdvCounts => ({
  withDoctor: Number(row?.with_doctor ?? 0),
  overall: Number(row?.overall ?? 0),
});

/** `upcomingRdvCounts` with the patient's row locked: the booking's check (docs/decisions/034). */
export async function lockPatientUpcomingRdvs(
  trx: Transaction<Database>,
  patientId: string,
  doctorId: string,
  relativeId: string | null,
  now: Date,
): Promise<UpcomingRdvCounts> {
  return countsOf(
    await upcomingRdvCounts(trx, patientId, doctorId, relativeId, now).forUpdate().executeTakeFirst(),
  );
}

/** `upcomingRdvCounts` of the patient themselves, read before booking (spec `getBookingAllowance`). */
export async function countPatientUpcomingRdvs(
  db: Db,
  patientId: string,
  doctorId: string,
  now: Date,
): Promise<UpcomingRdvCounts> {
  return countsOf(await upcomingRdvCounts(db, patientId, doctorId, null, now).executeTakeFirst());
}

/** The patient's active rdv with the doctor at `date`, if they hold one (spec `bookRdv`'s `SLOT_HELD_BY_YOU`). */
export async function findOwnActiveRdvAt(
  db: Db,
  patientId: string,
  doctorId: string,
  date: Date,
): Promise<Pick<RdvRow, 'id' | 'status' | 'payment_status' | 'payment_hold_until'> | undefined> {
  return db
    .selectFrom('rdvs')
    .select(['id', 'status', 'payment_status', 'payment_hold_until'])
    .where('patient_id', '=', patientId)
    .where('doctor_id', '=', doctorId)
    .where('date', '=', date)
    .where('status', 'in', activeRdvStatuses)
    .executeTakeFirst();
}

/**
 * Inserts the rdv unless an active rdv of the doctor overlaps it with a different start (the check
 * of `hasOverlappingRdv`, in the same statement); same-start conflicts are the unique index's, which
 * raises 23505. Run under the agenda lock. Returns the inserted row, or undefined on an overlap.
 */
export async function insertRdvUnlessOverlapping(
  trx: Transaction<Database>,
  rdv: NewRdv & { date: Date; end_date: Date },
): Promise<RdvRow | undefined> {
  const columns = Object.keys(rdv) as (keyof NewRdv & string)[];
  // INSERT … SELECT: PostgreSQL types each parameter from its target column.
  const values = trx
    .selectNoFrom(columns.map((column) => sql`${rdv[column]}`.as(column)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rdvs')
            .select('id')
            .where('doctor_id', '=', rdv.doctor_id)
            .where('status', 'in', ['pending', 'confirmed'])
            .where('date', '<', rdv.end_date)
            .where('end_date', '>', rdv.date)
            .where('date', '<>', rdv.date),
        ),
      ),
    );
  return trx.insertInto('rdvs').columns(columns).expression(values).returningAll().executeTakeFirst();
}

/** The relative an rdv is booked for, as an rdv read carries it. */
export interface BookedRelative {
  relative_first_name: string;
  relative_last_name: string;
  relative_birth_date: string;
  relative_sexe: Sexe;
  relative_relation: RelativeRelation;
}

/** The `RdvReadRow` of a just-booked rdv, from its inserted row and its booking context. */
export function bookedRdvRow(
  rdv: RdvRow,
  context: BookingContext,
  service: Pick<RdvReadRow, 'service_name' | 'service_names'>,
  relative: BookedRelative | undefined,
): RdvReadRow {
  return {
    ...rdv,
    relative_first_name: relative?.relative_first_name ?? null,
    relative_last_name: relative?.relative_last_name ?? null,
    relative_birth_date: relative?.relative_birth_date ?? null,
    relative_sexe: relative?.relative_sexe ?? null,
    relative_relation: relative?.relative_relation ?? null,
    doctor_address: context.doctor_address,
    cancellation_cutoff_hours: context.cancellation_cutoff_hours,
    doctor_first_name: context.doctor_first_name,
    doctor_last_name: context.doctor_last_name,
    doctor_photo_url: context.doctor_photo_url,
    specialty_id: context.specialty_id,
    specialty_name_fr: context.specialty_name_fr,
    city_label: context.city_label,
    patient_first_name: context.patient_first_name as string,
    patient_last_name: context.patient_last_name as string,
    patient_sexe: context.patient_sexe ?? null,
    patient_phone: context.patient_phone ?? null,
    patient_email: context.patient_email as string,
    ...service,
    // Just booked: nothing paid yet.
    paid_amount: null,
    paid_at: null,
    refund_status: null,
    refund_amount: null,
    refund_requested_at: null,
    refund_completed_at: null,
  };
}
