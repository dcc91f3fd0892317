/**
 * Whether `error` is a request that got no answer at all — the browser is offline, the host cannot be
 * reached, the connection dropped: `fetch` rejects with a `TypeError` then (Fetch standard, "network
 * error"). An HTTP refusal is an answer (a `RefreshError` with a `status`, an API error body), and an
 * aborted request rejects with an `AbortError` instead, so neither is one.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
