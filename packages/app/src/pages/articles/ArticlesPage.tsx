import { FormattedMessage } from 'react-intl';

export default function ArticlesPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.ARTICLES.TITLE" />
    </h1>
  );
}
