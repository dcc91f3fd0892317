import { useIntl } from 'react-intl';
import { useToasts, useUpdateRdvStatus } from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';

import { CancelRdvForm } from '../../patient-dashboard/CancelRdvForm';
import { RdvDialog } from '../../patient-dashboard/RdvDialog';
import { RescheduleRdvForm } from '../../patient-dashboard/RescheduleRdvForm';
import { AGENDA_ERROR_MESSAGES } from './agenda';

const ERROR_FALLBACK = 'ERRORS.RDV_FAILED';

export type RdvDialogState = { kind: 'cancel' | 'reschedule'; rdv: Rdv } | null;

/**
 * Confirm, done and absent: one click, then the requirements §8 toast; a refused change (409 INVALID_TRANSITION
 * when someone changed the rdv meanwhile) says so, and the list shows the status it has now.
 */
export function useRdvStatusChange() {
  const intl = useIntl();
  const toasts = useToasts();
  const updateStatus = useUpdateRdvStatus({
    meta: { errorToast: { message: ERROR_FALLBACK, byCode: AGENDA_ERROR_MESSAGES } },
  });
  const change = (rdv: Rdv, status: 'confirmed' | 'done' | 'absent') =>
    updateStatus.mutate(
      { id: rdv._id, change: { status } },
      { onSuccess: () => toasts.success(intl.formatMessage({ id: 'SUCCESS.RDV_UPDATED' })) },
    );
  return { change, pendingId: updateStatus.isPending ? updateStatus.variables.id : null };
}

/**
 * The cancel and reschedule dialogs of the doctor's agenda. Cancelling goes through
 * `PUT /rdvs/rdvStatus` with the reason the status machine requires; the patient reads it.
 */
export function RdvActionDialogs({ dialog, onClose }: { dialog: RdvDialogState; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The cancel form's error summary says why a cancellation was refused.
  const updateStatus = useUpdateRdvStatus({ meta: { errorToast: false } });
  const withName = dialog?.rdv.patient.name;
  return (
    <>
      <RdvDialog
        rdv={dialog?.kind === 'cancel' ? dialog.rdv : null}
        title={text('DOCTOR_DASHBOARD.RDVS.CANCEL_TITLE')}
        withName={withName}
        onClose={onClose}
      >
        {(rdv) => (
          <CancelRdvForm
            rdv={rdv}
            onClose={onClose}
            cancel={(reason) =>
              updateStatus.mutateAsync({ id: rdv._id, change: { status: 'cancelled', reason } })
            }
            hintId="DOCTOR_DASHBOARD.RDVS.CANCEL_REASON_HINT"
            errorMessages={AGENDA_ERROR_MESSAGES}
          />
        )}
      </RdvDialog>
      <RdvDialog
        rdv={dialog?.kind === 'reschedule' ? dialog.rdv : null}
        title={text('PATIENT.RDVS.RESCHEDULE_TITLE')}
        withName={withName}
        onClose={onClose}
      >
        {(rdv) => <RescheduleRdvForm rdv={rdv} onClose={onClose} />}
      </RdvDialog>
    </>
  );
}
