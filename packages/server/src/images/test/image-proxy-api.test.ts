import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

const photo = encodeURIComponent('/assets/demo/doctor-f-2.svg');

describe.each(backends)('image proxy over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { state: 'migrated' });

  it('serves a local demo photo as webp of w×dpr pixels with ETag and Cache-Control', async () => {
    const response = await fetch(`${server().origin}/v1/image-proxy?url=${photo}&w=120&h=90&dpr=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 240, height: 180 });

    const again = await fetch(`${server().origin}/v1/image-proxy?url=${photo}&w=120&h=90&dpr=2`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('clamps sizes to 80–800 and the pixel ratio to 2', async () => {
    const response = await fetch(`${server().origin}/v1/image-proxy?url=${photo}&w=5000&h=10&dpr=3`);
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 1600, height: 160 });
  });

  it('maps the proxy’s refusals to the spec’s statuses', async () => {
    const { origin } = server();
    const cases: [string, number, string][] = [
      [`url=${encodeURIComponent('/assets/demo/missing.svg')}`, 404, 'IMAGE_NOT_FOUND'],
      [`url=${encodeURIComponent('/assets/../package.json')}`, 400, 'IMAGE_URL_FORBIDDEN'],
      [`url=${encodeURIComponent('http://127.0.0.1/x.png')}`, 400, 'IMAGE_URL_FORBIDDEN'],
      [`url=${photo}&format=png`, 400, 'VALIDATION_FAILED'],
      ['w=100', 400, 'VALIDATION_FAILED'],
    ];
    for (const [query, status, code] of cases) {
      const response = await fetch(`${origin}/v1/image-proxy?${query}`);
      expect(response.status, query).toBe(status);
      expect(await response.json(), query).toMatchObject({ code, message: expect.any(String) });
    }
  });

  // An outside probe of the SSRF guard (docs/decisions/003): addresses inside the machine or the network,
  // however written, and redirects to them, never reach a listener there.
  it('refuses every way of naming an inside address, and never connects to it', async () => {
    let reached = 0;
    const inside = createServer((_request, response) => {
      reached += 1;
      response.writeHead(200, { 'content-type': 'image/png' }).end('not really a png');
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const { port } = inside.address() as AddressInfo;
    const redirector = createServer((_request, response) => {
      reached += 1;
      response.writeHead(302, { location: `http://127.0.0.1:${port}/x.png` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    const redirectPort = (redirector.address() as AddressInfo).port;
    try {
      const urls = [
        `http://127.0.0.1:${port}/x.png`,
        `http://localhost:${port}/x.png`,
        `http://2130706433:${port}/x.png`,
        `http://0x7f000001:${port}/x.png`,
        `http://0177.0.0.1:${port}/x.png`,
        `http://127.1:${port}/x.png`,
        `http://0.0.0.0:${port}/x.png`,
        `http://[::1]:${port}/x.png`,
        `http://[::ffff:127.0.0.1]:${port}/x.png`,
        `http://[0:0:0:0:0:ffff:7f00:1]:${port}/x.png`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[fd00::1]/x.png',
        'http://10.0.0.1/x.png',
        'http://192.168.1.1/x.png',
        'http://172.16.0.1/x.png',
        'http://100.64.0.1/x.png',
        `http://user:pass@127.0.0.1:${port}/x.png`,
        `http://127.0.0.1:${redirectPort}/redirect`,
        `file:///etc/passwd`,
        `ftp://127.0.0.1:${port}/x.png`,
        `gopher://127.0.0.1:${port}/_x`,
      ];
      for (const url of urls) {
        const response = await fetch(
          `${server().origin}/v1/image-proxy?url=${encodeURIComponent(url)}&w=100`,
        );
        expect(response.status, url).toBeGreaterThanOrEqual(400);
        expect(response.status, url).toBeLessThan(500);
        expect(await response.json(), url).toMatchObject({
          code: expect.stringMatching(/^IMAGE_|^VALIDATION/),
        });
      }
      expect(reached).toBe(0);
    } finally {
      await new Promise((resolve) => inside.close(resolve));
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
