import { listAdminDoctors, listAdminUsers, updateAdminDoctor, updateAdminUser } from './admin-data.js';
import { listAuditLog } from '../platform/audit.js';
import { completeAdminRefund, listAdminRefunds } from '../payments/refunds-data.js';
import { createSpecialty, updateSpecialty } from '../content/catalog-data.js';
import { type ApiDeps, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/**
 * The back office (spec tag `admin`) and the specialty writes. Every operation here is `x-roles: [admin]`,
 * which the spec plugin enforces before a handler runs; writes are audited by the data functions.
 */
export function createAdminHandlers(deps: ApiDeps) {
  const { db } = deps;
  return {
    async listAdminDoctors(request) {
      const { page, limit, ...filter } = request.query;
      return listAdminDoctors(db, filter, { page, limit });
    },

    async updateAdminDoctor(request) {
      const caller = requireCaller(request);
      const doctor = await updateAdminDoctor(db, request.params.id, request.body, caller.userId, deps.now());
      if (!doctor) throw notFound('Doctor');
      return doctor;
    },

    async listAdminUsers(request) {
      const { page, limit, ...filter } = request.query;
      return listAdminUsers(db, filter, { page, limit });
    },

    async updateAdminUser(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const user = await updateAdminUser(db, id, request.body, caller.userId, deps.now());
      if (!user) throw notFound('User');
      return user;
    },

    async listAuditLog(request) {
      const { page, limit, ...filter } = request.query;
      return listAuditLog(db, filter, { page, limit });
    },

    async listAdminRefunds(request) {
      const { page, limit, ...filter } = request.query;
      return listAdminRefunds(db, filter, { page, limit });
    },

    async completeAdminRefund(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const { reference } = request.body;
      const refund = await completeAdminRefund(db, id, reference, caller.userId, deps.now());
      if (!refund) throw notFound('Refund');
      return refund;
    },

    async createSpecialty(request, reply) {
      const caller = requireCaller(request);
      const specialty = await createSpecialty(db, request.body, caller.userId, deps.now());
      reply.code(201);
      return specialty;
    },

    async updateSpecialty(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const specialty = await updateSpecialty(db, id, request.body, caller.userId, deps.now());
      if (!specialty) throw notFound('Specialty');
      return specialty;
    },
  } satisfies Handlers;
}
