import { FormattedMessage } from 'react-intl';

export default function PatientAppointmentsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.PD_APPOINTMENTS.TITLE" />
    </h1>
  );
}
