import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsonCompression } from '../http/compression.js';

// docs/decisions/023: the API's JSON compressed in one call, once serialised.
describe('registerJsonCompression', () => {
  const app = Fastify();
  const results = Array.from({ length: 60 }, (_, n) => ({ id: n, name: `Dr ${n}` }));

  beforeAll(async () => {
    registerJsonCompression(app);
    app.get('/page', async (_, reply) => reply.header('vary', 'Origin').send({ results }));
    app.get('/short', async () => ({ ok: true }));
    app.get('/text', async (_, reply) => reply.type('text/plain').send('x'.repeat(5_000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli, else gzip, the whole JSON, its length the compressed one', async () => {
    const br = await get('/page', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ results });
    const gzip = await get('/page', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ results });
  });

  it('adds accept-encoding to what the answer already varies by, compressed or not', async () => {
    expect((await get('/page', 'br')).headers.vary).toBe('Origin, accept-encoding');
    expect((await get('/page')).headers.vary).toBe('Origin, accept-encoding');
    expect((await get('/short', 'br')).headers.vary).toBe('accept-encoding');
  });

  it('leaves short JSON, JSON for a client without an encoding, and other types as they are', async () => {
    const short = await get('/short', 'br');
    expect([short.headers['content-encoding'], short.json()]).toEqual([undefined, { ok: true }]);
    const identity = await get('/page', 'identity');
    expect([identity.headers['content-encoding'], identity.json()]).toEqual([undefined, { results }]);
    const text = await get('/text', 'br');
    expect([text.headers['content-encoding'], text.body.length]).toEqual([undefined, 5_000]);
  });
});
