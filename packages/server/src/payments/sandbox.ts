import { randomBytes } from 'node:crypto';
import { type PaymentProvider, verifyChecksum } from './provider.js';

/**
 * The key of the local sandbox provider. It guards nothing of value (no money moves); it only makes
 * the sandbox webhook follow the same checksum rule as Paymee's.
 */
export const SANDBOX_KEY = 'tabib-sandbox-dev-key';

/** The sandbox's payment page, served by this server (src/api/sandbox-checkout.ts). */
export const sandboxPagePath = (token: string) => `/v1/payments/sandbox/${token}`;

/**
 * DESIGN "Payments": the provider used when no Paymee key is configured, so the whole journey runs on
 * one machine. Its payment page is this server's, and settles the payment itself (as a webhook would).
 */
export function createSandboxProvider(publicUrl: string, key: string = SANDBOX_KEY): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment() {
      const token = randomBytes(16).toString('hex');
      return { token, paymentUrl: `${publicUrl}${sandboxPagePath(token)}` };
    },
    verifyNotification: (body) => verifyChecksum(body, key),
    // The sandbox's payments are settled by its page on this server: the database already knows.
    checkPayment: async () => null,
  };
}
