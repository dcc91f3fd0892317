import { describe, expect, it } from 'vitest';
import { apiXsrfCookieReader, readCookie, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './cookies';

describe('requirements §9: anti-forgery cookie and header names', () => {
  it('are XSRF-TOKEN and X-XSRF-TOKEN', () => {
    expect(XSRF_COOKIE_NAME).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER_NAME).toBe('X-XSRF-TOKEN');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others, trimmed and URI-decoded', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
  });
  it('does not match a cookie whose name only ends with the wanted one', () => {
    expect(readCookie('XSRF-TOKEN', 'MY-XSRF-TOKEN=nope')).toBeUndefined();
  });
  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('t', 't=%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('treats an empty value as absent', () => {
    expect(readCookie('t', 't=; u=1')).toBeUndefined();
    expect(readCookie('t', '')).toBeUndefined();
  });
});

describe('decision 033: whose XSRF-TOKEN cookie a page may send to the API', () => {
  const page = (cookie: string) => ({
    location: { href: 'http://127.0.0.1:4174/rdvs', hostname: '127.0.0.1' },
    document: { cookie },
  });

  it("reads the cookie for an API on the page's host, whatever the port", () => {
    expect(apiXsrfCookieReader('/v1', page('XSRF-TOKEN=shared-host'))()).toBe('shared-host');
    expect(apiXsrfCookieReader('http://127.0.0.1:3105/v1', page('XSRF-TOKEN=shared-host'))()).toBe(
      'shared-host',
    );
  });

  it("never sends the page's own XSRF-TOKEN to an API on another host, nor reads without a page", () => {
    expect(apiXsrfCookieReader('https://api.tabib.tn/v1', page('XSRF-TOKEN=page-own'))()).toBeUndefined();
    expect(apiXsrfCookieReader('https://api.tabib.tn/v1', {})()).toBeUndefined();
  });
});
