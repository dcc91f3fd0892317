import { useIntl } from 'react-intl';
import { useBookingAllowance, useSession } from '@tabib/hooks';

import { allowanceNotice } from './bookingAllowance';

/**
 * Above a doctor's slots, for a signed-in patient: the fair-use limit they already reached (docs/decisions/034),
 * so they learn it before picking a slot and filling the booking form, not after.
 */
export function BookingAllowanceNotice({ doctorId }: { doctorId: string }) {
  const { status, role } = useSession();
  const patient = status === 'authenticated' && role === 'patient';
  return patient ? <PatientAllowanceNotice doctorId={doctorId} /> : null;
}

function PatientAllowanceNotice({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  // A hint: without it, the answer to the booking itself says the limit.
  const allowance = useBookingAllowance(doctorId, { meta: { errorToast: false } });
  const notice = allowance.data ? allowanceNotice(allowance.data) : null;
  if (notice === null) return null;
  return (
    <p className="doctor-profile__limit" role="note">
      {intl.formatMessage({ id: notice.messageId }, notice.values)}
      {notice.relativesMayBook
        ? ` ${intl.formatMessage({ id: 'DOCTOR_PROFILE.SLOTS.LIMIT_RELATIVES' })}`
        : null}
    </p>
  );
}
