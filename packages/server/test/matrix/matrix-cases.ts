import type { MatrixCase } from './matrix-case.js';
import { accountCases } from './matrix-cases-accounts.js';
import { bookingCases } from './matrix-cases-booking.js';
import { agendaCases } from './matrix-cases-agenda.js';
import { questionCases } from './matrix-cases-questions.js';
import { practiceCases } from './matrix-cases-practice.js';
import { contentPaymentCases } from './matrix-cases-content-payments.js';
import { adminCases } from './matrix-cases-admin.js';
import { embedCases } from './matrix-cases-embed.js';
import { applicationCases } from './matrix-cases-applications.js';

/**
 * Every operation of spec/openapi.yaml, by operationId, area by area; the order of the areas is the order
 * of the tests that name each case's outsiders.
 */
export const matrixCases: Record<string, MatrixCase> = {
  ...accountCases,
  ...bookingCases,
  ...agendaCases,
  ...questionCases,
  ...practiceCases,
  ...contentPaymentCases,
  ...adminCases,
  ...embedCases,
  ...applicationCases,
};
