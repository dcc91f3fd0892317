import { listEmbedDoctors, listEmbedOrigins, replaceEmbedOrigins } from './embed-origins-data.js';
import { DomainError } from '../platform/errors.js';
import { normalizeOrigin } from './embed.js';
import { type ApiDeps, actingDoctor, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/**
 * An origin as browsers write it. The schema's pattern is looser than the URL standard: a host whose
 * last label is a number is read as an IPv4 address (`https://3.0ab.1.7`), and a bad one parses as nothing.
 */
function originOf(value: string): string {
  try {
    return normalizeOrigin(value);
  } catch {
    throw new DomainError('VALIDATION_FAILED', `"${value}" is not the address of a site.`, 400);
  }
}

/** docs/decisions/046-embed.md: the sites allowed to frame a doctor's booking widget. */
export function createEmbedHandlers(deps: ApiDeps) {
  return {
    async getEmbedOrigins(request) {
      const doctorId = actingDoctor(requireCaller(request), request.query.doctor);
      return { origins: await listEmbedOrigins(deps.db, doctorId) };
    },

    async updateEmbedOrigins(request) {
      const { origins, doctor } = request.body;
      const doctorId = actingDoctor(requireCaller(request), doctor);
      // The set keeps each site once.
      const normalized = [...new Set(origins.map(originOf))];
      await replaceEmbedOrigins(deps.db, doctorId, normalized, deps.now());
      return { origins: normalized };
    },

    async listEmbedDoctors(request) {
      const { origin, specialty, city, governorate } = request.query;
      const filter = { origin: originOf(origin), specialty, city, governorate };
      return { doctors: await listEmbedDoctors(deps.db, filter) };
    },
  } satisfies Handlers;
}
