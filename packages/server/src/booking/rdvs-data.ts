import { STANDARD_VISIT_TYPE, type components } from '@tabib/contract';
import { type Kysely, type Transaction } from 'kysely';
import type { Database, RdvStatus, RefundStatus, RelativeRelation, Sexe } from '../platform/db/schema.js';
import { activeRdvStatuses } from '../platform/db/schema.js';
import { toDoctorSummary } from '../doctors/doctors-data.js';
import { isWalkInEmail } from '../accounts/walk-in.js';

/*
 * The rdv aggregate: rdvs ⨝ the doctor's summary ⨝ the patient, mapped to the spec's `Rdv`
 * (docs/decisions/001-domain-model.md), and the reads and lists of rdvs. The booking's locks and writes are
 * in booking-data.ts, the release of expired payment holds in payment-holds-data.ts.
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
export const summaryColumns = [
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
