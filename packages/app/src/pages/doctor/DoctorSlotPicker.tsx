import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDoctorSlots } from '@tabib/hooks';
import { SlotPicker, tunisDay, type VisibleRange } from '@tabib/ui';

import { reservationHref } from './doctorLinks';
import { currentMonthRange, slotRangeOf } from './profileSchedule';
import { SectionStatus } from './ProfileSection';

/**
 * The doctor's free slots by month: a day, then a time, opens the reservation page, or is handed to
 * `onChoose` (the booking widget's frame, docs/decisions/046-embed.md).
 */
export default function DoctorSlotPicker({
  doctorId,
  onChoose,
}: {
  doctorId: string;
  onChoose?: (slot: string) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [today] = useState(() => tunisDay(new Date()));
  const [visible, setVisible] = useState<VisibleRange>(() => currentMonthRange(today));
  const range = slotRangeOf(visible, today);
  const slots = useDoctorSlots(
    { doctor: doctorId, from: range?.start ?? today, to: range?.end ?? today },
    { enabled: range !== null },
  );

  return (
    <>
      {slots.isError ? (
        <SectionStatus
          isPending={false}
          isError
          item={intl.formatMessage({ id: 'DOCTOR_PROFILE.SLOTS.ITEM' })}
        />
      ) : null}
      <SlotPicker
        slots={range ? (slots.data?.slots ?? []) : []}
        minDate={today}
        loading={range !== null && slots.isPending}
        onVisibleRangeChange={setVisible}
        onChange={(slot) => (onChoose ? onChoose(slot) : void navigate(reservationHref(doctorId, slot)))}
      />
    </>
  );
}
