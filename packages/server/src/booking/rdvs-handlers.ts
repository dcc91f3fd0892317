import { countRdvs, findRdvRow, listRdvs, type RdvFilter, type RdvReadRow, toRdv } from './rdvs-data.js';
import { countPatientUpcomingRdvs } from './booking-data.js';
import { findRdvReceipt } from '../payments/payments-data.js';
import type { RdvStatus } from '../platform/db/schema.js';
import { runRefund } from '../payments/refunds.js';
import { bookRdv } from './booking.js';
import { actorOf, changeRdvStatus, rescheduleRdv } from './rdv-changes.js';
import {
  type ApiDeps,
  actingDoctor,
  adminUserIdOf,
  type Caller,
  forbidden,
  notFound,
  requireCaller,
} from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';
import { requestLanguage } from '../platform/api/reader-language.js';
import { teleconsultationAllowance } from '../teleconsultation/rules.js';
import { keptAnswer } from '../platform/api/idempotency.js';

/** x-ownership of rdv reads and writes: the rdv's patient, its doctor or their secretary, or an admin. */
export function mayAccessRdv(caller: Caller, rdv: Pick<RdvReadRow, 'patient_id' | 'doctor_id'>): boolean {
  const actor = actorOf(caller, rdv);
  return actor.isOwnerPatient || actor.isDoctorSide || caller.role === 'admin';
}

export async function loadAccessibleRdv(deps: ApiDeps, caller: Caller, rdvId: string): Promise<RdvReadRow> {
  const rdv = await findRdvRow(deps.db, rdvId);
  if (rdv === undefined) throw notFound('Rdv');
  if (!mayAccessRdv(caller, rdv)) throw forbidden();
  return rdv;
}

/** spec `GET /rdvs` x-ownership: patient → themselves, doctor/secretary → their doctor (defaulted). */
function ownedFilter(caller: Caller, filter: RdvFilter): RdvFilter {
  if (caller.role === 'admin') return filter;
  if (caller.role === 'patient') {
    if (filter.patient !== undefined && filter.patient !== caller.userId) throw forbidden();
    return { ...filter, patient: caller.userId };
  }
  return { ...filter, doctor: actingDoctor(caller, filter.doctor) };
}

export function createRdvHandlers(deps: ApiDeps) {
  /** A status change, then the refund it opened asked of the provider (docs/decisions/035). */
  async function changeStatus(caller: Caller, rdv: RdvReadRow, to: RdvStatus, reason: string | undefined) {
    const now = deps.now();
    const change = await changeRdvStatus(
      deps.db,
      rdv,
      actorOf(caller, rdv),
      to,
      reason,
      now,
      adminUserIdOf(caller),
    );
    if (change.refundId === undefined) return toRdv(change.rdv);
    await runRefund(deps.db, deps.paymentProvider, change.refundId, now);
    return toRdv((await findRdvRow(deps.db, rdv.id)) as RdvReadRow);
  }

  return {
    async listRdvs(request) {
      const caller = requireCaller(request);
      const { query = {}, sort, page, limit } = request.query;
      return listRdvs(deps.db, ownedFilter(caller, query), sort, page, limit);
    },

    async bookRdv(request, reply) {
      const caller = requireCaller(request);
      const body = request.body;
      // docs/decisions/052: the answer to the Idempotency-Key commits with the rdv.
      const kept = keptAnswer(request);
      const rdv = await bookRdv(
        deps.db,
        {
          patientId: caller.userId,
          doctorId: body.doctor,
          date: new Date(body.date),
          ...(body.visitType !== undefined && { visitTypeId: body.visitType }),
          ...(body.service !== undefined && { serviceId: body.service }),
          ...(body.paymentMode !== undefined && { paymentMode: body.paymentMode }),
          ...(body.reason !== undefined && { reason: body.reason }),
          ...(body.relativeId !== undefined && { relativeId: body.relativeId }),
          ...(body.remoteConsent !== undefined && { remoteConsent: body.remoteConsent }),
        },
        deps.now(),
        deps.config,
        { enabled: deps.config.teleconsultation, locale: requestLanguage(request) ?? 'fr' },
        kept && ((trx, booked) => kept.keep(trx, 201, toRdv(booked))),
      );
      kept?.committed();
      reply.code(201);
      return toRdv(rdv);
    },

    async getRdv(request) {
      return toRdv(await loadAccessibleRdv(deps, requireCaller(request), request.params.id));
    },

    async rescheduleRdv(request) {
      const caller = requireCaller(request);
      const rdv = await loadAccessibleRdv(deps, caller, request.params.id);
      const { date } = request.body;
      return toRdv(await rescheduleRdv(deps.db, rdv, actorOf(caller, rdv), new Date(date), deps.now()));
    },

    async cancelRdv(request) {
      const caller = requireCaller(request);
      const rdv = await loadAccessibleRdv(deps, caller, request.params.id);
      const { reason } = request.body;
      return changeStatus(caller, rdv, 'cancelled', reason);
    },

    async updateRdvStatus(request) {
      const caller = requireCaller(request);
      const rdv = await loadAccessibleRdv(deps, caller, request.query.id);
      const { status, reason } = request.body;
      return changeStatus(caller, rdv, status, reason);
    },

    async getRdvReceipt(request) {
      const rdv = await loadAccessibleRdv(deps, requireCaller(request), request.params.id);
      const receipt = await findRdvReceipt(deps.db, rdv);
      if (receipt === undefined) throw notFound('Receipt');
      return receipt;
    },

    async countRdvs(request) {
      const caller = requireCaller(request);
      const { query } = request.query;
      const doctor = actingDoctor(caller, query.doctor);
      const count = await countRdvs(deps.db, {
        doctor,
        ...(query.status !== undefined && { status: query.status }),
        ...(query['patient.sexe'] !== undefined && { patientSexe: query['patient.sexe'] }),
      });
      return { count };
    },

    async getBookingAllowance(request) {
      const caller = requireCaller(request);
      const doctorId = request.query.doctor;
      const doctor = await deps.db
        .selectFrom('doctors')
        .select('max_upcoming_rdvs_per_patient')
        .where('id', '=', doctorId)
        .executeTakeFirst();
      if (doctor === undefined) throw notFound('Doctor');
      const upcoming = await countPatientUpcomingRdvs(deps.db, caller.userId, doctorId, deps.now());
      return {
        withDoctor: { upcoming: upcoming.withDoctor, limit: doctor.max_upcoming_rdvs_per_patient },
        overall: { upcoming: upcoming.overall, limit: deps.config.maxUpcomingRdvsPerPatient },
        teleconsultation: await teleconsultationAllowance(deps.db, doctorId, caller.userId, deps.now()),
      };
    },
  } satisfies Handlers;
}
