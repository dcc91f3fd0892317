import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, useDoctorSlots, useRescheduleRdv, useToasts } from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';
import { SlotPicker, type VisibleRange } from '@tabib/ui';

import { ConfirmActions } from '../../forms/ConfirmActions';
import { errorMessageId } from '../../forms/errorMessage';
import { RDV_ERROR_FALLBACK, RDV_ERROR_MESSAGES, slotsAreStale } from './rdvRules';

/** Moves an rdv to another free slot of the same doctor (requirements §4 "Date can be rescheduled"). */
export function RescheduleRdvForm({ rdv, onClose }: { rdv: Rdv; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  // A refusal is said in the dialog; so is a failed load of the slots.
  const reschedule = useRescheduleRdv({ meta: { errorToast: false } });
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [messageId, setMessageId] = useState<string | null>(null);
  const slots = useDoctorSlots(
    { doctor: rdv.doctor._id, from: range?.start ?? '', to: range?.end ?? '' },
    { enabled: range !== null, meta: { errorToast: false } },
  );
  const text = (id: string) => intl.formatMessage({ id });

  const submit = async () => {
    if (reschedule.isPending) return;
    if (slot === null) {
      setMessageId('PATIENT.RDVS.CHOOSE_SLOT');
      return;
    }
    setMessageId(null);
    try {
      await reschedule.mutateAsync({ id: rdv._id, date: slot });
      toasts.success(text('SUCCESS.RDV_UPDATED'));
      onClose();
    } catch (error) {
      setMessageId(errorMessageId(error, RDV_ERROR_MESSAGES, RDV_ERROR_FALLBACK));
      // Someone booked the slot meanwhile: offer the slots that are free now.
      if (error instanceof ApiError && slotsAreStale(error.code)) {
        setSlot(null);
        void slots.refetch();
      }
    }
  };

  return (
    <div className="form-stack">
      {messageId ? (
        <p className="form-message" role="alert">
          {text(messageId)}
        </p>
      ) : null}
      <SlotPicker
        slots={slots.data?.slots ?? []}
        value={slot}
        // The patient moves this rdv: its day, and the times around it, are where they start from.
        openOn={rdv.date}
        onChange={(picked) => {
          setSlot(picked);
          setMessageId(null);
        }}
        onVisibleRangeChange={setRange}
        loading={range === null || slots.isFetching}
      />
      {slots.isError ? (
        <p className="form-message" role="alert">
          {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('PATIENT.RDVS.SLOTS_ITEM') })}
        </p>
      ) : null}
      <ConfirmActions
        confirmLabel={text('PATIENT.RDVS.CONFIRM_RESCHEDULE')}
        cancelLabel={text('PATIENT.RDVS.KEEP_DATE')}
        pending={reschedule.isPending}
        tone="primary"
        onConfirm={() => void submit()}
        onCancel={onClose}
      />
    </div>
  );
}
