import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { useSession } from '@tabib/hooks';

import '../../forms/forms.css';
import './AuthPages.css';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { authPageHref } from './returnUrl';
import { useSignedInRedirect } from './useSignedInRedirect';

const REGISTER_PATH = '/auth/register';

/** requirements §2 /auth/login (patient login) and /auth/register (the navbar's register entry). */
export default function PatientAuthPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { login } = useSession();
  const { redirectTo, returnUrl } = useSignedInRedirect();
  if (redirectTo !== null) return <Navigate to={redirectTo} replace />;

  const registering = pathname === REGISTER_PATH;
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className="auth-page">
      <h1 className="auth-title">{text(registering ? 'AUTH.REGISTER.TITLE' : 'AUTH.LOGIN.TITLE')}</h1>
      <p className="auth-intro">{text(registering ? 'AUTH.REGISTER.INTRO' : 'AUTH.LOGIN.INTRO')}</p>
      {registering ? (
        <RegisterForm key="register" />
      ) : (
        <LoginForm key="login" idPrefix="login" signIn={login} />
      )}
      <p className="auth-switch">
        {text(registering ? 'AUTH.REGISTER.HAS_ACCOUNT' : 'AUTH.LOGIN.NO_ACCOUNT')}{' '}
        <Link to={authPageHref(registering ? '/auth/login' : REGISTER_PATH, returnUrl)}>
          {text(registering ? 'AUTH.REGISTER.TO_LOGIN' : 'AUTH.LOGIN.TO_REGISTER')}
        </Link>
      </p>
      <p className="auth-switch">
        {text('AUTH.LOGIN.ARE_YOU_DOCTOR')}{' '}
        <Link to={authPageHref('/auth/doctor-login', returnUrl)}>{text('AUTH.LOGIN.TO_DOCTOR_LOGIN')}</Link>
      </p>
    </div>
  );
}
