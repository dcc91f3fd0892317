import { createHmac, randomBytes } from 'node:crypto';
import { type PaymentProvider, verifyChecksum } from './provider.js';

/**
 * The key of the local sandbox provider's webhook checksum, derived from this installation's JWT secret
 * (docs/decisions/022): never a constant of the source, so nobody outside can forge a "paid" notice.
 */
export const sandboxKey = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('tabib-sandbox-payment-key').digest('base64url');

/** The sandbox's payment page, served by this server (src/payments/sandbox-checkout.ts). */
export const sandboxPagePath = (token: string) => `/v1/payments/sandbox/${token}`;

/**
 * docs/design.md "Payments": the provider used when no Paymee key is configured, so the whole journey runs on
 * one machine. Its payment page is this server's, and settles the payment itself (as a webhook would).
 */
export function createSandboxProvider(publicUrl: string, key: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment() {
      const token = randomBytes(16).toString('hex');
      return { token, paymentUrl: `${publicUrl}${sandboxPagePath(token)}` };
    },
    verifyNotification: (body) => verifyChecksum(body, key),
    // The sandbox's payments are settled by its page on this server: the database already knows.
    checkPayment: async () => null,
    // The sandbox holds no money: its refunds are immediate.
    refund: async () => ({
      status: 'refunded',
      reference: `sandbox_refund_${randomBytes(8).toString('hex')}`,
    }),
  };
}
