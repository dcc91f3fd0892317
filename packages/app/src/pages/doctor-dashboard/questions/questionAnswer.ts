import type { FieldError } from '../../../forms/validation';
import { requiredText } from '../../../forms/validation';
import type { StaffRole } from '../agenda/agenda';

// spec/openapi.yaml QuestionPatch: an answer of 2–10000 characters.
export const ANSWER_MIN_LENGTH = 2;
export const ANSWER_MAX_LENGTH = 10_000;

export function validateAnswer(answer: string): FieldError | undefined {
  const missing = requiredText(answer, ANSWER_MAX_LENGTH);
  if (missing) return missing;
  return answer.trim().length < ANSWER_MIN_LENGTH
    ? { id: 'DOCTOR_DASHBOARD.QUESTIONS.ANSWER_TOO_SHORT', values: { min: ANSWER_MIN_LENGTH } }
    : undefined;
}

/**
 * requirements §6 and spec/openapi.yaml patchQuestion: only a doctor answers (the answer assigns them);
 * a secretary reads her doctor's list, an admin may only close or reopen.
 */
export function canAnswer(role: StaffRole): boolean {
  return role === 'doctor';
}

// What the doctor reads when an answer is refused (requirements §8 'Failed to save changes' else).
export const ANSWER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ALREADY_ANSWERED: 'DOCTOR_DASHBOARD.QUESTIONS.ALREADY_ANSWERED',
  QUESTION_CLOSED: 'DOCTOR_DASHBOARD.QUESTIONS.ALREADY_CLOSED',
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
};
export const ANSWER_ERROR_FALLBACK = 'ERRORS.SAVE_FAILED';
