import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** Every admin write adds one entry to the audit log (`GET /admin/audit`). */
export const auditLogChanged: InvalidateQueryFilters = { queryKey: apiKey('get', '/admin/audit') };

/**
 * An account blocked, unblocked or moved between patient and admin: every page of the accounts list
 * (the filters by role and blocked decide where it appears), its user record, and the audit log.
 */
export function adminUserChanged(userId: string): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/admin/users') },
    { queryKey: apiKey('get', '/users', { query: { id: userId } }) },
    auditLogChanged,
  ];
}

/**
 * A doctor's profile or flags changed: the back office's doctor list (verified and active are its
 * columns and filters) and, when an admin made the change, the audit log.
 */
export function adminDoctorChanged(): InvalidateQueryFilters[] {
  return [{ queryKey: apiKey('get', '/admin/doctors') }, auditLogChanged];
}

/** Every page of the back office's refunds (a refund's status is their filter). */
export const adminRefundsChanged: InvalidateQueryFilters = { queryKey: apiKey('get', '/admin/refunds') };

/**
 * A refund completed by hand: the refunds list, the audit log, and what shows the rdv's payment — the
 * rdv, the lists of rdvs (patient's dashboard, doctor's agenda) and its receipt.
 */
export function refundCompleted(rdvId: string): InvalidateQueryFilters[] {
  return [
    adminRefundsChanged,
    auditLogChanged,
    { queryKey: apiKey('get', '/rdvs/{id}', { path: { id: rdvId } }) },
    { queryKey: apiKey('get', '/rdvs') },
    { queryKey: apiKey('get', '/rdvs/{id}/receipt', { path: { id: rdvId } }) },
  ];
}
