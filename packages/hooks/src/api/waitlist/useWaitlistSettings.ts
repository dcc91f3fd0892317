import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions, MutationHookOptions } from '../options';

const settingsKey = (doctor: string) => apiKey('get', '/waitlist/settings', { query: { doctor } });

/** `GET /waitlist/settings`: whether the doctor takes a waiting list (public). */
export function waitlistSettingsQuery({ client, logger }: ApiContext, doctor: string) {
  return queryOptions({
    queryKey: settingsKey(doctor),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/waitlist/settings', { params: { query: { doctor } }, signal }), logger),
  });
}

export function useWaitlistSettings(doctor: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...waitlistSettingsQuery(api, doctor), ...options });
}

export interface UpdateWaitlistSettingsVariables {
  doctor: string;
  enabled: boolean;
}

/** `PUT /waitlist/settings`: the doctor (or an admin) switches the waiting list on or off. */
export function useUpdateWaitlistSettings(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ doctor, enabled }: UpdateWaitlistSettingsVariables) =>
      unwrap(await api.client.PUT('/waitlist/settings', { body: { doctor, enabled } }), api.logger),
    onSuccess: (settings, { doctor }) => queryClient.setQueryData(settingsKey(doctor), settings),
  });
}
