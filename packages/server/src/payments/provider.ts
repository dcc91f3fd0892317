import { createHash } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '../db/schema.js';

/** What a provider gives back for a new payment: its token and the page to send the browser to. */
export interface ProviderPayment {
  token: string;
  paymentUrl: string;
}

/** A provider's notification once verified: which payment, and whether it was paid. */
export interface VerifiedNotification {
  token: string;
  paid: boolean;
}

/** DESIGN "Payments": Paymee, or the local sandbox when no key is set. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: { paymentId: string; amount: number; rdvId: string }): Promise<ProviderPayment>;
  /** null when the checksum does not match. */
  verifyNotification(body: {
    token: string;
    payment_status: boolean | string;
    check_sum: string;
  }): VerifiedNotification | null;
}

/** spec `paymentWebhook`: `check_sum` = md5(token + "1"/"0" + key). */
export function paymeeChecksum(token: string, paid: boolean, key: string): string {
  return createHash('md5')
    .update(`${token}${paid ? '1' : '0'}${key}`)
    .digest('hex');
}

/** `true`/`"1"` paid, `false`/`"0"` not paid (Paymee sends either form). */
export function isPaidStatus(value: boolean | string): boolean {
  return value === true || value === '1' || value === 'true';
}
