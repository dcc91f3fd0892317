import type { ComponentPropsWithRef, ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and error of one control, tied to it by `for` and `aria-describedby`. */
function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field" data-invalid={error ? '' : undefined}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {children(describedBy)}
    </div>
  );
}

interface CommonProps {
  id: string;
  label: string;
  /** Shown under the label, e.g. the password rule. */
  hint?: string;
  /** The translated validation message; marks the control `aria-invalid`. */
  error?: string;
}

export type TextFieldProps = CommonProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

/**
 * A labelled input. Data attribute: presence-only `data-invalid=""` on the wrapper when `error` is set.
 */
export function TextField({ id, label, hint, error, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          className={className ? `form-field__control ${className}` : 'form-field__control'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}

/** A whole number (bounded by `min` and `max`): a number input that opens the numeric keypad on phones. */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField {...props} type="number" inputMode="numeric" />;
}

/** An e-mail address: the phone's e-mail keyboard, and no spelling correction of what is typed. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck'>) {
  return <TextField {...props} type="email" inputMode="email" spellCheck={false} />;
}

export type TextAreaFieldProps = CommonProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

export function TextAreaField({ id, label, hint, error, className, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          className={className ? `form-field__control ${className}` : 'form-field__control'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...areaProps}
        />
      )}
    </FieldFrame>
  );
}

export type SelectFieldProps = CommonProps & Omit<ComponentPropsWithRef<'select'>, 'id'>;

export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          className={className ? `form-field__control ${className}` : 'form-field__control'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
