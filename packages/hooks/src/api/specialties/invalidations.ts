import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';
import { auditLogChanged } from '../admin/invalidations';

/** Every specialty list: the app's (by name) and the public one (by frequency) both show the change. */
const specialtyLists: InvalidateQueryFilters = { queryKey: apiKey('get', '/doctorSpecialties') };

/** A new specialty: the lists it enters, and the audit log that records its creation. */
export function specialtyCreated(): InvalidateQueryFilters[] {
  return [specialtyLists, auditLogChanged];
}

/**
 * A specialty renamed or given another frequency: the lists (its place and names), the reads that
 * embed its name (doctor search and profiles, autocomplete, questions by category) and the audit log.
 */
export function specialtyUpdated(): InvalidateQueryFilters[] {
  return [
    specialtyLists,
    { queryKey: apiKey('get', '/doctors') },
    { queryKey: apiKey('get', '/doctors/{id}') },
    { queryKey: apiKey('get', '/users/doctors/autocomplete') },
    { queryKey: apiKey('get', '/questions') },
    { queryKey: apiKey('get', '/questions/specialty/{specialtyId}') },
    { queryKey: apiKey('post', '/questions/filter') },
    auditLogChanged,
  ];
}
