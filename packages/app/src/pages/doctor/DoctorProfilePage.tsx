import { FormattedMessage } from 'react-intl';

export default function DoctorProfilePage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DOCTOR_PROFILE.TITLE" />
    </h1>
  );
}
