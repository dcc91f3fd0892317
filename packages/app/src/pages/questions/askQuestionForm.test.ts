import { describe, expect, it } from 'vitest';

import { questionInputOf, validateQuestion } from './askQuestionForm';

const CARDIO = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';
const valid = { category: CARDIO, title: 'Douleur thoracique', content: 'J’ai mal à la poitrine le soir.' };

describe('QuestionInput limits checked before sending', () => {
  it('accepts a complete question', () => {
    expect(validateQuestion(valid)).toEqual({});
  });

  it('asks for a specialty', () => {
    expect(validateQuestion({ ...valid, category: '' })).toEqual({ category: 'CATEGORY_REQUIRED' });
  });

  it('needs a title of 5 to 200 characters, blanks not counted', () => {
    expect(validateQuestion({ ...valid, title: '   abcd   ' }).title).toBe('TITLE_TOO_SHORT');
    expect(validateQuestion({ ...valid, title: 'abcde' }).title).toBeUndefined();
    expect(validateQuestion({ ...valid, title: 'a'.repeat(200) }).title).toBeUndefined();
    expect(validateQuestion({ ...valid, title: 'a'.repeat(201) }).title).toBe('TITLE_TOO_LONG');
  });

  it('needs a text of 10 to 5000 characters, blanks not counted', () => {
    expect(validateQuestion({ ...valid, content: ' 123456789 ' }).content).toBe('CONTENT_TOO_SHORT');
    expect(validateQuestion({ ...valid, content: '1234567890' }).content).toBeUndefined();
    expect(validateQuestion({ ...valid, content: 'a'.repeat(5000) }).content).toBeUndefined();
    expect(validateQuestion({ ...valid, content: 'a'.repeat(5001) }).content).toBe('CONTENT_TOO_LONG');
  });

  it('reports every invalid field at once', () => {
    expect(validateQuestion({ category: '', title: '', content: '' })).toEqual({
      category: 'CATEGORY_REQUIRED',
      title: 'TITLE_TOO_SHORT',
      content: 'CONTENT_TOO_SHORT',
    });
  });
});

describe('the question sent to POST /questions/add', () => {
  it('trims the title and the text', () => {
    expect(
      questionInputOf({ category: CARDIO, title: '  Toux  ', content: '\n Depuis une semaine \n' }),
    ).toEqual({
      category: CARDIO,
      title: 'Toux',
      content: 'Depuis une semaine',
    });
  });
});
