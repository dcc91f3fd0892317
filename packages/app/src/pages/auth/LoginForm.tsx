import { useIntl } from 'react-intl';
import { useToasts } from '@tabib/hooks';
import type { User } from '@tabib/sdk';

import { errorMessageId } from '../../forms/errorMessage';
import { EmailField, TextField } from '../../forms/Field';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { AUTH_ERROR_FALLBACK, AUTH_ERROR_MESSAGES, LOGIN_FORM, type LoginValues } from './authForms';

export interface LoginFormProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The sign-in call; rejects with an `ApiError` (401 INVALID_CREDENTIALS, 429…) or a network error. */
  signIn: (email: string, password: string) => Promise<User>;
}

/**
 * E-mail and password. On success it says 'Welcome back!' (requirements §8); the page, seeing the session
 * signed in, takes the user on.
 */
export function LoginForm({ idPrefix, signIn }: LoginFormProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const form = useForm({ ...LOGIN_FORM, idPrefix });

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      await signIn(email.trim(), password);
      toasts.success(intl.formatMessage({ id: 'SUCCESS.WELCOME_BACK' }));
    },
    (error) => errorMessageId(error, AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK),
  );

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={intl.formatMessage({ id: 'AUTH.LOGIN.SUBMIT' })}>
      <LoginFields form={form} />
    </Form>
  );
}

/** The e-mail and password fields, also on the back office's sign-in page. */
export function LoginFields({ form }: { form: ReturnType<typeof useForm<LoginValues>> }) {
  return (
    <>
      <EmailField {...form.fieldProps('email')} autoComplete="username" required />
      <TextField {...form.fieldProps('password')} type="password" autoComplete="current-password" required />
    </>
  );
}
