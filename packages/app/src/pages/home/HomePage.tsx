import { FormattedMessage } from 'react-intl';

export default function HomePage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.HOME.TITLE" />
    </h1>
  );
}
