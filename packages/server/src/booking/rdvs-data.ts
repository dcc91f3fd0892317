import { STANDARD_VISIT_TYPE, type components } from '@tabib/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  Database,
  NewRdv,
  RdvRow,
  RdvStatus,
  RefundStatus,
  RelativeRelation,
  Sexe,
} from '../platform/db/schema.js';
import { activeRdvStatuses } from '../platform/db/schema.js';
import { toDoctorSummary } from '../doctors/doctors-data.js';
import { offerFreedSlots } from './waitlist-data.js';
import { refreshAvailabilityOf } from './availability-data.js';
import { isWalkInEmail } from '../accounts/walk-in.js';

/*
 * The rdv aggregate: rdvs ⨝ the doctor's summary ⨝ the patient, mapped to the spec's `Rdv`
 * (docs/decisions/001-domain-model.md).
 */

export type PatientSummary = components['schemas']['PatientSummary'];

export type RefundView = components['schemas']['Refund'];

export type RdvPayment = components['schemas']['RdvPayment'];

export type Rdv = components['schemas']['Rdv'];

/** Who an rdv booked for a relative is for (docs/decisions/041-relatives.md). */
export type RdvRelative = components['schemas']['RdvRelative'];

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The columns of an `Rdv`'s doctor and patient summaries, over the joins `d` (doctors), `du` (the
 * doctor's user), `s` (specialties), `l` (locations) and `pu` (the patient's user).
 */
const summaryColumns = [
  'd.address as doctor_address',
  'd.cancellation_cutoff_hours',
  'du.first_name as doctor_first_name',
  'du.last_name as doctor_last_name',
  'du.photo_url as doctor_photo_url',
  's.id as specialty_id',
  's.name_fr as specialty_name_fr',
  'l.label as city_label',
  'pu.first_name as patient_first_name',
  'pu.last_name as patient_last_name',
  'pu.sexe as patient_sexe',
  'pu.phone as patient_phone',
  'pu.email as patient_email',
] as const;

/** The columns of an `Rdv`'s `forRelative`, over the left join `rel` (relatives) on `r.relative_id`. */
const relativeColumns = [
  'r.relative_id',
  'rel.first_name as relative_first_name',
  'rel.last_name as relative_last_name',
  'rel.birth_date as relative_birth_date',
  'rel.sexe as relative_sexe',
  'rel.relation as relative_relation',
] as const;

function selectRdvs(db: Db) {
  return (
    db
      .selectFrom('rdvs as r')
      .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
      .innerJoin('users as du', 'du.id', 'r.doctor_id')
      .innerJoin('specialties as s', 's.id', 'd.specialty_id')
      .innerJoin('locations as l', 'l.id', 'd.city_id')
      .innerJoin('users as pu', 'pu.id', 'r.patient_id')
      .leftJoin('relatives as rel', 'rel.id', 'r.relative_id')
      .leftJoin('services as sv', 'sv.id', 'r.service_id')
      // docs/decisions/035: the payment that paid the rdv, and its refund.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('payments as pp')
            .select(['pp.id as paid_payment_id', 'pp.amount as paid_amount', 'pp.paid_at'])
            .whereRef('pp.rdv_id', '=', 'r.id')
            .where('pp.status', '=', 'paid')
            .orderBy('pp.paid_at', 'desc')
            .limit(1)
            .as('pay'),
        (join) => join.onTrue(),
      )
      .leftJoin('refunds as rf', 'rf.payment_id', 'pay.paid_payment_id')
      .select([
        'r.id',
        'r.doctor_id',
        'r.patient_id',
        'r.date',
        'r.end_date',
        'r.status',
        'r.visit_type',
        'r.visit_type_names',
        'r.service_id',
        'r.price',
        'r.payment_mode',
        'r.payment_status',
        'r.payment_hold_until',
        'r.reason',
        'r.cancel_reason',
        'r.cancelled_by',
        'r.remote',
        'r.remote_consent',
        'r.remote_note',
        'r.remote_note_at',
        'r.created_at',
        'r.updated_at',
        ...summaryColumns,
        ...relativeColumns,
        'sv.name as service_name',
        'sv.names as service_names',
        'pay.paid_amount',
        'pay.paid_at',
        'rf.status as refund_status',
        'rf.amount as refund_amount',
        'rf.requested_at as refund_requested_at',
        'rf.completed_at as refund_completed_at',
      ])
  );
}

export type RdvReadRow = Awaited<ReturnType<ReturnType<typeof selectRdvs>['executeTakeFirstOrThrow']>>;

