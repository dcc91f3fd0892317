import type { components } from '@tabib/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { auditLogChanged } from '../admin/invalidations';
import { type ApiContext, useApiContext } from '../context';
import { invalidate } from '../invalidate';
import type { QueryHookOptions, MutationHookOptions } from '../options';

/*
 * Doctors joining Tabib (spec tag `doctorApplications`): the public application and its proof, the
 * phone and e-mail checks, the back office's review, and the approved doctor's first-run setup.
 */

export type DoctorApplication = components['schemas']['DoctorApplication'];
export type DoctorApplicationInput = components['schemas']['DoctorApplicationInput'];
export type DoctorSetup = components['schemas']['DoctorSetup'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];

/** A file's bytes as base64, as the upload operations take them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * `POST /doctor-applications/uploads`: the proof, judged by its bytes; a refusal (413, 415, 422) comes
 * back as an `ApiError` whose message is in the reader's language.
 */
export function useUploadApplicationProof(options: MutationHookOptions = {}) {
  const api = useApiContext();
  return useMutation({
    ...options,
    mutationFn: async (file: Blob) =>
      unwrap(
        await api.client.POST('/doctor-applications/uploads', { body: { data: await fileToBase64(file) } }),
        api.logger,
      ),
  });
}

/** `GET /doctor-applications/claimable`: listed, unclaimed profiles of the applicant's name. */
export function useClaimableDoctors(firstName: string, lastName: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  const query = { firstName: firstName.trim(), lastName: lastName.trim() };
  return useQuery({
    queryKey: apiKey('get', '/doctor-applications/claimable', { query }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.client.GET('/doctor-applications/claimable', { params: { query }, signal }),
        api.logger,
      ),
    enabled: query.firstName !== '' && query.lastName !== '',
    ...options,
  });
}

/** `POST /doctor-applications`: answers the application and the applicant's token (keep it). */
export function useCreateDoctorApplication(options: MutationHookOptions = {}) {
  const api = useApiContext();
  return useMutation({
    ...options,
    mutationFn: async (input: DoctorApplicationInput) =>
      unwrap(await api.client.POST('/doctor-applications', { body: input }), api.logger),
  });
}

const applicationKey = (id: string) => apiKey('get', '/doctor-applications/{id}', { path: { id } });

export function doctorApplicationQuery({ client, logger }: ApiContext, id: string, token: string) {
  return queryOptions({
    queryKey: applicationKey(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/doctor-applications/{id}', {
          params: { path: { id }, header: { 'x-application-token': token } },
          signal,
        }),
        logger,
      ),
  });
}

/** `GET /doctor-applications/{id}`: the applicant's view, with their token. */
export function useDoctorApplication(id: string, token: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...doctorApplicationQuery(api, id, token), ...options });
}

/** `POST /doctor-applications/{id}/phone-verification`: the SMS code; the answer fills the cache. */
export function useVerifyApplicationPhone(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, token, code }: { id: string; token: string; code: string }) =>
      unwrap(
        await api.client.POST('/doctor-applications/{id}/phone-verification', {
          params: { path: { id }, header: { 'x-application-token': token } },
          body: { code },
        }),
        api.logger,
      ),
    onSuccess: (application) => queryClient.setQueryData(applicationKey(application._id), application),
  });
}

/** `POST /doctor-applications/{id}/email-verification`: the token of the e-mail's link. */
export function useVerifyApplicationEmail(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, token }: { id: string; token: string }) =>
      unwrap(
        await api.client.POST('/doctor-applications/{id}/email-verification', {
          params: { path: { id } },
          body: { token },
        }),
        api.logger,
      ),
    onSuccess: (_answer, { id }) => invalidate(queryClient, [{ queryKey: applicationKey(id) }]),
  });
}

/** `POST /doctor-applications/{id}/phone-code`: a new SMS code; 429 `CODE_RECENTLY_SENT` within a minute. */
export function useResendApplicationPhoneCode(options: MutationHookOptions = {}) {
  const api = useApiContext();
  return useMutation({
    ...options,
    mutationFn: async ({ id, token }: { id: string; token: string }) =>
      unwrap(
        await api.client.POST('/doctor-applications/{id}/phone-code', {
          params: { path: { id }, header: { 'x-application-token': token } },
        }),
        api.logger,
      ),
  });
}

