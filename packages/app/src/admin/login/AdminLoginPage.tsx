import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { useSession, useToasts } from '@tabib/hooks';
import { beginSocialSignIn, type SocialProvider } from '@tabib/sdk';

import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { LOGIN_FORM } from '../../pages/auth/authForms';
import { LoginFields } from '../../pages/auth/LoginForm';
import { RETURN_URL_PARAM } from '../../pages/auth/returnUrl';
import { ADMIN_HOME, adminReturnUrl, isAdminUser, NOT_ADMIN_REASON } from '../session/adminAccess';
import { useAdminSession } from '../session/AdminSessionContext';
import { adminSignInErrorId } from './adminSignIn';

const PROVIDERS: readonly { provider: SocialProvider; label: string }[] = [
  { provider: 'google', label: 'ADMIN.LOGIN.GOOGLE' },
  { provider: 'facebook', label: 'ADMIN.LOGIN.FACEBOOK' },
];

/**
 * /admin/login (requirements §4 "Admin sign-in"): e-mail and password with "Se souvenir de moi", or a social
 * sign-in; then the back-office page of `returnUrl`, else the doctors.
 */
export default function AdminLoginPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const session = useAdminSession();
  const toasts = useToasts();
  const { user, loginAdmin } = useSession();
  const [searchParams] = useSearchParams();
  const returnUrl = adminReturnUrl(searchParams.get(RETURN_URL_PARAM));
  const refused = searchParams.get('reason') === NOT_ADMIN_REASON;
  const [remember, setRemember] = useState(false);
  const form = useForm({ ...LOGIN_FORM, idPrefix: 'admin-login' });

  // Signed in (just now, or already): on to the page asked for.
  if (session.store.isLoggedIn() && isAdminUser(user)) {
    return <Navigate to={returnUrl ?? ADMIN_HOME} replace />;
  }

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    // requirements §4: remember → local storage (and a 30-day refresh cookie), else session storage.
    await loginAdmin(email.trim(), password, { remember });
    toasts.success(text('SUCCESS.WELCOME_BACK'));
  }, adminSignInErrorId);

  return (
    <div className="admin-login">
      <h1 className="admin-login__title">{text('ADMIN.LOGIN.TITLE')}</h1>
      <p className="admin-login__intro">{text('ADMIN.LOGIN.INTRO')}</p>
      {refused ? (
        <p className="admin-login__refused" role="alert">
          {text('ADMIN.LOGIN.NOT_ADMIN')}
        </p>
      ) : null}
      <Form form={form} onSubmit={onSubmit} submitLabel={text('ADMIN.LOGIN.SUBMIT')}>
        <LoginFields form={form} />
        <div className="admin-login__remember">
          <input
            id="admin-login-remember"
            type="checkbox"
            checked={remember}
            aria-describedby="admin-login-remember-hint"
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label htmlFor="admin-login-remember">{text('ADMIN.LOGIN.REMEMBER')}</label>
          <p id="admin-login-remember-hint" className="admin-login__hint">
            {text('ADMIN.LOGIN.REMEMBER_HINT')}
          </p>
        </div>
      </Form>
      <p className="admin-login__or">{text('ADMIN.LOGIN.OR')}</p>
      <ul className="admin-login__social">
        {PROVIDERS.map(({ provider, label }) => (
          <li key={provider}>
            <button
              type="button"
              className="form-button admin-login__provider"
              data-provider={provider}
              onClick={() =>
                beginSocialSignIn({
                  provider,
                  authBaseUrl: session.authBaseUrl,
                  remember,
                  redirectUrl: returnUrl ?? undefined,
                })
              }
            >
              {text(label)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
