/**
 * Cookies kept outside a browser: a Node caller has no cookie store, so without one the
 * refresh cookie and the XSRF-TOKEN cookie of the double submit never go back to the API and every
 * POST is refused 403 `XSRF_MISMATCH`.
 */
export interface CookieJar {
  /** A fetch that sends the jar's cookies for the URL and keeps the cookies every answer sets. */
  readonly fetch: typeof globalThis.fetch;
  /** The value of a cookie the jar would send to `url` (default: any URL); `undefined` when absent. */
  get(name: string, url?: string): string | undefined;
  /** Forgets every cookie of that name. */
  delete(name: string): void;
  /** Forgets every cookie. */
  clear(): void;
}

export interface CookieJarOptions {
  /** The fetch that sends the requests; default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
}

interface StoredCookie {
  name: string;
  value: string;
  /** The host the cookie was set by, or the Domain attribute's domain. */
  domain: string;
  /** No Domain attribute: only that exact host gets it back (RFC 6265 §5.3 step 6). */
  hostOnly: boolean;
  path: string;
  secure: boolean;
  /** Epoch milliseconds; `undefined` for a session cookie (kept as long as the jar). */
  expiresAt: number | undefined;
}

// Browsers treat these as secure contexts, so a Secure cookie over http to them is kept and sent.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A cookie jar in memory with the rules of RFC 6265 a client of one API needs: host-only and Domain
 * cookies, Path, Max-Age and Expires, Secure. SameSite is not enforced: a server-side caller makes no
 * cross-site requests.
 */
export function createCookieJar(options: CookieJarOptions = {}): CookieJar {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = new Map<string, StoredCookie>();
  const keyOf = (cookie: Pick<StoredCookie, 'domain' | 'path' | 'name'>) =>
    `${cookie.domain};${cookie.path};${cookie.name}`;

  const matching = (url: URL, now: number): StoredCookie[] => {
    const secureChannel = url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
    const found: StoredCookie[] = [];
    for (const [key, cookie] of cookies) {
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) {
        cookies.delete(key);
        continue;
      }
      if (!domainMatches(url.hostname, cookie)) continue;
      if (!pathMatches(url.pathname, cookie.path)) continue;
      if (cookie.secure && !secureChannel) continue;
      found.push(cookie);
    }
    // RFC 6265 §5.4: longer paths first.
    return found.sort((a, b) => b.path.length - a.path.length);
  };

  const keep = (url: URL, response: Response, now: number) => {
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line, url, now);
      if (!cookie) continue;
      const key = keyOf(cookie);
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) cookies.delete(key);
      else cookies.set(key, cookie);
    }
  };

  const fetchWithCookies: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const pairs = matching(url, Date.now()).map((cookie) => `${cookie.name}=${cookie.value}`);
    const given = request.headers.get('cookie');
    if (pairs.length > 0) request.headers.set('cookie', [given, ...pairs].filter(Boolean).join('; '));
    const response = await send(request);
    keep(url, response, Date.now());
    return response;
  };

  return {
    fetch: fetchWithCookies,
    get(name, url) {
      const candidates = url
        ? matching(new URL(url), Date.now())
        : [...cookies.values()].filter((c) => c.expiresAt === undefined || c.expiresAt > Date.now());
      const value = candidates.find((cookie) => cookie.name === name)?.value;
      return value === undefined ? undefined : decodeValue(value);
    },
    delete(name) {
      for (const [key, cookie] of cookies) if (cookie.name === name) cookies.delete(key);
    },
    clear: () => cookies.clear(),
  };
}

function parseSetCookie(line: string, url: URL, now: number): StoredCookie | undefined {
  const [pair = '', ...attributes] = line.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const cookie: StoredCookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    domain: url.hostname,
    hostOnly: true,
    path: defaultPath(url.pathname),
    secure: false,
    expiresAt: undefined,
  };
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const name = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (name === 'path' && value.startsWith('/')) cookie.path = value;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'domain' && value) {
      const domain = value.replace(/^\./, '').toLowerCase();
      // A cookie for a domain the answering host is not part of is refused (RFC 6265 §5.3 step 6).
      if (url.hostname !== domain && !url.hostname.endsWith(`.${domain}`)) return undefined;
      cookie.domain = domain;
      cookie.hostOnly = false;
    } else if (name === 'max-age' && /^-?\d+$/.test(value)) {
      // Max-Age wins over Expires (RFC 6265 §5.3 step 3).
      maxAgeSeen = true;
      cookie.expiresAt = now + Number(value) * 1000;
    } else if (name === 'expires' && !maxAgeSeen) {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) cookie.expiresAt = time;
    }
  }
  return cookie;
}

function domainMatches(host: string, cookie: StoredCookie): boolean {
  return cookie.hostOnly
    ? host === cookie.domain
    : host === cookie.domain || host.endsWith(`.${cookie.domain}`);
}

/** RFC 6265 §5.1.4. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** RFC 6265 §5.1.4: the directory of the request's path. */
function defaultPath(requestPath: string): string {
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
