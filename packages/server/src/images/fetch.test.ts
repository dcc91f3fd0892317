import type { LookupAddress } from 'node:dns';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import { fetchImage, type FetchImageOptions } from './fetch';
import { allowLoopback, makePng, startImageHost, type TestImageHost } from './__fixtures__/image-host';

async function fetchError(url: string, options?: FetchImageOptions): Promise<DomainError> {
  try {
    await fetchImage(url, options);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

const MAX_BYTES = 20_000;
let png: Buffer;
let host: TestImageHost;
let streamClosed: Promise<void>;
let onStreamClosed: () => void;

function sendPng(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
}

beforeAll(async () => {
  png = await makePng(120, 90);
  streamClosed = new Promise((resolve) => {
    onStreamClosed = resolve;
  });
  host = await startImageHost({
    '/photo.png': (_request, response) => sendPng(response),
    '/declared-too-large.png': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_BYTES + 1) });
      response.end(Buffer.alloc(MAX_BYTES + 1));
    },
    // Chunked, no content-length, never ending: the proxy must stop reading once the limit is passed.
    '/endless.png': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => response.write(Buffer.alloc(4096)), 5);
      response.on('close', () => {
        clearInterval(timer);
        onStreamClosed();
      });
    },
    '/stalled-body.png': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': '1000' });
      response.write(Buffer.alloc(10));
    },
    '/no-answer.png': () => undefined,
    '/page.html': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>not an image</h1>');
    },
    '/drawing.svg': (_request, response) => {
      response
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    },
    '/missing.png': (_request, response) => response.writeHead(404).end(),
    '/broken.png': (_request, response) => response.writeHead(500).end(),
    '/to-metadata': (_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    },
    '/to-ftp': (_request, response) => response.writeHead(301, { location: 'ftp://127.0.0.1/x.png' }).end(),
    '/hop/1': (_request, response) => response.writeHead(302, { location: '/photo.png' }).end(),
    '/hop/2': (_request, response) => response.writeHead(307, { location: '/hop/1' }).end(),
    '/hop/3': (_request, response) => response.writeHead(308, { location: `${host.origin}/hop/2` }).end(),
    '/hop/4': (_request, response) => response.writeHead(301, { location: '/hop/3' }).end(),
  });
});

afterAll(() => host.close());

const allowed = { isAllowedAddress: allowLoopback, maxBytes: MAX_BYTES };

