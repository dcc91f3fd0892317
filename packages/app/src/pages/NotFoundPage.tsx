import { FormattedMessage } from 'react-intl';

export default function NotFoundPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.NOT_FOUND.TITLE" />
    </h1>
  );
}
