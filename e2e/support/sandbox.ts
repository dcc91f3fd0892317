import { createHash, createHmac } from 'node:crypto';

/** The JWT secret of the journeys' server (support/globalSetup.ts): the sandbox webhook key derives from it. */
export const E2E_JWT_SECRET = 'e2e-secret-that-is-at-least-32-characters-long';

/** The sandbox webhook's checksum, as packages/server/src/payments/sandbox.ts `sandboxKey` keys it. */
export function sandboxChecksum(token: string, paid: boolean): string {
  const key = createHmac('sha256', E2E_JWT_SECRET).update('tabib-sandbox-payment-key').digest('base64url');
  return createHash('md5')
    .update(`${token}${paid ? '1' : '0'}${key}`)
    .digest('hex');
}
