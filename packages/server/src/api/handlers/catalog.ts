import {
  type LocationOrder,
  listLocations,
  listSpecialties,
  type SpecialtyOrder,
} from '../../data/catalog.js';
import type { ApiDeps, HandlerMap } from '../context.js';

/** Specialties and locations: public reference lists (spec §7). Query defaults come from the spec. */
export function createCatalogHandlers({ db }: ApiDeps): HandlerMap {
  return {
    async listSpecialties(request) {
      const { sortBy, page, limit } = request.query as {
        sortBy: SpecialtyOrder;
        page: number;
        limit: number;
      };
      return listSpecialties(db, { sortBy, page, limit });
    },

    async listLocations(request) {
      const query = request.query as {
        sortBy: LocationOrder;
        governorate?: string;
        page: number;
        limit: number;
      };
      return listLocations(db, query);
    },
  };
}
