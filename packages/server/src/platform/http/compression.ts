import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send a body in: brotli, else gzip, if the client accepts it (q > 0). */
export function contentEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name = '']) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Shorter JSON goes as it is: compressing it saves less than a packet. */
const JSON_MIN_BYTES = 1024;

/**
 * Brotli 5 is smaller than gzip and than @fastify/compress's brotli 4; a 256 kB window instead of the
 * default 4 MB makes it several times cheaper to start, which is most of the cost for tens of kB.
 */
const brotliOptions = (bytes: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 5,
    [zlib.BROTLI_PARAM_LGWIN]: 18,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

/**
 * docs/decisions/023: the API's JSON is compressed in one call once serialised. @fastify/compress, which
 * still compresses the other text responses and leaves one that has an encoding alone, pipes each
 * body through streams: for a search page that cost more CPU than finding the doctors.
 */
export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    const bytes = Buffer.byteLength(payload);
    if (bytes < JSON_MIN_BYTES) return payload;
    const encoding = contentEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoding === 'br' ? brotliCompressSync(payload, brotliOptions(bytes)) : gzipSync(payload);
  });
}
