import { FormattedMessage } from 'react-intl';

export default function DoctorQuestionsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.DD_QUESTIONS.TITLE" />
    </h1>
  );
}
