import { FormattedMessage } from 'react-intl';

export default function PatientAuthPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.AUTH_PATIENT.TITLE" />
    </h1>
  );
}
