import { FormattedMessage } from 'react-intl';

export default function DoctorServicesPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_SERVICES.TITLE" />
    </h1>
  );
}