export interface AnswerDoctorApplicationVariables {
  id: string;
  /** The token of the request's link (`?answer=`). */
  token: string;
  /** At least one of these. */
  proof?: string;
  ordreNumber?: string;
  message?: string;
}

/**
 * `POST /doctor-applications/{id}/answer`: the answer to a request for more information, with the token
 * of that message's link; the application goes back to review, and the answer fills the cache.
 */
export function useAnswerDoctorApplication(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, ...body }: AnswerDoctorApplicationVariables) =>
      unwrap(
        await api.client.POST('/doctor-applications/{id}/answer', { params: { path: { id } }, body }),
        api.logger,
      ),
    onSuccess: (application) => queryClient.setQueryData(applicationKey(application._id), application),
  });
}

export interface DoctorApplicationQueueFilter {
  status?: ApplicationStatus;
  kind?: 'new' | 'claim';
  page?: number;
}

/** `GET /admin/doctor-applications`: the review queue, the longest waiting first. */
export function useDoctorApplicationQueue(
  filter: DoctorApplicationQueueFilter,
  options: QueryHookOptions = {},
) {
  const api = useApiContext();
  return useQuery({
    queryKey: apiKey('get', '/admin/doctor-applications', { query: filter }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.client.GET('/admin/doctor-applications', { params: { query: filter }, signal }),
        api.logger,
      ),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** `GET /admin/uploads/{id}`: a stored proof, to show inline. */
export function useAdminUpload(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({
    queryKey: apiKey('get', '/admin/uploads/{id}', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await api.client.GET('/admin/uploads/{id}', { params: { path: { id } }, signal }), api.logger),
    staleTime: Infinity,
    ...options,
  });
}

export interface DecideDoctorApplicationVariables {
  id: string;
  decision: 'approve' | 'reject' | 'request_info';
  /** Required to reject or to ask for more; sent to the applicant. */
  message?: string;
}

/** `POST /admin/doctor-applications/{id}/decision`: 409 `ALREADY_DECIDED` when another admin was first. */
export function useDecideDoctorApplication(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, decision, message }: DecideDoctorApplicationVariables) =>
      unwrap(
        await api.client.POST('/admin/doctor-applications/{id}/decision', {
          params: { path: { id } },
          body: message === undefined ? { decision } : { decision, message },
        }),
        api.logger,
      ),
    onSettled: () =>
      invalidate(queryClient, [
        { queryKey: apiKey('get', '/admin/doctor-applications') },
        { queryKey: apiKey('get', '/admin/doctors') },
        auditLogChanged,
      ]),
  });
}

const setupKey = apiKey('get', '/doctors/me/setup');

/** `GET /doctors/me/setup`: the signed-in doctor's checklist and completeness. */
export function useDoctorSetup(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({
    queryKey: setupKey,
    queryFn: async ({ signal }) => unwrap(await api.client.GET('/doctors/me/setup', { signal }), api.logger),
    ...options,
  });
}

/** `PUT /doctors/me/activation`: 422 `SETUP_INCOMPLETE` (with `details.missing`) until the required steps are done. */
export function useSetDoctorActivation(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (active: boolean) =>
      unwrap(await api.client.PUT('/doctors/me/activation', { body: { active } }), api.logger),
    onSuccess: (setup) => queryClient.setQueryData(setupKey, setup),
  });
}

export interface UploadDoctorPhotoVariables {
  file: Blob;
  /** A square in the pixels of the upright image; the centre square when absent. */
  crop?: { left: number; top: number; size: number };
}

/** `POST /doctors/me/photo`: re-encoded, becomes `photoUrl`; the setup and the user record refresh. */
export function useUploadDoctorPhoto(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ file, crop }: UploadDoctorPhotoVariables) =>
      unwrap(
        await api.client.POST('/doctors/me/photo', {
          body: { data: await fileToBase64(file), ...(crop && { crop }) },
        }),
        api.logger,
      ),
    onSuccess: () =>
      invalidate(queryClient, [{ queryKey: setupKey }, { queryKey: apiKey('get', '/users/me') }]),
  });
}
