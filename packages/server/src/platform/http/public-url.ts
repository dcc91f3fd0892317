import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * PUBLIC_URL, or once the server listens on a port it was left to choose (PORT=0, as in tests) the
 * address with that port: the social sign-in's redirect URIs and the local IdP's issuer must be
 * reachable by a browser.
 */
export function resolvedPublicUrl(app: FastifyInstance, config: Config): () => string {
  const configured = new URL(config.publicUrl);
  if (configured.port !== '0') return () => config.publicUrl;
  return () => {
    const addresses = app.addresses().filter((address) => typeof address !== 'string');
    const bound = addresses.find((address) => address.family === 'IPv4') ?? addresses[0];
    if (bound === undefined) return config.publicUrl;
    configured.port = String(bound.port);
    return configured.href.replace(/\/+$/, '');
  };
}
