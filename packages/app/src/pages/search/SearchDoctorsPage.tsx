import { FormattedMessage } from 'react-intl';

export default function SearchDoctorsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.SEARCH.TITLE" />
    </h1>
  );
}
