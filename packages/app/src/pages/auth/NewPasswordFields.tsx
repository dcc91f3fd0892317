import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';

import { TextField } from '../../forms/Field';
import { PASSWORD_MIN_LENGTH } from '../../forms/validation';

/** The new password and its confirmation, as every account creation asks them (registration, invitation). */
export function NewPasswordFields({
  fieldProps,
}: {
  fieldProps: (field: 'password' | 'confirmPassword') => ComponentProps<typeof TextField>;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        {...fieldProps('password')}
        hint={intl.formatMessage({ id: 'FORMS.HINTS.PASSWORD_RULE' }, { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField {...fieldProps('confirmPassword')} type="password" autoComplete="new-password" required />
    </>
  );
}
