import { useQuery } from '@tanstack/react-query';
import { normalizeQuestionList } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import { unwrap } from '../query/keys';
import { openQuestionsKey } from './sessionKeys';
import { useSession } from './useSession';

/**
 * The number of open questions of the signed-in user's specialty, for the navbar badge:
 * loaded for doctors, secretaries and admins with a specialty (at sign-in); a failure gives
 * an empty list, so 0. Other users get 0 without a request.
 */
export function useOpenQuestionsBadge(): number {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const { user, role } = useSession();
  const specialtyId =
    role === 'doctor' || role === 'secretary' || role === 'admin' ? user?.doctorSpecialty?._id : undefined;
  const { data } = useQuery({
    queryKey: openQuestionsKey(specialtyId ?? ''),
    queryFn: async () => {
      try {
        const result = await client.GET('/questions/specialty/{specialtyId}', {
          params: { path: { specialtyId: specialtyId ?? '' }, query: { closed: false } },
        });
        return normalizeQuestionList(unwrap(result, logger));
      } catch {
        return normalizeQuestionList([]);
      }
    },
    enabled: specialtyId !== undefined,
    retry: false,
  });
  return specialtyId === undefined ? 0 : (data?.totalDocs ?? 0);
}
