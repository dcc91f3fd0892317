import { join } from 'node:path';
import { demoAssetsDir } from '../site/static.js';
import { createImageProxy, matchesIfNoneMatch, normaliseImageRequest } from './index.js';
import { readUpload } from '../applications/uploads-data.js';
import { createS3Storage } from '../platform/object-storage.js';
import type { ApiDeps } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/**
 * spec `getProxiedImage` over src/images/: a webp with ETag and Cache-Control, 304 when the
 * `If-None-Match` ETag matches. The proxy's errors are DomainErrors with the spec's statuses.
 */
export function createImageHandlers(deps: ApiDeps) {
  // `/assets/demo/…` urls are read from packages/server/assets (the demo photos); `/uploads/{id}` from
  // the photos doctors uploaded (docs/decisions/053).
  const storage = deps.config.objectStorage && createS3Storage(deps.config.objectStorage);
  const proxy = createImageProxy({
    assetsDir: join(demoAssetsDir, '..'),
    readUpload: async (id) => {
      const upload = await readUpload(deps.db, storage, id);
      return upload?.purpose === 'photo' ? upload.data : undefined;
    },
  });
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
