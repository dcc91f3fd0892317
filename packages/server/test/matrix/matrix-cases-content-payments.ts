import { newId } from '../../src/platform/db/ids.js';
import { paymeeChecksum } from '../../src/payments/provider.js';
import { sandboxKey } from '../../src/payments/sandbox.js';
import { TEST_JWT_SECRET } from '../helpers/config.js';
import { insertPayment } from './matrix-fixture.js';
import { everyone, members, rdvOutsiders, freshRdv, type MatrixCase } from './matrix-case.js';

/** Articles and payments. */
export const contentPaymentCases: Record<string, MatrixCase> = {
  listArticles: { roles: everyone, request: () => ({ method: 'GET', path: '/articles' }) },
  createArticle: {
    roles: ['admin'],
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/articles',
      body: { title: 'Hydratation en été', excerpt: 'Boire assez.', content: 'Un litre et demi par jour.' },
    }),
  },
  getArticle: { roles: everyone, request: ({ f }) => ({ method: 'GET', path: `/articles/${f.articleId}` }) },
  updateArticle: {
    roles: ['admin'],
    request: ({ f }) => ({ method: 'PUT', path: `/articles/${f.articleId}`, body: { showOnLanding: true } }),
  },

  checkoutPayment: {
    roles: ['patient'],
    outsiders: ['otherPatient'],
    status: 201,
    request: async (context) => ({
      method: 'POST',
      path: '/payments/checkout',
      body: { rdv: await freshRdv(context) },
    }),
  },
  getPayment: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({ method: 'GET', path: `/payments/${f.paymentId}` }),
  },
  paymentWebhook: {
    roles: ['guest'],
    request: async (context) => {
      const token = `webhook-${newId()}`;
      await insertPayment(context.db, await freshRdv(context), token);
      return {
        method: 'POST',
        path: '/payments/webhook/sandbox',
        body: {
          token,
          payment_status: true,
          check_sum: paymeeChecksum(token, true, sandboxKey(TEST_JWT_SECRET)),
          amount: 60,
        },
      };
    },
  },
};
