/**
 * A fetch with a cookie jar, so tests in Node behave like a browser towards the server: it keeps the
 * refresh and XSRF cookies the server sets and sends them back (path scoping is honoured, domain is
 * ignored: every test server is 127.0.0.1).
 */
export interface CookieFetch {
  fetch: typeof globalThis.fetch;
  get(name: string): string | undefined;
  set(name: string, value: string, path?: string): void;
  clear(): void;
}

interface Cookie {
  value: string;
  path: string;
}

export function createCookieFetch(base: typeof globalThis.fetch = globalThis.fetch): CookieFetch {
  const jar = new Map<string, Cookie>();

  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const path =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a.trim()) || /^expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, { value, path });
    }
  };

  const fetchWithCookies: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const cookies = [...jar.entries()]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    if (cookies.length) request.headers.set('cookie', cookies.join('; '));
    const response = await base(request);
    store(response);
    return response;
  };

  return {
    fetch: fetchWithCookies,
    get: (name) => {
      const value = jar.get(name)?.value;
      return value === undefined ? undefined : decodeURIComponent(value);
    },
    set: (name, value, path = '/') => jar.set(name, { value, path }),
    clear: () => jar.clear(),
  };
}