/** The refund columns of an rdv read, as the spec's `Refund` (null when there is none). */
export function toRefundView(row: {
  refund_status: RefundStatus | null;
  refund_amount: number | null;
  refund_requested_at: Date | null;
  refund_completed_at: Date | null;
}): RefundView | null {
  if (row.refund_status === null || row.refund_amount === null || row.refund_requested_at === null) {
    return null;
  }
  return {
    status: row.refund_status,
    amount: row.refund_amount,
    requestedAt: row.refund_requested_at.toISOString(),
    completedAt: row.refund_completed_at?.toISOString() ?? null,
  };
}

/** The relative columns of an rdv read, as the spec's `RdvRelative` (null: the rdv is for the patient). */
export function toRdvRelative(row: {
  relative_id: string | null;
  relative_first_name: string | null;
  relative_last_name: string | null;
  relative_birth_date: string | null;
  relative_sexe: Sexe | null;
  relative_relation: RelativeRelation | null;
}): RdvRelative | null {
  if (row.relative_id === null || row.relative_birth_date === null) return null;
  return {
    _id: row.relative_id,
    name: `${row.relative_first_name} ${row.relative_last_name}`,
    birthDate: row.relative_birth_date,
    sexe: row.relative_sexe as Sexe,
    relation: row.relative_relation as RelativeRelation,
  };
}

/**
 * docs/decisions/015: when the slot of an active rdv awaiting its online payment stops being held;
 * undefined when nothing is awaited (paid, at the practice, or no longer active).
 */
export function paymentHoldEnd(
  row: Pick<RdvReadRow, 'status' | 'payment_status' | 'payment_hold_until'>,
): Date | undefined {
  const awaited =
    row.payment_hold_until !== null &&
    row.payment_status !== 'paid' &&
    (activeRdvStatuses as readonly RdvStatus[]).includes(row.status);
  return awaited ? (row.payment_hold_until ?? undefined) : undefined;
}

