import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** A service created, edited or deleted: every page of its doctor's services. */
export function servicesChanged(benefactor: string): InvalidateQueryFilters[] {
  return [{ queryKey: apiKey('get', '/service', { query: { query: { benefactor } } }) }];
}
