import { FormattedMessage } from 'react-intl';

export default function DoctorStatsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_STATS.TITLE" />
    </h1>
  );
}
