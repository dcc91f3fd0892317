import { TextField, type TextFieldProps } from './Field';

interface PersonNameFieldsProps {
  /** The form's `fieldProps` (useForm), for its `firstName` and `lastName` fields. */
  fieldProps: (field: 'firstName' | 'lastName') => TextFieldProps;
  /** The names of someone else (a relative): the browser must not fill in the user's own. */
  someoneElse?: boolean;
}

/** A person's first and last name, both required. */
export function PersonNameFields({ fieldProps, someoneElse = false }: PersonNameFieldsProps) {
  return (
    <>
      <TextField {...fieldProps('firstName')} autoComplete={someoneElse ? 'off' : 'given-name'} required />
      <TextField {...fieldProps('lastName')} autoComplete={someoneElse ? 'off' : 'family-name'} required />
    </>
  );
}
