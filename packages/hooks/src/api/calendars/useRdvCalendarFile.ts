import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import type { MutationHookOptions } from '../options';

export interface RdvCalendarFileVariables {
  id: string;
  /** Language of the event's texts (default French). */
  lang?: 'fr' | 'en' | 'ar';
}

/**
 * `GET /rdvs/{id}/calendar`: the rdv as an iCalendar file (text), for "add to my calendar". A
 * mutation, not a query: it runs when the user asks, and its result is a file to hand over, not
 * data to keep.
 */
export function useRdvCalendarFile(options: MutationHookOptions = {}) {
  const api = useApiContext();
  return useMutation({
    ...options,
    mutationFn: async ({ id, lang }: RdvCalendarFileVariables) =>
      unwrap(
        await api.client.GET('/rdvs/{id}/calendar', {
          params: { path: { id }, query: lang ? { lang } : {} },
          parseAs: 'text',
        }),
        api.logger,
      ),
  });
}
