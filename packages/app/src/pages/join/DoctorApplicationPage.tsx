import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ApiError,
  useDoctorApplication,
  useResendApplicationPhoneCode,
  useVerifyApplicationEmail,
  useVerifyApplicationPhone,
} from '@tabib/hooks';

import { TextField } from '../../forms/Field';
import '../../forms/forms.css';
import '../auth/AuthPages.css';
import { ApplicationAnswerForm } from './ApplicationAnswerForm';
import { applicationToken } from './applicationToken';
import './DoctorJoin.css';

/**
 * `/join-as-doctor/:id`: the applicant's page — the SMS code (and a new one), the e-mail's link
 * (`?email=`), the review's outcome and its reason, and the answer to a request for more information
 * from that message's link (`?answer=`) (docs/decisions/053).
 */
export default function DoctorApplicationPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const emailToken = params.get('email');
  const answerToken = params.get('answer');
  // Read once: the page is rendered in the browser only (not server-rendered).
  const [token] = useState(() => applicationToken(id));
  const verifyEmail = useVerifyApplicationEmail();
  // A wrong code and a refused resend are said beside their buttons.
  const verifyPhone = useVerifyApplicationPhone({ meta: { errorToast: false } });
  const resendCode = useResendApplicationPhoneCode({ meta: { errorToast: false } });
  // With the e-mail's link, the application is read once its confirmation has settled, so it shows it.
  const settled = emailToken === null || verifyEmail.isSuccess || verifyEmail.isError;
  const application = useDoctorApplication(id, token ?? '', {
    enabled: token !== null && settled,
    meta: { errorToast: false },
  });
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);

  const { mutate: confirmEmail } = verifyEmail;
  useEffect(() => {
    if (emailToken) confirmEmail({ id, token: emailToken });
  }, [confirmEmail, emailToken, id]);

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCodeError(null);
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    try {
      await verifyPhone.mutateAsync({ id, token: token ?? '', code });
    } catch (failure) {
      const known = failure instanceof ApiError && ['CODE_INVALID', 'CODE_EXPIRED'].includes(failure.code);
      setCodeError(text(known ? `DOCTOR_JOIN.ERRORS.${(failure as ApiError).code}` : 'DOCTOR_JOIN.FAILED'));
    }
  }

  async function onResend() {
    setResendError(null);
    try {
      await resendCode.mutateAsync({ id, token: token ?? '' });
    } catch (failure) {
      const recent = failure instanceof ApiError && failure.code === 'CODE_RECENTLY_SENT';
      setResendError(text(recent ? 'DOCTOR_JOIN.ERRORS.CODE_RECENTLY_SENT' : 'DOCTOR_JOIN.FAILED'));
    }
  }

  const answerForm = answerToken ? <ApplicationAnswerForm id={id} token={answerToken} /> : null;
  let content;
  if (token === null) {
    content = answerForm ?? (
      <p role="status">{text(verifyEmail.isSuccess ? 'DOCTOR_JOIN.EMAIL_OK' : 'DOCTOR_JOIN.OTHER_DEVICE')}</p>
    );
  } else if (application.isPending) {
    content = <p role="status">{text('DOCTOR_JOIN.LOADING')}</p>;
  } else if (application.isError) {
    content = <p role="alert">{text('DOCTOR_JOIN.FAILED')}</p>;
  } else {
    const { status, phoneVerified, emailVerified, message } = application.data;
    content = (
      <>
        <p className="doctor-join__status" role="status">
          {text(`DOCTOR_JOIN.STATUS.${status.toUpperCase()}`)}
        </p>
        {message ? (
          <p>
            {text('DOCTOR_JOIN.REASON')} <bdi>{message}</bdi>
          </p>
        ) : null}
        {status === 'rejected' ? <Link to="/join-as-doctor">{text('DOCTOR_JOIN.APPLY_AGAIN')}</Link> : null}
        {/* Stays after answering (the application is then pending again), to say the answer is sent. */}
        {status === 'info_requested' || status === 'pending' ? answerForm : null}
        {status === 'approved' ? <Link to="/auth/doctor-login">{text('DOCTOR_JOIN.TO_LOGIN')}</Link> : null}
        <ul className="doctor-join__steps">
          <li>{text(phoneVerified ? 'DOCTOR_JOIN.PHONE_DONE' : 'DOCTOR_JOIN.PHONE_TODO')}</li>
          <li>{text(emailVerified ? 'DOCTOR_JOIN.EMAIL_DONE' : 'DOCTOR_JOIN.EMAIL_TODO')}</li>
        </ul>
        {phoneVerified ? null : (
          <form className="doctor-join__form" onSubmit={(event) => void onCode(event)}>
            <TextField
              id="join-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              label={text('DOCTOR_JOIN.CODE')}
              error={codeError ?? undefined}
              required
              pattern="[0-9]{6}"
              maxLength={6}
            />
            <button type="submit" className="doctor-join__submit">
              {text('DOCTOR_JOIN.CODE_SUBMIT')}
            </button>
            <button
              type="button"
              className="doctor-join__submit"
              aria-disabled={resendCode.isPending || undefined}
              onClick={() => void onResend()}
            >
              {text('DOCTOR_JOIN.RESEND')}
            </button>
            {resendError ? (
              <p role="alert" className="doctor-join__error">
                {resendError}
              </p>
            ) : resendCode.isSuccess ? (
              <p role="status">{text('DOCTOR_JOIN.RESENT')}</p>
            ) : null}
          </form>
        )}
      </>
    );
  }

  return (
    <div className="auth-page doctor-join">
      <h1 className="auth-title">{text('DOCTOR_JOIN.APPLICATION_TITLE')}</h1>
      {content}
    </div>
  );
}