export function toRdv(row: RdvReadRow): Rdv {
  return {
    _id: row.id,
    doctor: toDoctorSummary({
      id: row.doctor_id,
      first_name: row.doctor_first_name,
      last_name: row.doctor_last_name,
      photo_url: row.doctor_photo_url,
      address: row.doctor_address,
      specialty_id: row.specialty_id,
      specialty_name_fr: row.specialty_name_fr,
      city_label: row.city_label,
    }),
    patient: {
      _id: row.patient_id,
      name: `${row.patient_first_name} ${row.patient_last_name}`,
      sexe: row.patient_sexe,
      phone: row.patient_phone,
      ...(!isWalkInEmail(row.patient_email) && { email: row.patient_email }),
    },
    forRelative: toRdvRelative(row),
    date: row.date.toISOString(),
    endDate: row.end_date.toISOString(),
    status: row.status,
    // An rdv booked for a service stores no visit type; its name is the service's (docs/decisions/043).
    visitType: row.visit_type ?? row.service_name ?? STANDARD_VISIT_TYPE,
    visitTypeNames:
      row.visit_type === null && row.service_names !== null ? row.service_names : row.visit_type_names,
    service: row.service_id,
    price: row.price,
    paymentMode: row.payment_mode,
    paymentStatus: row.payment_status,
    payment: {
      status: row.payment_status,
      amount: row.paid_amount ?? row.price,
      method: row.payment_mode,
      paidAt: row.paid_at?.toISOString() ?? null,
      holdUntil: paymentHoldEnd(row)?.toISOString() ?? null,
      refund: toRefundView(row),
    },
    reason: row.reason,
    cancelReason: row.cancel_reason,
    cancelledBy: row.cancelled_by,
    remote: row.remote,
    remoteConsent: row.remote_consent,
    remoteNote:
      row.remote_note === null || row.remote_note_at === null
        ? null
        : { text: row.remote_note, writtenAt: row.remote_note_at.toISOString() },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findRdvRow(db: Db, rdvId: string): Promise<RdvReadRow | undefined> {
  return selectRdvs(db).where('r.id', '=', rdvId).executeTakeFirst();
}

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

export type RdvSort = 'date' | '-date' | 'createdAt' | '-createdAt';

export interface RdvFilter {
  doctor?: string;
  patient?: string;
  status?: RdvStatus | RdvStatus[];
  /** Rdvs starting at or after this instant. */
  from?: string;
  /** Rdvs starting before this instant. */
  to?: string;
}

export type RdvPage = components['schemas']['RdvPage'];

export async function listRdvs(
  db: Db,
  filter: RdvFilter,
  sort: RdvSort,
  page: number,
  limit: number,
): Promise<RdvPage> {
  let query = selectRdvs(db);
  if (filter.doctor !== undefined) query = query.where('r.doctor_id', '=', filter.doctor);
  if (filter.patient !== undefined) query = query.where('r.patient_id', '=', filter.patient);
  if (filter.status !== undefined) {
    const statuses = Array.isArray(filter.status) ? filter.status : [filter.status];
    query = query.where('r.status', 'in', statuses);
  }
  if (filter.from !== undefined) query = query.where('r.date', '>=', new Date(filter.from));
  if (filter.to !== undefined) query = query.where('r.date', '<', new Date(filter.to));

  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const column = sort.endsWith('date') ? 'r.date' : 'r.created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const rows = await query
    .orderBy(column, direction)
    .orderBy('r.id', direction)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const totalResults = Number(total);
  return { results: rows.map(toRdv), page, limit, totalPages: Math.ceil(totalResults / limit), totalResults };
}

export interface RdvCountFilter {
  doctor: string;
  status?: RdvStatus;
  patientSexe?: Sexe;
}

export async function countRdvs(db: Db, filter: RdvCountFilter): Promise<number> {
  let query = db
    .selectFrom('rdvs as r')
    .innerJoin('users as pu', 'pu.id', 'r.patient_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('r.doctor_id', '=', filter.doctor);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  if (filter.patientSexe !== undefined) query = query.where('pu.sexe', '=', filter.patientSexe);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** Spec-visible reason of an rdv cancelled because its payment hold ran out (docs/decisions/015). */
export const PAYMENT_HOLD_CANCEL_REASON = 'payment not completed';

/**
 * docs/decisions/015-payment-hold.md: cancels the active rdvs whose payment hold ended with no paid
 * payment (of one doctor, or one rdv, or all) and expires their pending payments. The conditional
 * UPDATE re-checks `payment_status` on a row a settling webhook just wrote, so a paid rdv is never
 * released. The doctors' agendas are locked first, the order every booking and move takes, and their
 * availability recounted in the same transaction (docs/decisions/036). Returns how many rdvs were
 * released; their slots are offered to the waiting list.
 */
export async function releaseExpiredPaymentHolds(
  db: Kysely<Database>,
  now: Date,
  scope: { doctorId?: string; rdvId?: string } = {},
): Promise<number> {
  let expiring = db
    .selectFrom('rdvs')
    .select('doctor_id')
    .distinct()
    .where('payment_hold_until', '<=', now)
    .where('status', 'in', activeRdvStatuses)
    .where('payment_status', '<>', 'paid');
  if (scope.doctorId !== undefined) expiring = expiring.where('doctor_id', '=', scope.doctorId);
  if (scope.rdvId !== undefined) expiring = expiring.where('id', '=', scope.rdvId);
  // Most calls find nothing: one read, no transaction.
  const doctorIds = (await expiring.execute()).map((row) => row.doctor_id);
  if (doctorIds.length === 0) return 0;
  const released = await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('doctors')
      .select('id')
      .where('id', 'in', doctorIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    const rows = await trx
      .with('released', (qb) => {
        let update = qb
          .updateTable('rdvs')
          .set({
            status: 'cancelled',
            cancel_reason: PAYMENT_HOLD_CANCEL_REASON,
            // On the patient's behalf: it is their payment that did not complete.
            cancelled_by: 'patient',
            payment_status: 'unpaid',
            updated_at: now,
          })
          .where('doctor_id', 'in', doctorIds)
          .where('payment_hold_until', '<=', now)
          .where('status', 'in', activeRdvStatuses)
          .where('payment_status', '<>', 'paid');
        if (scope.rdvId !== undefined) update = update.where('id', '=', scope.rdvId);
        return update.returning(['id', 'doctor_id', 'date', 'end_date', 'patient_id']);
      })
      .with('expired', (qb) =>
        qb
          .updateTable('payments')
          .set({ status: 'expired', updated_at: now })
          .where('status', '=', 'pending')
          .where('rdv_id', 'in', (eb) => eb.selectFrom('released').select('id'))
          .returning('id'),
      )
      .selectFrom('released')
      .selectAll()
      .execute();
    await refreshAvailabilityOf(
      trx,
      rows.map((rdv) => ({ doctorId: rdv.doctor_id, start: rdv.date, end: rdv.end_date })),
      now,
    );
    return rows;
  });
  // docs/decisions/029-waitlist.md: a released slot goes to the doctor's waiting list.
  await offerFreedSlots(
    db,
    released.map((rdv) => ({
      rdvId: rdv.id,
      doctorId: rdv.doctor_id,
      start: rdv.date,
      patientId: rdv.patient_id,
    })),
    now,
  );
  return released.length;
}
