import { useIntl } from 'react-intl';

import { TextField, type TextFieldProps } from './Field';

/** A doctor's fee in dinars (a consultation's or a service's): a decimal, required, its format hinted. */
export function FeeField(props: Omit<TextFieldProps, 'inputMode' | 'hint' | 'required'>) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      inputMode="decimal"
      hint={intl.formatMessage({ id: 'DOCTOR_SETTINGS.PROFILE.FEE_HINT' })}
      required
    />
  );
}
