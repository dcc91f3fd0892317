import type { Secretary } from '@tabib/contract';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** A secretary added or removed: the doctor's list, and whether that e-mail can be added now. */
export function secretariesChanged(secretary: Pick<Secretary, 'doctor' | 'email'>): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/secretaries', { query: { doctorId: secretary.doctor } }) },
    { queryKey: apiKey('get', '/secretaries/verify', { query: { email: secretary.email } }) },
  ];
}
