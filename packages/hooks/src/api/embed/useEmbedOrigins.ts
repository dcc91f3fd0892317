import type { operations } from '@tabib/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions, MutationHookOptions } from '../options';

const originsKey = (doctor: string) => apiKey('get', '/embed/origins', { query: { doctor } });

/**
 * `GET /embed/origins`: the sites (`https://clinique.tn`) allowed to show the doctor's booking widget;
 * for the doctor, their secretary or an admin.
 */
export function embedOriginsQuery({ client, logger }: ApiContext, doctor: string) {
  return queryOptions({
    queryKey: originsKey(doctor),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/embed/origins', { params: { query: { doctor } }, signal }), logger),
  });
}

export function useEmbedOrigins(doctor: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...embedOriginsQuery(api, doctor), ...options });
}

export interface UpdateEmbedOriginsVariables {
  doctor: string;
  /** At most 10 origins (scheme, host, optional port; no path). */
  origins: string[];
}

/** `PUT /embed/origins`: replaces the list; the answer (normalised, each site once) fills the cache. */
export function useUpdateEmbedOrigins(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ doctor, origins }: UpdateEmbedOriginsVariables) =>
      unwrap(await api.client.PUT('/embed/origins', { body: { doctor, origins } }), api.logger),
    onSuccess: (answer, { doctor }) => queryClient.setQueryData(originsKey(doctor), answer),
  });
}

/** A site's origin and a specialty, in a city or a governorate. */
export type EmbedDoctorsParams = operations['listEmbedDoctors']['parameters']['query'];

/**
 * `GET /embed/doctors`: the public doctors of the specialty there who allow the site to show their
 * booking widget (at most 10) — what the widget of a specialty in a city lists.
 */
export function embedDoctorsQuery({ client, logger }: ApiContext, params: EmbedDoctorsParams) {
  return queryOptions({
    queryKey: apiKey('get', '/embed/doctors', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/embed/doctors', { params: { query: params }, signal }), logger),
  });
}

export function useEmbedDoctors(params: EmbedDoctorsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...embedDoctorsQuery(api, params), ...options });
}
