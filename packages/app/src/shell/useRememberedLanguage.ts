import { useEffect } from 'react';
import { useLocale, useSession, useUpdateProfile } from '@tabib/hooks';

/**
 * A signed-in user's language choice becomes their account's at once, not at their next request: their
 * e-mails and SMS are written in it (docs/decisions/048-notification-language-sms.md).
 */
export function useRememberedLanguage(): void {
  const { user } = useSession();
  const { locale } = useLocale();
  const { mutate } = useUpdateProfile();
  const stored = user?.locale;
  useEffect(() => {
    // An answer without a language (a server from before decision 048) has nothing to keep in step.
    if (stored !== undefined && stored !== locale) mutate({ locale });
  }, [stored, locale, mutate]);
}
