// spec/openapi.yaml Id: a UUID.
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public page of an answered question (docs/decisions/025), e.g. `/questions/0190f3a2-…`. */
export const questionHref = (questionId: string) => `/questions/${encodeURIComponent(questionId)}`;

/** The public questions of one specialty (`/questions?category=`). */
export const specialtyQuestionsHref = (specialtyId: string) =>
  `/questions?${new URLSearchParams({ category: specialtyId }).toString()}`;

/** Whether a value from the URL can be an API `_id` (a question's, a specialty's): the API answers 400 otherwise. */
export const isId = (value: string) => ID_PATTERN.test(value);
