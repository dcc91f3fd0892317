import type { Rdv } from '@tabib/contract';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';
import { doctorSlotsChanged } from '../doctors/invalidations';

/** Every rdv list (the patient's and the doctor's agenda show the same rdv). */
const rdvLists: InvalidateQueryFilters = { queryKey: apiKey('get', '/rdvs') };

/** What the patient may still book, with any doctor (an rdv booked or cancelled counts). */
const bookingAllowances: InvalidateQueryFilters = { queryKey: apiKey('get', '/users/me/booking-allowance') };

function rdvCountsAndMonthlyStats(doctorId: string): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/rdvs/count', { query: { query: { doctor: doctorId } } }) },
    { queryKey: apiKey('get', '/rdvStats', { query: { doctor: doctorId } }) },
  ];
}

/**
 * A new rdv: the lists, the doctor's counts and monthly statistics, the headline numbers (`rdvs`,
 * `patients`), and the doctor's free slots with the searches that show them.
 */
export function rdvBooked(rdv: Rdv): InvalidateQueryFilters[] {
  const doctorId = rdv.doctor._id;
  return [
    rdvLists,
    bookingAllowances,
    ...rdvCountsAndMonthlyStats(doctorId),
    { queryKey: apiKey('get', '/doctorStatsNumbers', { query: { doctor: doctorId } }) },
    ...doctorSlotsChanged(doctorId),
  ];
}

/**
 * A rescheduled rdv: itself, the lists, the counts and monthly statistics (a move by the patient sets
 * it back to `pending`, and may change its month), and the slots it left and took.
 */
export function rdvMoved(rdv: Rdv): InvalidateQueryFilters[] {
  const doctorId = rdv.doctor._id;
  return [
    { queryKey: apiKey('get', '/rdvs/{id}', { path: { id: rdv._id } }) },
    rdvLists,
    ...rdvCountsAndMonthlyStats(doctorId),
    ...doctorSlotsChanged(doctorId),
  ];
}

/**
 * A new status: the rdv, the lists, the counts by status and the monthly statistics. Only a
 * cancellation frees its slot; confirming keeps it taken, and `done`/`absent` rdvs are past. A paid
 * rdv cancelled gets a refund of the whole amount: its receipt and the back office's refunds too.
 */
export function rdvStatusChanged(rdv: Rdv): InvalidateQueryFilters[] {
  const doctorId = rdv.doctor._id;
  return [
    { queryKey: apiKey('get', '/rdvs/{id}', { path: { id: rdv._id } }) },
    rdvLists,
    ...(rdv.status === 'cancelled' ? [bookingAllowances, ...doctorSlotsChanged(doctorId)] : []),
    ...rdvCountsAndMonthlyStats(doctorId),
    ...(rdv.payment.refund === null
      ? []
      : [
          { queryKey: apiKey('get', '/rdvs/{id}/receipt', { path: { id: rdv._id } }) },
          { queryKey: apiKey('get', '/admin/refunds') },
        ]),
  ];
}
