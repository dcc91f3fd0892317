import { generalMedicineQuestions } from './questions/general-medicine.js';
import { heartAndVesselsQuestions } from './questions/heart-and-vessels.js';
import { mindNervesAndBonesQuestions } from './questions/mind-nerves-and-bones.js';
import { organQuestions } from './questions/organs.js';
import type { QuestionSeed } from './questions/question-seed.js';
import { skinAndTeethQuestions } from './questions/skin-and-teeth.js';
import { womenAndChildrenQuestions } from './questions/women-and-children.js';

export type { QuestionSeed } from './questions/question-seed.js';

/**
 * Health questions as patients write them, each with the answer written for it. The demo seeds each one
 * at most once (content.ts), so their number is the number of questions in the demo data; titles,
 * contents and answers are all distinct (src/seed/test/seed.test.ts).
 */
export const questions: QuestionSeed[] = [
  ...heartAndVesselsQuestions,
  ...generalMedicineQuestions,
  ...womenAndChildrenQuestions,
  ...organQuestions,
  ...skinAndTeethQuestions,
  ...mindNervesAndBonesQuestions,
];

/** Feedback comments that go with a rating, best first (index = 5 - rating). */
export const feedbackComments = [
  'Réponse très claire et rassurante, merci docteur !',
  'Merci pour vos conseils, j’ai pris rendez-vous.',
  'Réponse utile, mais j’aurais aimé plus de détails.',
  'Réponse trop générale.',
  'La réponse ne correspond pas à ma question.',
];
