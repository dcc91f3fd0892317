import { createMemoryTokenStore, createTabibClient } from '@tabib/sdk';
import type { ApiHarness, TestClient } from '../../../test/helpers/api.js';
import { createCookieFetch } from '../../../test/helpers/cookie-fetch.js';

/**
 * A "browser" for auth tests: an SDK client with its own cookie jar, but without the SDK's automatic
 * refresh-and-retry on 401, so each test sees exactly the status and code the server answered.
 */
export async function browser(server: ApiHarness): Promise<TestClient> {
  const cookies = createCookieFetch();
  const api = createTabibClient({
    baseUrl: `${server.origin}/v1`,
    fetch: cookies.fetch,
    tokens: createMemoryTokenStore(null),
    refresh: false,
    getXsrfToken: () => cookies.get('XSRF-TOKEN'),
    logger: { error: () => undefined },
  });
  await api.GET('/auth/xsrf');
  return { api, cookies };
}

/** `POST /v1/auth/refresh` as the SDK sends it: the jar's cookies and the XSRF header, no body. */
export function refresh(server: ApiHarness, client: TestClient): Promise<Response> {
  return client.cookies.fetch(`${server.origin}/v1/auth/refresh`, {
    method: 'POST',
    headers: { 'X-XSRF-TOKEN': client.cookies.get('XSRF-TOKEN') ?? '' },
  });
}

/** The `Set-Cookie` line of `name` in a response. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}
