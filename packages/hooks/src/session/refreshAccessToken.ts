import { IGNORE_LOADING_BAR_HEADER, REFRESH_ATTEMPT_HEADER, type TabibClient } from '@tabib/sdk';

import { unwrap, type ApiLogger } from '../query/keys';

/**
 * Exchanges the refresh cookie for an access token and stores it; rejects when the server gives none.
 * The refresh-attempt marker keeps the SDK from answering this call's own 401 with a second refresh.
 */
export async function refreshAccessToken(client: TabibClient, logger: ApiLogger): Promise<string> {
  const result = await client.POST('/auth/refresh', {
    headers: { [REFRESH_ATTEMPT_HEADER]: '1', [IGNORE_LOADING_BAR_HEADER]: '1' },
  });
  const { accessToken } = unwrap(result, logger);
  client.tokens.set(accessToken);
  return accessToken;
}

/** One refresh at a time: callers during a refresh share it (a refresh cookie may be used once). */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
