import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** The patient's relatives (the list is the only query that shows them on their own). */
export const relativesChanged: InvalidateQueryFilters[] = [
  { queryKey: apiKey('get', '/users/me/relatives') },
];

/**
 * A relative changed or removed: the list, and the rdv lists and rdvs that name them
 * (`Rdv.forRelative` follows the relative's name and birth date).
 */
export const relativeRenamed: InvalidateQueryFilters[] = [
  ...relativesChanged,
  { queryKey: apiKey('get', '/rdvs') },
  { queryKey: apiKey('get', '/rdvs/{id}') },
];
