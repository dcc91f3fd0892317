import { useIntl } from 'react-intl';

interface ConfirmActionsProps {
  confirmLabel: string;
  /** True while the confirmed action runs: the button stays focusable but does nothing. */
  pending: boolean;
  /** Runs the action; without it, the button submits the dialog's form. */
  onConfirm?: () => void;
  onCancel: () => void;
  /** The cancel button's text; "Annuler" unless the dialog names what is kept. */
  cancelLabel?: string;
  /** `danger` (the default) for what removes or hides something, `primary` otherwise. */
  tone?: 'danger' | 'primary';
}

/** The buttons of a dialog: cancel first (the safe default focus), then the action. */
export function ConfirmActions({
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
  cancelLabel,
  tone = 'danger',
}: ConfirmActionsProps) {
  const intl = useIntl();
  return (
    <div className="form-actions">
      <button type="button" className="form-button" onClick={onCancel}>
        {cancelLabel ?? intl.formatMessage({ id: 'DOCTOR_SERVICES.CANCEL' })}
      </button>
      {onConfirm ? (
        <button
          type="button"
          className="form-button"
          data-tone={tone}
          aria-disabled={pending}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      ) : (
        <button type="submit" className="form-button" data-tone={tone} aria-disabled={pending}>
          {confirmLabel}
        </button>
      )}
    </div>
  );
}
