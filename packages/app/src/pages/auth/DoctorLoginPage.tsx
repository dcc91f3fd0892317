import { FormattedMessage } from 'react-intl';

export default function DoctorLoginPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.AUTH_DOCTOR.TITLE" />
    </h1>
  );
}
