import type { Insertable } from 'kysely';
import type { LocationsTable, SpecialtiesTable } from '../platform/db/schema.js';
import type { SeedContext } from './context.js';
import { governorates } from './data/locations.js';
import { type SpecialtySeed, specialties } from './data/specialties.js';
import { specialtySynonyms } from './data/specialty-synonyms.js';
import { toJson } from '../platform/db/json.js';

export interface CatalogLocation {
  row: Insertable<LocationsTable>;
  /** Share of doctors practising there. */
  weight: number;
}

export interface CatalogSpecialty {
  row: Insertable<SpecialtiesTable>;
  seed: SpecialtySeed;
}

const withoutAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** Locations: every main city of the 24 governorates; half a governorate's doctors are in its first city. */
export function generateLocations(context: SeedContext): CatalogLocation[] {
  return governorates.flatMap((governorate) =>
    governorate.cities.map((city, index) => ({
      row: {
        id: context.id(context.daysAgo(730)),
        label: city.label,
        governorate: governorate.name,
        label_ar: city.labelAr,
        label_en: city.labelEn ?? withoutAccents(city.label),
        created_at: context.daysAgo(730),
      },
      weight:
        index === 0
          ? governorate.weight / 2
          : governorate.weight / 2 / Math.max(1, governorate.cities.length - 1),
    })),
  );
}

export function generateSpecialties(context: SeedContext): CatalogSpecialty[] {
  return specialties.map((seed) => ({
    seed,
    row: {
      id: context.id(context.daysAgo(730)),
      name_fr: seed.fr,
      name_en: seed.en,
      name_ar: seed.ar,
      freq: seed.freq,
      icon: seed.icon,
      synonyms: toJson(specialtySynonyms[seed.fr] ?? { fr: [], en: [], ar: [] }),
      created_at: context.daysAgo(730),
      updated_at: context.daysAgo(730),
    },
  }));
}
