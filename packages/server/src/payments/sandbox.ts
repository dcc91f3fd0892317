import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isPaidStatus, type PaymentProvider, paymeeChecksum } from './provider.js';

/**
 * The key of the local sandbox provider. It guards nothing of value (no money moves); it only makes
 * the sandbox webhook follow the same checksum rule as Paymee's.
 */
export const SANDBOX_KEY = 'tabib-sandbox-dev-key';

/**
 * DESIGN "Payments": the provider used when no Paymee key is configured, so the whole journey runs on
 * one machine. Its payment page `/v1/payments/sandbox/<token>` is later work (not served yet).
 */
export function createSandboxProvider(publicUrl: string, key: string = SANDBOX_KEY): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment() {
      const token = randomBytes(16).toString('hex');
      return { token, paymentUrl: `${publicUrl}/v1/payments/sandbox/${token}` };
    },
    verifyNotification(body) {
      const paid = isPaidStatus(body.payment_status);
      const expected = Buffer.from(paymeeChecksum(body.token, paid, key));
      const given = Buffer.from(body.check_sum.toLowerCase());
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { token: body.token, paid };
    },
  };
}
