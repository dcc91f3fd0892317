/** The public page of an answered question (docs/decisions/025), e.g. `/questions/0190f3a2-…`. */
export const questionHref = (questionId: string) => `/questions/${encodeURIComponent(questionId)}`;

/** The public questions of one specialty (`/questions?category=`). */
export const specialtyQuestionsHref = (specialtyId: string) =>
  `/questions?${new URLSearchParams({ category: specialtyId }).toString()}`;
