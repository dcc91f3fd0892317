import { FormattedMessage } from 'react-intl';

export default function PatientSettingsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.PD_SETTINGS.TITLE" />
    </h1>
  );
}
