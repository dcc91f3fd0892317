/**
 * The API base without its trailing slashes. A relative base (`/v1`) needs a page to resolve against;
 * outside a browser (Node, workers without `location`) it is refused here with the fix, instead of
 * fetch's bare "Invalid URL" on the first request.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  const location = globalThis.location as Location | undefined;
  if (!URL.canParse(trimmed, location?.href)) {
    throw new TypeError(
      `@tabib/sdk: baseUrl "${baseUrl}" is relative and there is no page to resolve it against; ` +
        'outside a browser give the absolute API URL including /v1, e.g. "https://api.tabib.tn/v1".',
    );
  }
  return trimmed;
}
