import { FormattedMessage } from 'react-intl';

export default function AboutPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.ABOUT.TITLE" />
    </h1>
  );
}
