import { join } from 'node:path';
import { demoAssetsDir } from '../../http/static.js';
import { createImageProxy, matchesIfNoneMatch, normaliseImageRequest } from '../../images/index.js';
import type { ApiDeps } from '../context.js';
import type { Handlers } from '../contract.js';

/**
 * spec `getProxiedImage` over src/images/: a webp with ETag and Cache-Control, 304 when the
 * `If-None-Match` ETag matches. The proxy's errors are DomainErrors with the spec's statuses.
 */
export function createImageHandlers(_deps: ApiDeps) {
  // `/assets/demo/…` urls are read from packages/server/assets (the demo photos).
  const proxy = createImageProxy({ assetsDir: join(demoAssetsDir, '..') });
  return {
    async getProxiedImage(request, reply) {
      const image = await proxy.get(normaliseImageRequest(request.query));
      reply.header('ETag', image.etag).header('Cache-Control', image.cacheControl);
      if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) {
        reply.code(304);
        return;
      }
      reply.type(image.contentType);
      return image.body;
    },
  } satisfies Handlers;
}
