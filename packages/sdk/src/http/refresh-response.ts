// A token refresh response may carry accessToken, access_token or token.
export function readRefreshedToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { accessToken, access_token, token } = body as Record<string, unknown>;
  const found = [accessToken, access_token, token].find((value) => typeof value === 'string' && value !== '');
  return found as string | undefined;
}
