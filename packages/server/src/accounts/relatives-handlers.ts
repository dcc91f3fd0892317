import { listRelatives } from './relatives-data.js';
import { addRelative, changeRelative, removeRelative } from './relatives.js';
import { type ApiDeps, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** docs/decisions/041-relatives.md: the signed-in patient's relatives (`/users/me/relatives`). */
export function createRelativeHandlers(deps: ApiDeps) {
  return {
    async listRelatives(request) {
      return { results: await listRelatives(deps.db, requireCaller(request).userId) };
    },

    async addRelative(request, reply) {
      const caller = requireCaller(request);
      const relative = await addRelative(deps.db, caller.userId, request.body, deps.now());
      reply.code(201);
      return relative;
    },

    async updateRelative(request) {
      const caller = requireCaller(request);
      return changeRelative(deps.db, caller.userId, request.params.id, request.body, deps.now());
    },

    async removeRelative(request, reply) {
      const caller = requireCaller(request);
      await removeRelative(deps.db, caller.userId, request.params.id, deps.now());
      reply.code(204);
    },
  } satisfies Handlers;
}
