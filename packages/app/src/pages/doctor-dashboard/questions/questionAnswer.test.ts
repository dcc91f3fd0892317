import { describe, expect, it } from 'vitest';

import { canAnswer, validateAnswer } from './questionAnswer';

describe('answer validation (QuestionPatch.answer: 2–10000 characters)', () => {
  it('requires an answer', () => {
    expect(validateAnswer('   ')).toEqual({ id: 'FORMS.VALIDATION.REQUIRED' });
  });

  it('refuses one character, accepts two', () => {
    expect(validateAnswer(' a ')).toEqual({
      id: 'DOCTOR_DASHBOARD.QUESTIONS.ANSWER_TOO_SHORT',
      values: { min: 2 },
    });
    expect(validateAnswer('ok')).toBeUndefined();
  });

  it('refuses more than 10000 characters', () => {
    expect(validateAnswer('a'.repeat(10_000))).toBeUndefined();
    expect(validateAnswer('a'.repeat(10_001))).toEqual({
      id: 'FORMS.VALIDATION.TOO_LONG',
      values: { max: 10_000 },
    });
  });
});

describe('who answers (requirements §6)', () => {
  it('is the doctor only', () => {
    expect(canAnswer('doctor')).toBe(true);
    expect(canAnswer('secretary')).toBe(false);
    expect(canAnswer('admin')).toBe(false);
  });
});