describe('the SSRF guard refuses non-public hosts before connecting', () => {
  it.each([
    ['loopback IP', (port: number) => `http://127.0.0.1:${port}/photo.png`],
    ['localhost', (port: number) => `http://localhost:${port}/photo.png`],
    ['decimal IPv4', (port: number) => `http://2130706433:${port}/photo.png`],
    ['hex IPv4', (port: number) => `http://0x7f.0.0.1:${port}/photo.png`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/photo.png`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/photo.png`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['private network', () => 'https://10.0.0.1/photo.png'],
  ])('%s → IMAGE_URL_FORBIDDEN', async (_name, url) => {
    const before = host.requests.length;
    const error = await fetchError(url(host.port));
    expect([error.code, error.status]).toEqual(['IMAGE_URL_FORBIDDEN', 400]);
    expect(host.requests.length).toBe(before);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const resolveHost = async (): Promise<LookupAddress[]> => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    const error = await fetchError('https://mixed.example/photo.png', { resolveHost });
    expect(error.code).toBe('IMAGE_URL_FORBIDDEN');
  });

  it('refuses other schemes', async () => {
    expect((await fetchError('file:///etc/passwd')).code).toBe('IMAGE_URL_FORBIDDEN');
  });
});

describe('fetching from a real host (loopback allowed for the test only)', () => {
  it('returns the bytes and content type', async () => {
    const image = await fetchImage(`${host.origin}/photo.png`, allowed);
    expect(image.contentType).toBe('image/png');
    expect(image.body.equals(png)).toBe(true);
  });

  it('connects only to the address that was checked (no DNS rebinding)', async () => {
    const answers = ['127.0.0.1', '127.0.0.2'];
    let calls = 0;
    // A rebinding resolver: a second lookup would point elsewhere, where nothing listens.
    const resolveHost = async (): Promise<LookupAddress[]> => [
      { address: answers[Math.min(calls++, 1)] as string, family: 4 },
    ];
    const image = await fetchImage(`http://images.test:${host.port}/photo.png`, { ...allowed, resolveHost });
    expect(image.body.equals(png)).toBe(true);
    expect(calls).toBe(1);
    expect(host.requests.at(-1)).toEqual({ path: '/photo.png', host: `images.test:${host.port}` });
  });

  it('refuses a body whose content-length is over the limit without reading it', async () => {
    const error = await fetchError(`${host.origin}/declared-too-large.png`, allowed);
    expect([error.code, error.status]).toEqual(['IMAGE_TOO_LARGE', 413]);
  });

  it('aborts a body that grows past the limit', async () => {
    const error = await fetchError(`${host.origin}/endless.png`, allowed);
    expect([error.code, error.status]).toEqual(['IMAGE_TOO_LARGE', 413]);
    await streamClosed;
  });

  it('gives up after the time limit while waiting for headers or body', async () => {
    const started = Date.now();
    const noAnswer = await fetchError(`${host.origin}/no-answer.png`, { ...allowed, timeoutMs: 200 });
    expect([noAnswer.code, noAnswer.status]).toEqual(['IMAGE_TIMEOUT', 504]);
    const stalled = await fetchError(`${host.origin}/stalled-body.png`, { ...allowed, timeoutMs: 200 });
    expect(stalled.code).toBe('IMAGE_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('accepts only image content types, and not SVG', async () => {
    const html = await fetchError(`${host.origin}/page.html`, allowed);
    expect([html.code, html.status]).toEqual(['IMAGE_UNSUPPORTED_TYPE', 502]);
    expect(html.details).toMatchObject({ contentType: 'text/html; charset=utf-8' });
    expect((await fetchError(`${host.origin}/drawing.svg`, allowed)).code).toBe('IMAGE_UNSUPPORTED_TYPE');
  });

  it('maps 404 to IMAGE_NOT_FOUND and other failures to IMAGE_FETCH_FAILED', async () => {
    const missing = await fetchError(`${host.origin}/missing.png`, allowed);
    expect([missing.code, missing.status]).toEqual(['IMAGE_NOT_FOUND', 404]);
    const broken = await fetchError(`${host.origin}/broken.png`, allowed);
    expect([broken.code, broken.status]).toEqual(['IMAGE_FETCH_FAILED', 502]);
    const closedPort = await fetchError('http://127.0.0.1:1/photo.png', allowed);
    expect(closedPort.code).toBe('IMAGE_FETCH_FAILED');
  });
});

describe('redirects are followed by hand, at most 3, each one checked again', () => {
  it('follows up to 3 redirects', async () => {
    const image = await fetchImage(`${host.origin}/hop/3`, allowed);
    expect(image.url).toBe(`${host.origin}/photo.png`);
    expect(image.body.equals(png)).toBe(true);
  });

  it('refuses a 4th redirect', async () => {
    const error = await fetchError(`${host.origin}/hop/4`, allowed);
    expect([error.code, error.status]).toEqual(['IMAGE_FETCH_FAILED', 502]);
    expect(error.details).toMatchObject({ maxRedirects: 3 });
  });

  it('refuses a redirect to a link-local address', async () => {
    const error = await fetchError(`${host.origin}/to-metadata`, allowed);
    expect([error.code, error.status]).toEqual(['IMAGE_URL_FORBIDDEN', 400]);
    expect(error.details).toEqual({ url: 'http://169.254.169.254/latest/meta-data/' });
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await fetchError(`${host.origin}/to-ftp`, allowed)).code).toBe('IMAGE_URL_FORBIDDEN');
  });
});
