import type { DoctorSearchResult } from '@tabib/contract';
import type { InvalidateQueryFilters, Query } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';
import { adminDoctorChanged } from '../admin/invalidations';
import { type ApiContext } from '../context';
import { isCurrentUser } from '../invalidate';
import type { DoctorSearchParams } from './useDoctorSearch';

/**
 * When a doctor's free slots change (an rdv booked, moved or cancelled, new working hours): that
 * doctor's slot ranges, the search pages that show them (their `nextSlots`), and every search for a
 * day (`date`), whose results are the doctors free that day.
 */
export function doctorSlotsChanged(doctorId: string): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/doctors/{id}/slots', { path: { id: doctorId } }) },
    { queryKey: apiKey('get', '/doctors'), predicate: (query) => searchDependsOnSlotsOf(query, doctorId) },
  ];
}

function searchDependsOnSlotsOf(query: Query, doctorId: string): boolean {
  const params = (query.queryKey[2] as { query?: DoctorSearchParams } | undefined)?.query;
  const page = query.state.data as { results?: DoctorSearchResult[] } | undefined;
  return params?.date !== undefined || (page?.results?.some((doctor) => doctor._id === doctorId) ?? false);
}

/**
 * When a doctor's profile or flags change: their profile and user record, every search (name,
 * specialty, city, CNAM and listing flags decide who matches), every autocomplete (name, specialty
 * and city are shown), the signed-in user when it is that doctor (`/users/me` embeds the profile),
 * and the back office's doctor list and audit log.
 */
export function doctorProfileChanged(api: ApiContext, doctorId: string): InvalidateQueryFilters[] {
  return [
    { queryKey: apiKey('get', '/doctors/{id}', { path: { id: doctorId } }) },
    { queryKey: apiKey('get', '/users', { query: { id: doctorId } }) },
    { queryKey: apiKey('get', '/doctors') },
    { queryKey: apiKey('get', '/users/doctors/autocomplete') },
    ...(isCurrentUser(api, doctorId) ? [{ queryKey: apiKey('get', '/users/me') }] : []),
    ...adminDoctorChanged(),
  ];
}
