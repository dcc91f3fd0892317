import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSlotPicker } from '@tabib/hooks';
import { SlotPicker } from '@tabib/ui';

import { reservationHref } from './doctorLinks';
import { SectionStatus } from './ProfileSection';

/**
 * The doctor's free slots by month (`useSlotPicker`: the rest of this month first, then the month the calendar
 * shows, past days never asked for): a day, then a time, opens the reservation page, or is handed to
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
  const picker = useSlotPicker({ doctorId, meta: { errorToast: false } });

  return (
    <>
      {picker.isError ? (
        <SectionStatus
          isPending={false}
          isError
          item={intl.formatMessage({ id: 'DOCTOR_PROFILE.SLOTS.ITEM' })}
        />
      ) : null}
      <SlotPicker
        slots={picker.slots}
        minDate={picker.today}
        loading={picker.loading}
        onVisibleRangeChange={picker.setRange}
        onChange={(slot) => (onChoose ? onChoose(slot) : void navigate(reservationHref(doctorId, slot)))}
      />
    </>
  );
}
