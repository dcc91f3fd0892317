import { useStaffLogin } from '@tabib/hooks';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';

import '../../forms/forms.css';
import './AuthPages.css';
import { LoginForm } from './LoginForm';
import { authPageHref } from './returnUrl';
import { useSignedInRedirect } from './useSignedInRedirect';

/**
 * requirements §2 /auth/doctor-login: doctors, secretaries and admins sign in here and go to returnUrl or
 * /doctor-dashboard; a patient who signs in here goes to their own dashboard.
 */
export default function DoctorLoginPage() {
  const intl = useIntl();
  const signIn = useStaffLogin();
  const { redirectTo, returnUrl } = useSignedInRedirect();
  if (redirectTo !== null) return <Navigate to={redirectTo} replace />;

  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className="auth-page">
      <h1 className="auth-title">{text('AUTH.DOCTOR_LOGIN.TITLE')}</h1>
      <p className="auth-intro">{text('AUTH.DOCTOR_LOGIN.INTRO')}</p>
      <LoginForm idPrefix="doctor-login" signIn={signIn} />
      <p className="auth-switch">
        {text('AUTH.DOCTOR_LOGIN.ARE_YOU_PATIENT')}{' '}
        <Link to={authPageHref('/auth/login', returnUrl)}>{text('AUTH.DOCTOR_LOGIN.TO_PATIENT_LOGIN')}</Link>
      </p>
      <p className="auth-switch">
        <Link to="/join-as-doctor">{text('DOCTOR_JOIN.TITLE')}</Link>
      </p>
    </div>
  );
}
