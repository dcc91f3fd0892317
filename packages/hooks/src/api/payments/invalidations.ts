import type { Payment } from '@tabib/contract';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** A checkout sets the rdv's `paymentStatus` to `pending`: the rdv and the lists showing it. */
export function paymentStarted(payment: Pick<Payment, 'rdv'>): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/rdvs/{id}', { path: { id: payment.rdv } }) },
    { queryKey: apiKey('get', '/rdvs') },
  ];
}
