/** A question is open or closed; an open question with no doctor is 'unanswered'. */
export type QuestionState = 'open' | 'closed' | 'unanswered';

export function questionState({
  closed,
  doctorName,
}: {
  closed: boolean;
  doctorName?: string | null;
}): QuestionState {
  if (closed) return 'closed';
  return doctorName ? 'open' : 'unanswered';
}
