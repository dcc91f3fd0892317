import { FormattedMessage } from 'react-intl';

export default function DoctorAppointmentsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_APPOINTMENTS.TITLE" />
    </h1>
  );
}
