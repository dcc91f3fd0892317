import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** packages/server/assets/demo: the seeded doctors' photos and article covers (`/assets/demo/<file>`). */
export const demoAssetsDir = join(import.meta.dirname, '..', '..', 'assets', 'demo');

/**
 * Serves the demo images, and the built web app when APP_DIST holds one (DESIGN "Scale": `pnpm start`
 * runs server + app on one port). Client-side routes (/search-doctors, /doctor-dashboard/…) fall back
 * to index.html; /v1 and anything that does not ask for HTML goes to the not-found handler instead.
 */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: demoAssetsDir,
    prefix: '/assets/demo/',
    maxAge: '1d',
  });

  if (!existsSync(join(config.appDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: config.appDist,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
  });
  app.get('/*', (request, reply) => {
    const wantsPage = request.headers.accept?.includes('text/html') === true;
    if (request.url.startsWith('/v1/') || !wantsPage) return reply.callNotFound();
    return reply.sendFile('index.html', config.appDist);
  });
}
