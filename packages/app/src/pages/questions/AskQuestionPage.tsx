import { FormattedMessage } from 'react-intl';

export default function AskQuestionPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.ASK.TITLE" />
    </h1>
  );
}
