import {
  type AdminDoctorFilter,
  type AdminUserChange,
  type AdminUserFilter,
  listAdminDoctors,
  listAdminUsers,
  updateAdminUser,
} from '../../data/admin.js';
import { type AuditFilter, listAuditLog } from '../../data/audit.js';
import { type AdminRefundFilter, completeAdminRefund, listAdminRefunds } from '../../data/refunds.js';
import {
  createSpecialty,
  type SpecialtyInput,
  type SpecialtyUpdate,
  updateSpecialty,
} from '../../data/catalog.js';
import { type ApiDeps, type HandlerMap, notFound, requireCaller } from '../context.js';

type Paging = { page: number; limit: number };

/**
 * The back office (spec tag `admin`) and the specialty writes. Every operation here is `x-roles: [admin]`,
 * which the spec plugin enforces before a handler runs; writes are audited by the data functions.
 */
export function createAdminHandlers(deps: ApiDeps): HandlerMap {
  const { db } = deps;
  return {
    async listAdminDoctors(request) {
      const { page, limit, ...filter } = request.query as AdminDoctorFilter & Paging;
      return listAdminDoctors(db, filter, { page, limit });
    },

    async listAdminUsers(request) {
      const { page, limit, ...filter } = request.query as AdminUserFilter & Paging;
      return listAdminUsers(db, filter, { page, limit });
    },

    async updateAdminUser(request) {
      const caller = requireCaller(request);
      const { id } = request.params as { id: string };
      const user = await updateAdminUser(db, id, request.body as AdminUserChange, caller.userId, deps.now());
      if (!user) throw notFound('User');
      return user;
    },

    async listAuditLog(request) {
      const { page, limit, ...filter } = request.query as AuditFilter & Paging;
      return listAuditLog(db, filter, { page, limit });
    },

    async listAdminRefunds(request) {
      const { page, limit, ...filter } = request.query as AdminRefundFilter & Paging;
      return listAdminRefunds(db, filter, { page, limit });
    },

    async completeAdminRefund(request) {
      const caller = requireCaller(request);
      const { id } = request.params as { id: string };
      const { reference } = request.body as { reference?: string };
      const refund = await completeAdminRefund(db, id, reference, caller.userId, deps.now());
      if (!refund) throw notFound('Refund');
      return refund;
    },

    async createSpecialty(request, reply) {
      const caller = requireCaller(request);
      const specialty = await createSpecialty(db, request.body as SpecialtyInput, caller.userId, deps.now());
      reply.code(201);
      return specialty;
    },

    async updateSpecialty(request) {
      const caller = requireCaller(request);
      const { id } = request.params as { id: string };
      const specialty = await updateSpecialty(
        db,
        id,
        request.body as SpecialtyUpdate,
        caller.userId,
        deps.now(),
      );
      if (!specialty) throw notFound('Specialty');
      return specialty;
    },
  };
}
