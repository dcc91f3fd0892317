import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import {
  allowLoopback,
  makePng,
  startImageHost,
  testCertificate,
  type TestImageHost,
} from './__fixtures__/image-host';
import { createImageProxy, matchesIfNoneMatch, type ImageProxyOptions } from './proxy';
import { normaliseImageRequest, type ImageRequestInput } from './request';

let host: TestImageHost;
let workDir: string;
let assetsDir: string;

beforeAll(async () => {
  const photo = await makePng(1000, 600);
  // https, because the proxy upgrades every http url (requirements §5); the test trusts its own certificate.
  host = await startImageHost(
    {
      '/doctor.png': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
      },
      '/fake.png': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'image/png' })
          .end(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          );
      },
      '/garbage.png': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('definitely not a png'));
      },
    },
    { tls: true },
  );
  workDir = await mkdtemp(join(tmpdir(), 'tabib-image-proxy-'));
  assetsDir = join(workDir, 'assets');
  await mkdir(join(assetsDir, 'img', 'placeholders'), { recursive: true });
  await writeFile(join(assetsDir, 'img', 'doctor.png'), await makePng(300, 300));
  await writeFile(
    join(assetsDir, 'img', 'placeholders', 'doctor-avatar.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#2a7"/></svg>',
  );
  await writeFile(join(workDir, 'secret.png'), await makePng(10, 10));
  await symlink(join(workDir, 'secret.png'), join(assetsDir, 'img', 'escape.png'));
});

afterAll(async () => {
  await host.close();
  await rm(workDir, { recursive: true, force: true });
});

function proxyFor(extra: Partial<ImageProxyOptions> = {}) {
  return createImageProxy({
    assetsDir,
    fetch: { isAllowedAddress: allowLoopback, ca: testCertificate },
    ...extra,
  });
}

async function errorOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const remote = (query: Omit<ImageRequestInput, 'url'> = {}, path = '/doctor.png') =>
  normaliseImageRequest({ url: `http://127.0.0.1:${host.port}${path}`, ...query });

describe('requirements §5: the proxy serves webp at the clamped size × pixel ratio', () => {
  it('fetches over https (upgraded from http), crops to cover and encodes webp', async () => {
    const image = await proxyFor().get(remote({ w: '200', h: '100', dpr: '2' }));
    expect(image.contentType).toBe('image/webp');
    const meta = await sharp(image.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 200]);
  });

  it('clamps sizes before rendering: w=20 → 80 px, h=5000 → 800 px', async () => {
    const image = await proxyFor().get(remote({ w: '20', h: '5000' }));
    const meta = await sharp(image.body).metadata();
    expect([meta.width, meta.height]).toEqual([80, 800]);
  });

  it('serves local demo photos and the SVG placeholder from the assets directory', async () => {
    const proxy = proxyFor();
    const photo = await proxy.get(normaliseImageRequest({ url: '/assets/img/doctor.png', w: 100, h: 100 }));
    expect(await sharp(photo.body).metadata()).toMatchObject({ format: 'webp', width: 100, height: 100 });
    const avatar = await proxy.get(
      normaliseImageRequest({ url: 'assets/img/placeholders/doctor-avatar.svg', w: 80, h: 80, dpr: 2 }),
    );
    expect(await sharp(avatar.body).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
  });

  it('answers IMAGE_NOT_FOUND for a missing asset and refuses a symbolic link out of the directory', async () => {
    const proxy = proxyFor();
    const missing = await errorOf(proxy.get(normaliseImageRequest({ url: '/assets/img/nobody.png' })));
    expect([missing.code, missing.status]).toEqual(['IMAGE_NOT_FOUND', 404]);
    const escape = await errorOf(proxy.get(normaliseImageRequest({ url: '/assets/img/escape.png' })));
    expect([escape.code, escape.status]).toEqual(['IMAGE_URL_FORBIDDEN', 400]);
  });

  it('judges remote bytes, not the header: SVG sent as image/png is refused, garbage is IMAGE_INVALID', async () => {
    const proxy = proxyFor();
    const svg = await errorOf(proxy.get(remote({}, '/fake.png')));
    expect([svg.code, svg.status]).toEqual(['IMAGE_UNSUPPORTED_TYPE', 502]);
    const garbage = await errorOf(proxy.get(remote({}, '/garbage.png')));
    expect([garbage.code, garbage.status]).toEqual(['IMAGE_INVALID', 502]);
  });

  it('refuses loopback with the production address policy', async () => {
    const proxy = createImageProxy({ assetsDir, fetch: { ca: testCertificate } });
    const error = await errorOf(proxy.get(remote()));
    expect(error.code).toBe('IMAGE_URL_FORBIDDEN');
  });
});

describe('the cache', () => {
  it('answers a repeated request without fetching again, with the same ETag and Cache-Control', async () => {
    const proxy = proxyFor({ maxAgeSeconds: 3600 });
    const before = host.requests.length;
    const first = await proxy.get(remote({ w: '150', h: '150', dpr: '2' }));
    // The same output size (300×300 px) asked differently is the same cache entry.
    const second = await proxy.get(remote({ w: '300', h: '300' }));
    expect(host.requests.length - before).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.cacheControl).toBe('public, max-age=3600');
  });

  it('shares one fetch between concurrent requests for the same image', async () => {
    const proxy = proxyFor();
    const before = host.requests.length;
    await Promise.all([
      proxy.get(remote({ w: '90' })),
      proxy.get(remote({ w: '90' })),
      proxy.get(remote({ w: '90' })),
    ]);
    expect(host.requests.length - before).toBe(1);
  });

  it('keeps rendered images on disk across proxy instances', async () => {
    const dir = join(workDir, 'cache');
    const before = host.requests.length;
    const first = await proxyFor({ cache: { dir } }).get(remote({ w: '110' }));
    const afterRestart = await proxyFor({ cache: { dir } }).get(remote({ w: '110' }));
    expect(host.requests.length - before).toBe(1);
    expect(afterRestart.etag).toBe(first.etag);
    const [shard] = await readdir(dir);
    expect(await readdir(join(dir, shard as string))).toHaveLength(1);
  });

  it('fetches again once the cache entry is older than its time to live', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const proxy = proxyFor({ cache: { ttlMs: 60_000, now: () => now } });
    const before = host.requests.length;
    await proxy.get(remote({ w: '120' }));
    now += 59_000;
    await proxy.get(remote({ w: '120' }));
    now += 2_000;
    await proxy.get(remote({ w: '120' }));
    expect(host.requests.length - before).toBe(2);
  });
});

describe('matchesIfNoneMatch lets the route answer 304', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
  ])('If-None-Match %j', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
  });
});
