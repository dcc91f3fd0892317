import { FormattedMessage } from 'react-intl';

export default function DoctorCalendarPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_CALENDAR.TITLE" />
    </h1>
  );
}
