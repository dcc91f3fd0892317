import { listLocations, listSpecialties } from './catalog-data.js';
import type { ApiDeps } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** Specialties and locations: public reference lists (requirements §7). Query defaults come from the spec. */
export function createCatalogHandlers({ db }: ApiDeps) {
  return {
    async listSpecialties(request) {
      const { sortBy, page, limit } = request.query;
      return listSpecialties(db, { sortBy, page, limit });
    },

    async listLocations(request) {
      const query = request.query;
      return listLocations(db, query);
    },
  } satisfies Handlers;
}
