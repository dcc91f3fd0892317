import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '@tabib/hooks';

import { errorMessageId } from '../../forms/errorMessage';
import './admin-people.css';

interface RowDialogButtonProps {
  label: string;
  /** Who or what the row is: read out after the label, so each row's button has a name of its own. */
  row: string;
  tone?: 'primary';
  onClick: () => void;
}

/** A table row's small button that opens a dialog about that row ("Block — Amira Ben Salah"). */
export function RowDialogButton({ label, row, tone, onClick }: RowDialogButtonProps) {
  return (
    <button
      type="button"
      className="form-button ap-small"
      data-tone={tone}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {label}
      <span className="tabib-visually-hidden"> — {row}</span>
    </button>
  );
}

/** Why a dialog's action was refused (it stays open), read out when it appears; nothing without one. */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="ap-error" role="alert">
      {message}
    </p>
  );
}

/**
 * The change a back-office dialog makes: `run` sends it, then says so in a toast and closes the dialog
 * (`onDone`); a refusal keeps the dialog open with its reason as `error` (for `DialogError`), in the
 * admin's language. `errors` maps the API's codes to message ids (see `errorMessageId`).
 */
export function useDialogChange(errors: Readonly<Record<string, string>>, onDone: () => void) {
  const intl = useIntl();
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);

  const run = async (send: () => Promise<unknown>, doneToast: string) => {
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError(intl.formatMessage({ id: errorMessageId(failure, errors, 'ERRORS.SAVE_FAILED') }));
      return;
    }
    toasts.success(doneToast);
    onDone();
  };

  return { error, run };
}
