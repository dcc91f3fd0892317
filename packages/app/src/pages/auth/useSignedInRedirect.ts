import { useSearchParams } from 'react-router';
import { useSession } from '@tabib/hooks';

import { destinationAfterSignIn, RETURN_URL_PARAM } from './returnUrl';

/**
 * Where a signed-in visitor of a login page goes (already signed in, or just signed in): the safe
 * `returnUrl` of the query, else their dashboard; `null` while they are not signed in.
 */
export function useSignedInRedirect(): { redirectTo: string | null; returnUrl: string | null } {
  const [searchParams] = useSearchParams();
  const { status, role } = useSession();
  const returnUrl = searchParams.get(RETURN_URL_PARAM);
  const redirectTo = status === 'authenticated' ? destinationAfterSignIn(returnUrl, role) : null;
  return { redirectTo, returnUrl };
}
