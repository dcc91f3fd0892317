import type { Middleware } from 'openapi-fetch';

/**
 * The writes the API accepts an `Idempotency-Key` on: sent again with the same key, they are answered
 * with the first answer instead of being done twice (a second booking, a second question).
 */
const IDEMPOTENT_WRITES = new Set(['POST /rdvs', 'POST /payments/checkout', 'POST /questions/add']);
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Answers of a proxy or a server on its way down: the write may not have run, and may be sent again. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/**
 * A 502 with the API's own JSON error (`PROVIDER_ERROR`: the payment provider refused or failed) is the
 * write's answer, not a lost one: it ran and was recorded, and sending it again would only repeat the
 * provider's failure. A proxy's 502 (its server died with the request) has no such body.
 */
const mayResend = (response: Response): boolean =>
  RETRIED_STATUSES.has(response.status) &&
  !(response.status === 502 && response.headers.get('content-type')?.includes('application/json'));
/** Waits before the retries (two at most): time for the proxy to send to another server. */
export const WRITE_RETRY_DELAYS_MS = [300, 1_500];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One key per call of these writes (a caller's own key is kept), and the call sent again with that key
 * after a network error, a 503/504 or a proxy's 502, so a lost answer never books twice.
 */
export function idempotentWritesMiddleware(
  fetchImpl: typeof globalThis.fetch,
  delaysMs: readonly number[] = WRITE_RETRY_DELAYS_MS,
): Middleware {
  // A body can be read only once: keep an unsent copy of each request so a retry can resend it.
  const pristine = new Map<string, Request>();

  const resend = async (id: string, failed: () => Response | Error): Promise<Response | Error> => {
    const copy = pristine.get(id);
    pristine.delete(id);
    let last = failed();
    if (!copy) return last;
    for (const delay of delaysMs) {
      await wait(delay);
      try {
        last = await fetchImpl(copy.clone());
      } catch (error) {
        last = error instanceof Error ? error : new Error(String(error));
        continue;
      }
      if (!mayResend(last)) return last;
    }
    return last;
  };

  return {
    onRequest({ request, id, schemaPath }) {
      if (!IDEMPOTENT_WRITES.has(`${request.method} ${schemaPath}`)) return undefined;
      if (!request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
        request.headers.set(IDEMPOTENCY_KEY_HEADER, globalThis.crypto.randomUUID());
      }
      pristine.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      if (!mayResend(response)) {
        pristine.delete(id);
        return undefined;
      }
      const answer = await resend(id, () => response);
      // Retries that could not even connect: the first answer says more than their error.
      return answer instanceof Error ? response : answer;
    },
    async onError({ error, id }) {
      return resend(id, () => (error instanceof Error ? error : new Error(String(error))));
    },
  };
}
