import { join } from 'node:path';
import { demoAssetsDir } from '../../http/static.js';
import {
  createImageProxy,
  type ImageRequestInput,
  matchesIfNoneMatch,
  normaliseImageRequest,
} from '../../images/index.js';
import type { ApiDeps, HandlerMap } from '../context.js';

/**
 * spec `getProxiedImage` over src/images/: a webp with ETag and Cache-Control, 304 when the
 * `If-None-Match` ETag matches. The proxy's errors are DomainErrors with the spec's statuses.
 */
export function createImageHandlers(_deps: ApiDeps): HandlerMap {
  // `/assets/demo/…` urls are read from packages/server/assets (the demo photos).
  const proxy = createImageProxy({ assetsDir: join(demoAssetsDir, '..') });
  return {
    async getProxiedImage(request, reply) {
      const image = await proxy.get(normaliseImageRequest(request.query as ImageRequestInput));
      reply.header('ETag', image.etag).header('Cache-Control', image.cacheControl);
      if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) {
        reply.code(304);
        return;
      }
      reply.type(image.contentType);
      return image.body;
    },
  };
}
