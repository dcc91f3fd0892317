import { FormattedMessage } from 'react-intl';

export default function PatientQuestionsPage() {
  return (
    <h1>
      <FormattedMessage id="PAGES.PD_QUESTIONS.TITLE" />
    </h1>
  );
}
