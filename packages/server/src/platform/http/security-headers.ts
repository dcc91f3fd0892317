import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** HSTS max-age when the public address is https: 180 days, the minimum most audits accept. */
const HSTS_SECONDS = 180 * 24 * 60 * 60;

/**
 * The CSP sources of the inline scripts of the built app's index.html (docs/decisions/016: the one that
 * paints the page before the app's scripts are requested), by their hashes; none without a build.
 */
function inlineScriptSources(appDist: string): string[] {
  const index = join(appDist, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The app's Content-Security-Policy. Scripts come only from this origin, and the build's inline
 * scripts by their hashes; styles may be inline because the kit's overlays (Radix, react-aria) inject
 * style elements; images may come from https anywhere because a doctor's photo is proxied only where
 * the proxy accepts its address, and shown as is otherwise.
 */
export function appCspDirectives(https: boolean, inlineScripts: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    // The back office shows an applicant's PDF proof in a frame of its blob (docs/decisions/053).
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // On plain http (a developer's machine) upgrading every request would break the page.
    ...(https && { 'upgrade-insecure-requests': [] }),
  };
}

/**
 * docs/decisions/034: the security headers of every response, by @fastify/helmet — nosniff, a referrer
 * policy, no framing, the app's CSP, and HSTS once the public address is https. The pages the server
 * renders itself (the sandbox checkout, the local sign-in page) replace the CSP with their stricter one.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  appDist: string,
): Promise<void> {
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appCspDirectives(https, inlineScriptSources(appDist)),
    },
    strictTransportSecurity: https ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Public images (the image proxy) and the API answer pages of allowed other origins (CORS_ORIGINS).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
