import { listEmbedDoctors, listEmbedOrigins, replaceEmbedOrigins } from '../../data/embed-origins.js';
import { normalizeOrigin } from '../../http/embed.js';
import { type ApiDeps, actingDoctor, requireCaller } from '../context.js';
import type { Handlers } from '../contract.js';

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
      // The schema's pattern admits only origins, so each one parses; the set keeps each site once.
      const normalized = [...new Set(origins.map(normalizeOrigin))];
      await replaceEmbedOrigins(deps.db, doctorId, normalized, deps.now());
      return { origins: normalized };
    },

    async listEmbedDoctors(request) {
      const { origin, specialty, city, governorate } = request.query;
      const filter = { origin: normalizeOrigin(origin), specialty, city, governorate };
      return { doctors: await listEmbedDoctors(deps.db, filter) };
    },
  } satisfies Handlers;
}
