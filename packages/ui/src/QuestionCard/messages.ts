import type { LocaleMessages } from '../i18n/messages';
import type { QuestionState } from './questionState';

export interface QuestionCardLabels {
  /** Displayed name of each state. */
  state: Record<QuestionState, string>;
  /** Introduces the answer; `{doctor}` is the answering doctor's name. */
  answerBy: string;
  /** Precedes when the question last changed. */
  updated: string;
}

export const questionCardMessages: LocaleMessages<QuestionCardLabels> = {
  fr: {
    state: { open: 'Ouverte', closed: 'Fermée', unanswered: 'Sans réponse' },
    answerBy: 'Réponse de {doctor}',
    updated: 'Mise à jour',
  },
  en: {
    state: { open: 'Open', closed: 'Closed', unanswered: 'Unanswered' },
    answerBy: 'Answer from {doctor}',
    updated: 'Updated',
  },
  ar: {
    state: { open: 'مفتوح', closed: 'مغلق', unanswered: 'دون إجابة' },
    answerBy: 'إجابة {doctor}',
    updated: 'آخر تحديث',
  },
};
