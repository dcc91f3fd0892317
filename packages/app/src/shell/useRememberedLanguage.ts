import { useEffect } from 'react';
import { useLocale, useSession, useUpdateProfile } from '@tabib/hooks';

/**
 * A signed-in user's language choice becomes their account's at once, not at their next request: their
 * e-mails and SMS are written in it (docs/decisions/048-notification-language-sms.md).
 */
export function useRememberedLanguage(): void {
  const { user } = useSession();
  const { locale } = useLocale();
  // Not something the user asked for on this page: a failure is logged, and the next change tries again.
  const { mutate } = useUpdateProfile({ meta: { errorToast: false } });
  const stored = user?.locale;
  useEffect(() => {
    // An answer without a language (a server from before decision 048) has nothing to keep in step.
    if (stored !== undefined && stored !== locale) mutate({ locale });
  }, [stored, locale, mutate]);
}
