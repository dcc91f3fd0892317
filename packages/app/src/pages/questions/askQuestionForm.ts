import type { AddQuestionVariables } from '@tabib/hooks';

/** What the patient types; kept as typed (untrimmed) so that nothing is lost on an error. */
export interface AskQuestionValues {
  category: string;
  title: string;
  content: string;
}

export type AskQuestionField = keyof AskQuestionValues;

/** Why a field is refused; each reason has its message `ASK.ERRORS.<reason>`. */
export type AskQuestionError =
  'CATEGORY_REQUIRED' | 'TITLE_TOO_SHORT' | 'TITLE_TOO_LONG' | 'CONTENT_TOO_SHORT' | 'CONTENT_TOO_LONG';

export type AskQuestionErrors = Partial<Record<AskQuestionField, AskQuestionError>>;

// spec/openapi.yaml QuestionInput: title 5–200 characters, content 10–5000.
export const TITLE_LENGTH = { min: 5, max: 200 } as const;
export const CONTENT_LENGTH = { min: 10, max: 5000 } as const;

export const EMPTY_QUESTION: AskQuestionValues = { category: '', title: '', content: '' };

function lengthError<T extends AskQuestionError>(
  text: string,
  { min, max }: { min: number; max: number },
  tooShort: T,
  tooLong: T,
): T | undefined {
  const length = text.trim().length;
  if (length < min) return tooShort;
  if (length > max) return tooLong;
  return undefined;
}

/** Checks the form against the limits the server enforces, so the patient learns them before sending. */
export function validateQuestion(values: AskQuestionValues): AskQuestionErrors {
  const errors: AskQuestionErrors = {};
  if (values.category === '') errors.category = 'CATEGORY_REQUIRED';
  const title = lengthError(values.title, TITLE_LENGTH, 'TITLE_TOO_SHORT', 'TITLE_TOO_LONG');
  if (title) errors.title = title;
  const content = lengthError(values.content, CONTENT_LENGTH, 'CONTENT_TOO_SHORT', 'CONTENT_TOO_LONG');
  if (content) errors.content = content;
  return errors;
}

/** The `POST /questions/add` body: the texts without their surrounding blanks. */
export function questionInputOf(values: AskQuestionValues): AddQuestionVariables {
  return { category: values.category, title: values.title.trim(), content: values.content.trim() };
}
