import type { Config } from '../config.js';
import { createPaymeeProvider } from './paymee.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

/** DESIGN "Payments": Paymee when its API key is configured, else the local sandbox. */
export function configuredPaymentProvider(config: Config): PaymentProvider {
  const { apiKey, baseUrl, timeoutMs } = config.paymee;
  if (apiKey === undefined) return createSandboxProvider(config.publicUrl);
  return createPaymeeProvider({ apiKey, baseUrl, timeoutMs });
}
