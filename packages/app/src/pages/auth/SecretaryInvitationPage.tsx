import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, useAcceptSecretaryInvitation, useSecretaryInvitation, useToasts } from '@tabib/hooks';
import { formatTunisInstant } from '@tabib/ui';

import { errorMessageId } from '../../forms/errorMessage';
import { PersonNameFields } from '../../forms/PersonNameFields';
import '../../forms/forms.css';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { NewPasswordFields } from './NewPasswordFields';
import './AuthPages.css';
import { AUTH_ERROR_FALLBACK, AUTH_ERROR_MESSAGES, SECRETARY_ACCOUNT_FORM } from './authForms';

/** The link's token: 32 random bytes in base64url (spec InvitationToken). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Why an invitation cannot be used, in words a secretary can act on. */
const PROBLEMS: Readonly<Record<string, string>> = {
  INVITATION_NOT_FOUND: 'SECRETARY_INVITATION.NOT_FOUND',
  INVITATION_EXPIRED: 'SECRETARY_INVITATION.EXPIRED',
};

/**
 * `/secretary-invitation?token=`: the page of the link a doctor's invitation e-mail carries
 * (docs/decisions/032-secretary-invitations.md). It says who invites and until when, and creates the
 * secretary's account, signed in, who then lands on the doctor's rdvs.
 */
export default function SecretaryInvitationPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const invitation = useSecretaryInvitation(token, { enabled: valid, meta: { errorToast: false } });

  let content;
  if (!valid) {
    content = <p role="alert">{text('SECRETARY_INVITATION.INVALID')}</p>;
  } else if (invitation.isPending) {
    content = (
      <p className="auth-intro" role="status">
        {text('SECRETARY_INVITATION.LOADING')}
      </p>
    );
  } else if (invitation.isError) {
    const code = invitation.error instanceof ApiError ? invitation.error.code : '';
    content = (
      <>
        <p role="alert">{text(PROBLEMS[code] ?? 'SECRETARY_INVITATION.LOAD_FAILED')}</p>
        <p className="auth-switch">
          <Link to="/auth/doctor-login">{text('SECRETARY_INVITATION.TO_LOGIN')}</Link>
        </p>
      </>
    );
  } else {
    const { doctorName, email, expiresAt } = invitation.data;
    content = (
      <>
        <p className="auth-intro">
          {intl.formatMessage(
            { id: 'SECRETARY_INVITATION.INTRO' },
            {
              doctor: <bdi key="doctor">{doctorName}</bdi>,
              email: <bdi key="email">{email}</bdi>,
              until: formatTunisInstant(expiresAt, intl.locale, 'longDateTime'),
            },
          )}
        </p>
        <AccountForm token={token} />
      </>
    );
  }

  return (
    <div className="auth-page">
      <h1 className="auth-title">{text('SECRETARY_INVITATION.TITLE')}</h1>
      {content}
    </div>
  );
}

function AccountForm({ token }: { token: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const navigate = useNavigate();
  // The form's error summary says why it failed.
  const accept = useAcceptSecretaryInvitation({ meta: { errorToast: false } });
  const form = useForm({ ...SECRETARY_ACCOUNT_FORM, idPrefix: 'secretary-invitation' });

  const onSubmit = form.handleSubmit(
    async (values) => {
      await accept.mutateAsync({
        token,
        account: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          password: values.password,
        },
      });
      toasts.success(text('SECRETARY_INVITATION.WELCOME'));
      void navigate('/doctor-dashboard', { replace: true });
    },
    (error) => errorMessageId(error, AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK),
  );

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={text('SECRETARY_INVITATION.SUBMIT')}>
      <div className="auth-name-row">
        <PersonNameFields fieldProps={form.fieldProps} />
      </div>
      <NewPasswordFields fieldProps={form.fieldProps} />
    </Form>
  );
}
