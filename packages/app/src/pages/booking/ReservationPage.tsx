import { FormattedMessage } from 'react-intl';

export default function ReservationPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.RESERVATION.TITLE" />
    </h1>
  );
}
