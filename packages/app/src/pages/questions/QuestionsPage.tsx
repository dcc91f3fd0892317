import { FormattedMessage } from 'react-intl';

export default function QuestionsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.QUESTIONS.TITLE" />
    </h1>
  );
}
