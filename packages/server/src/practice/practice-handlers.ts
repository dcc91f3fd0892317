import { deleteService, findService, insertService, listServices, updateService } from './services-data.js';
import { resultsPage } from '../platform/results-page.js';
import { findPracticePatients } from './patients-data.js';
import { toRdv } from '../booking/rdvs-data.js';
import { bookPracticeRdv } from '../booking/practice-booking.js';
import { DomainError } from '../platform/errors.js';
import {
  createWorkingHours,
  findWorkingHours,
  findWorkingHoursOfDoctor,
  replaceWorkingHours,
  toWorkingHours,
  withStoredRemote,
} from './working-hours-data.js';
import {
  type ApiDeps,
  actingDoctor,
  adminUserIdOf,
  forbidden,
  notFound,
  requireCaller,
} from '../platform/api/context.js';
import type { ApiRequest, Handlers } from '../platform/api/contract.js';
import { assertRemoteVisitTypes } from '../teleconsultation/rules.js';

/**
 * A doctor's practice: working hours (doctor, secretary or admin), services (the doctor only), and the
 * rdvs the practice makes for its patients (doctor or secretary, docs/decisions/040).
 */
export function createPracticeHandlers(deps: ApiDeps) {
  const { db } = deps;

  /** spec `updateService`/`deleteService` x-ownership: the service's benefactor only. */
  async function ownService(request: ApiRequest<'updateService' | 'deleteService'>) {
    const caller = requireCaller(request);
    const { id } = request.params;
    const service = await findService(db, id);
    if (!service) throw notFound('Service');
    if (service.benefactor_id !== caller.userId) throw forbidden();
    return service;
  }

  return {
    async getWorkingHours(request) {
      const { doctor } = request.query;
      const row = await findWorkingHoursOfDoctor(db, doctor);
      const results = row ? [toWorkingHours(row)] : [];
      return resultsPage(results, 1, 1, results.length);
    },

    async createWorkingHours(request, reply) {
      const input = request.body;
      const caller = requireCaller(request);
      const doctor = actingDoctor(caller, input.doctor);
      const exists = await db.selectFrom('doctors').select('id').where('id', '=', doctor).executeTakeFirst();
      if (!exists) throw notFound('Doctor');
      assertRemoteVisitTypes(input.visitTypes, deps.config.teleconsultation);
      const created = await createWorkingHours(db, { ...input, doctor }, deps.now(), adminUserIdOf(caller));
      reply.code(201);
      return created;
    },

    async updateWorkingHours(request) {
      const { id } = request.params;
      const input = request.body;
      const caller = requireCaller(request);
      const doctor = actingDoctor(caller, input.doctor);
      const row = await findWorkingHours(db, id);
      if (!row) throw notFound('Working hours');
      // x-ownership: their doctor's record only.
      if (row.doctor_id !== doctor) throw forbidden();
      // Decision 054: a remote visit type sent again without `remote` stays remote, and is checked as such.
      const visitTypes = withStoredRemote(input.visitTypes, row.visit_types);
      assertRemoteVisitTypes(visitTypes, deps.config.teleconsultation, row.visit_types);
      return replaceWorkingHours(
        db,
        id,
        { ...input, ...(visitTypes && { visitTypes }), doctor },
        deps.now(),
        adminUserIdOf(caller),
      );
    },

    async listServices(request) {
      const { query, sort, page, limit } = request.query;
      return listServices(db, query.benefactor, { sort, page, limit });
    },

    async createService(request, reply) {
      const caller = requireCaller(request);
      const service = await insertService(db, caller.userId, request.body, deps.now());
      reply.code(201);
      return service;
    },

    async updateService(request) {
      const service = await ownService(request);
      return updateService(db, service, request.body, deps.now());
    },

    async findPracticePatients(request) {
      const { doctor, phone, email } = request.query;
      const doctorId = actingDoctor(requireCaller(request), doctor);
      if (phone === undefined && email === undefined) {
        throw new DomainError('VALIDATION_FAILED', 'Give a phone or an e-mail.', 400);
      }
      return { results: await findPracticePatients(db, doctorId, { phone, email }) };
    },

    async createPracticeRdv(request, reply) {
      const body = request.body;
      const doctorId = actingDoctor(requireCaller(request), body.doctor);
      const rdv = await bookPracticeRdv(
        db,
        {
          doctorId,
          date: new Date(body.date),
          patient: '_id' in body.patient ? { id: body.patient._id } : body.patient,
          ...(body.visitType !== undefined && { visitTypeId: body.visitType }),
          ...(body.service !== undefined && { serviceId: body.service }),
          ...(body.reason !== undefined && { reason: body.reason }),
        },
        deps.now(),
      );
      reply.code(201);
      return toRdv(rdv);
    },

    async deleteService(request, reply) {
      const service = await ownService(request);
      await deleteService(db, service.id);
      reply.code(204);
    },
  } satisfies Handlers;
}
