import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJar } from '../src/http/cookieJar';
import { startServer, type TestServer } from './http-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server that sets the `Set-Cookie` lines asked for in `?set=` (JSON) and records what it receives. */
async function cookieServer() {
  server = await startServer((request, response) => {
    const set = new URL(request.path, 'http://x').searchParams.get('set');
    if (set) response.setHeader('Set-Cookie', JSON.parse(set) as string[]);
    response.end('ok');
  });
  return server;
}

const setting = (origin: string, path: string, lines: string[]) =>
  `${origin}${path}?set=${encodeURIComponent(JSON.stringify(lines))}`;

describe('decision 033: the cookie jar of a server-side caller', () => {
  it('sends back what the server set, by path, and keeps the newest value', async () => {
    const { origin, requests } = await cookieServer();
    const jar = createCookieJar();
    await jar.fetch(
      setting(origin, '/v1/auth/login', [
        'XSRF-TOKEN=a1; Path=/',
        'tabib_refresh=r1; Path=/v1/auth; HttpOnly',
      ]),
    );
    await jar.fetch(`${origin}/v1/rdvs`);
    await jar.fetch(`${origin}/v1/auth/refresh`);
    await jar.fetch(`${origin}/v1/authors`);
    await jar.fetch(setting(origin, '/v1/auth/refresh', ['tabib_refresh=r2; Path=/v1/auth']));
    await jar.fetch(`${origin}/v1/auth/logout`);
    expect(requests.map((r) => r.headers.cookie)).toEqual([
      undefined,
      'XSRF-TOKEN=a1',
      'tabib_refresh=r1; XSRF-TOKEN=a1',
      'XSRF-TOKEN=a1',
      'tabib_refresh=r1; XSRF-TOKEN=a1',
      'tabib_refresh=r2; XSRF-TOKEN=a1',
    ]);
    expect(jar.get('XSRF-TOKEN')).toBe('a1');
    expect(jar.get('tabib_refresh', `${origin}/v1/`)).toBeUndefined();
    expect(jar.get('tabib_refresh', `${origin}/v1/auth/refresh`)).toBe('r2');
  });

  it('forgets a cookie cleared with Max-Age=0 or a past Expires, and one whose Max-Age ran out', async () => {
    const { origin, requests } = await cookieServer();
    const jar = createCookieJar();
    await jar.fetch(setting(origin, '/', ['a=1; Path=/', 'b=2; Path=/', 'c=3; Path=/; Max-Age=1']));
    await jar.fetch(
      setting(origin, '/', ['a=; Path=/; Max-Age=0', 'b=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
    );
    expect(requests[1]?.headers.cookie).toBe('a=1; b=2; c=3');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await jar.fetch(`${origin}/`);
    expect(requests[2]?.headers.cookie).toBeUndefined();
  });

  it('keeps a cookie to its host, refuses a Domain the host is not in, and keeps a Secure cookie off plain http', async () => {
    const { origin, requests } = await cookieServer();
    const other = origin.replace('127.0.0.1', 'localhost');
    const jar = createCookieJar();
    await jar.fetch(setting(origin, '/', ['host=1; Path=/', 'evil=1; Path=/; Domain=example.com']));
    await jar.fetch(`${other}/`);
    await jar.fetch(`${origin}/`);
    expect(requests.map((r) => r.headers.cookie)).toEqual([undefined, undefined, 'host=1']);

    // A Secure cookie over http is kept for loopback hosts only, as browsers do.
    const secure = createCookieJar({
      fetch: async () => new Response('ok', { headers: [['Set-Cookie', 's=1; Path=/; Secure']] }),
    });
    await secure.fetch('http://api.example.com/');
    expect(secure.get('s', 'http://api.example.com/')).toBeUndefined();
    expect(secure.get('s', 'https://api.example.com/')).toBe('1');
  });

  it('adds to a Cookie header the caller set, and clear() forgets everything', async () => {
    const { origin, requests } = await cookieServer();
    const jar = createCookieJar();
    await jar.fetch(setting(origin, '/', ['kept=1; Path=/']));
    await jar.fetch(`${origin}/`, { headers: { cookie: 'mine=2' } });
    jar.clear();
    await jar.fetch(`${origin}/`);
    expect(requests.map((r) => r.headers.cookie)).toEqual([undefined, 'mine=2; kept=1', undefined]);
  });
});
