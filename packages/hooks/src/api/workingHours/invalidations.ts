import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';
import { doctorSlotsChanged } from '../doctors/invalidations';

/** New hours: the doctor's working hours, and their free slots with the searches that show them. */
export function workingHoursChanged(doctorId: string): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/workingHours', { query: { doctor: doctorId } }) },
    ...doctorSlotsChanged(doctorId),
  ];
}
