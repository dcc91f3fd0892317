import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** Every waiting-entry list: the patient's own and the doctor's queue. */
export const waitlistChanged: InvalidateQueryFilters[] = [{ queryKey: apiKey('get', '/waitlist') }];

/** The patient's open offers (an accepted one is gone, and so are the others of that slot). */
export const waitlistOffersChanged: InvalidateQueryFilters[] = [
  { queryKey: apiKey('get', '/waitlist/offers') },
  ...waitlistChanged,
];
