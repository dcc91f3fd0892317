import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTabibLogger } from '@tabib/hooks';
import { completeSocialSignIn, type CompletedSocialSignIn } from '@tabib/sdk';

import { ADMIN_HOME, ADMIN_LOGIN, ADMIN_SOCIAL_COMPLETION, adminReturnUrl } from '../session/adminAccess';
import { useAdminSession } from '../session/AdminSessionContext';
import { socialCompletionErrorCode, socialErrorMessageId } from './adminSignIn';

// Effects run twice under StrictMode: one completion per token, so the user is fetched once.
const completions = new Map<string, Promise<CompletedSocialSignIn>>();

/** Any failure of the completion that has no code of its own (network, invalid token…). */
const COMPLETION_FAILED = 'SOCIAL_COMPLETION_FAILED';

/**
 * /admin/auth/social, where the identity provider's round trip ends (requirements §4 "Social flow"): with an
 * access token the sign-in is completed (user fetched, credentials saved as chosen before leaving)
 * and the admin goes on to the page they wanted; with an error they are told why.
 */
export default function AdminSocialPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const session = useAdminSession();
  const logger = useTabibLogger();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('accessToken');
  const errorCode = searchParams.get('error');

  useEffect(() => {
    if (!accessToken) return;
    let cancelled = false;
    let completion = completions.get(accessToken);
    if (!completion) {
      completion = completeSocialSignIn({
        accessToken,
        userApiBaseUrl: session.userApiBaseUrl,
        store: session.store,
      });
      completions.set(accessToken, completion);
    }
    // Both ways replace the entry, so the access token does not stay in the history.
    completion.then(
      ({ redirectUrl }) => {
        if (!cancelled) void navigate(adminReturnUrl(redirectUrl) ?? ADMIN_HOME, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        logger.error('Social sign-in failed', error);
        const code = socialCompletionErrorCode(error) ?? COMPLETION_FAILED;
        void navigate(`${ADMIN_SOCIAL_COMPLETION}?error=${encodeURIComponent(code)}`, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [accessToken, session, logger, navigate]);

  if (accessToken) {
    return (
      <div className="admin-login">
        <h1 className="admin-login__title">{text('ADMIN.SOCIAL.TITLE')}</h1>
        <p className="app-status" role="status" aria-busy="true">
          {text('ADMIN.SOCIAL.COMPLETING')}
        </p>
      </div>
    );
  }

  return (
    <div className="admin-login">
      <h1 className="admin-login__title">{text('ADMIN.SOCIAL.FAILED_TITLE')}</h1>
      <p className="admin-login__refused" role="alert">
        {text(socialErrorMessageId(errorCode))}
      </p>
      <p>
        <Link to={ADMIN_LOGIN}>{text('ADMIN.SOCIAL.BACK_TO_LOGIN')}</Link>
      </p>
    </div>
  );
}
