import { FormattedMessage } from 'react-intl';

export default function DoctorSecretaryPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_SECRETARY.TITLE" />
    </h1>
  );
}
