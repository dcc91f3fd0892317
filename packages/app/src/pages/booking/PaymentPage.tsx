import { FormattedMessage } from 'react-intl';

export default function PaymentPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.PAYMENT.TITLE" />
    </h1>
  );
}
