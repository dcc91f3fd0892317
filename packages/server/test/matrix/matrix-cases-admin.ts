import { insertFreeSecretary } from './matrix-fixture.js';
import { freshPaidRdv, type MatrixCase } from './matrix-case.js';

/** The back office: the outbox, doctors, users, the audit log and refunds. */
export const adminCases: Record<string, MatrixCase> = {
  listOutbox: { roles: ['admin'], request: () => ({ method: 'GET', path: '/outbox' }) },

  listAdminDoctors: { roles: ['admin'], request: () => ({ method: 'GET', path: '/admin/doctors' }) },
  updateAdminDoctor: {
    roles: ['admin'],
    request: ({ f }) => ({
      method: 'PATCH',
      path: `/admin/doctors/${f.otherDoctorId}`,
      body: { teleconsultationFirstVisits: true },
    }),
  },
  listAdminUsers: { roles: ['admin'], request: () => ({ method: 'GET', path: '/admin/users' }) },
  // A new account each time, so blocking it locks no caller of the matrix out.
  updateAdminUser: {
    roles: ['admin'],
    request: async ({ db }) => ({
      method: 'PATCH',
      path: `/admin/users/${(await insertFreeSecretary(db)).id}`,
      body: { blocked: true },
    }),
  },
  listAuditLog: { roles: ['admin'], request: () => ({ method: 'GET', path: '/admin/audit' }) },
  listAdminRefunds: {
    roles: ['admin'],
    request: () => ({ method: 'GET', path: '/admin/refunds', query: { status: 'requested' } }),
  },
  completeAdminRefund: {
    roles: ['admin'],
    request: async (context) => ({
      method: 'POST',
      path: `/admin/refunds/${(await freshPaidRdv(context, true)).refundId}/complete`,
      body: { reference: 'VIR-2026-0042' },
    }),
  },
};
