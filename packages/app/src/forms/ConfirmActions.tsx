import { useIntl } from 'react-intl';

interface ConfirmActionsProps {
  confirmLabel: string;
  /** True while the confirmed action runs: the button stays focusable but does nothing. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The buttons of a confirmation dialog: cancel first (the safe default focus), then the danger action. */
export function ConfirmActions({ confirmLabel, pending, onConfirm, onCancel }: ConfirmActionsProps) {
  const intl = useIntl();
  return (
    <div className="form-actions">
      <button type="button" className="form-button" onClick={onCancel}>
        {intl.formatMessage({ id: 'DOCTOR_SERVICES.CANCEL' })}
      </button>
      <button
        type="button"
        className="form-button"
        data-tone="danger"
        aria-disabled={pending}
        onClick={() => {
          if (!pending) onConfirm();
        }}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
