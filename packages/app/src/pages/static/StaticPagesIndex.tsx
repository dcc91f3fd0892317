import { FormattedMessage } from 'react-intl';

export default function StaticPagesIndex() {
  return (
    <h1>
      <FormattedMessage id="PAGES.STATIC.TITLE" />
    </h1>
  );
}
