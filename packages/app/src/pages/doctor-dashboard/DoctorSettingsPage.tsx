import { FormattedMessage } from 'react-intl';

export default function DoctorSettingsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_SETTINGS.TITLE" />
    </h1>
  );
}
