import { listLocations, listSpecialties } from '../../data/catalog.js';
import type { ApiDeps } from '../context.js';
import type { Handlers } from '../contract.js';

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
