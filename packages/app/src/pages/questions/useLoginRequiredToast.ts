import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { loginUrlFor, useToasts } from '@tabib/hooks';

/** requirements §5, §9: the login-required toast stays 6000 ms. */
export const LOGIN_REQUIRED_TOAST_MS = 6000;

/** requirements §5: the toast's login action comes back to the ask page after signing in. */
export const ASK_LOGIN_URL = loginUrlFor('/questions/ask');

/**
 * requirements §5: asking while logged out shows an info toast (QUESTIONS.LOGIN_REQUIRED, 6000 ms) with a login
 * action. Shown once per visit of the page: the ref outlives re-renders and StrictMode's second run of
 * the effect, and a new visit mounts a new page.
 */
export function useLoginRequiredToast(loggedOut: boolean): void {
  const intl = useIntl();
  const toasts = useToasts();
  const shown = useRef(false);
  useEffect(() => {
    if (!loggedOut || shown.current) return;
    shown.current = true;
    toasts.info(intl.formatMessage({ id: 'QUESTIONS.LOGIN_REQUIRED' }), {
      timeout: LOGIN_REQUIRED_TOAST_MS,
      actionLabel: intl.formatMessage({ id: 'QUESTIONS.LOGIN_ACTION' }),
      actionRoute: ASK_LOGIN_URL,
    });
  }, [loggedOut, intl, toasts]);
}
