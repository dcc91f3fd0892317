import type { Config } from '../platform/config.js';
import { createPaymeeProvider } from './paymee.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, sandboxKey } from './sandbox.js';

/**
 * docs/design.md "Payments": Paymee when its API key is configured, else the local sandbox — only outside
 * production, where loadConfig requires the key (docs/decisions/022).
 */
export function configuredPaymentProvider(config: Config): PaymentProvider {
  const { apiKey, baseUrl, timeoutMs } = config.paymee;
  if (apiKey === undefined) return createSandboxProvider(config.publicUrl, sandboxKey(config.jwtSecret));
  return createPaymeeProvider({ apiKey, baseUrl, timeoutMs });
}
