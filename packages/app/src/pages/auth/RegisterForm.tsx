import { useIntl } from 'react-intl';
import { useRegister, useToasts } from '@tabib/hooks';

import { errorMessageId } from '../../forms/errorMessage';
import { EmailField, TextField } from '../../forms/Field';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { NewPasswordFields } from './NewPasswordFields';
import { AUTH_ERROR_FALLBACK, AUTH_ERROR_MESSAGES, REGISTRATION_FORM, registrationBody } from './authForms';

/** A patient's registration; the new account is signed in (requirements §8 'Registration successful!'). */
export function RegisterForm() {
  const intl = useIntl();
  const toasts = useToasts();
  // The form's error summary says why it failed.
  const register = useRegister({ meta: { errorToast: false } });
  const form = useForm({ ...REGISTRATION_FORM, idPrefix: 'register' });
  const label = (id: string) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(
    async (values) => {
      await register.mutateAsync(registrationBody(values));
      toasts.success(label('SUCCESS.REGISTERED'));
    },
    (error) => errorMessageId(error, AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK),
  );

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={label('AUTH.REGISTER.SUBMIT')}>
      <div className="auth-name-row">
        <PersonNameFields fieldProps={form.fieldProps} />
      </div>
      <EmailField {...form.fieldProps('email')} autoComplete="email" required />
      <TextField
        {...form.fieldProps('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        hint={label('AUTH.FIELDS.PHONE_HINT')}
      />
      <NewPasswordFields fieldProps={form.fieldProps} />
    </Form>
  );
}
