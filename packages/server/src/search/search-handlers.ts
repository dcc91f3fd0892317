import { suggestDoctors } from './doctor-search-data.js';
import { doctorDisplayName } from '../doctors/doctors-data.js';
import type { ParsedQuery } from './natural-query.js';
import { wordsAsTyped } from './query-words.js';
import type { Lang } from './suggestions.js';
import { createSearchCatalogue, type SearchCatalogue } from './vocabulary.js';
import type { ApiDeps } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

const cityLabel = { fr: 'city_label', en: 'city_label_en', ar: 'city_label_ar' } as const;
const specialtyLabel = { fr: 'specialty_name_fr', en: 'specialty_name_en', ar: 'specialty_name_ar' } as const;
/** How many nearest governorates a search that found nobody names (spec `NearbyGovernorates`). */
const NEAREST_GOVERNORATES = 3;

/**
 * docs/decisions/031-natural-search.md: a whole query read into the filters of `GET /doctors`;
 * docs/decisions/036-search-results.md: suggestions for what is being typed, grouped.
 */
export function createSearchHandlers(deps: ApiDeps) {
  const catalogue = createSearchCatalogue(deps.db, deps.now);
  return {
    async parseSearchQuery(request) {
      const { q } = request.query;
      const { parse, namesADoctor } = await catalogue();
      const reading = parse(q);
      // Words that name no public doctor ("menzah", "urgent") would empty the results as a name filter:
      // they are left out, and returned for the client to say so.
      if (reading.name !== null && !namesADoctor(reading.name)) {
        return { q, ...reading, name: null, ignored: wordsAsTyped(q, reading.name) };
      }
      return { q, ...reading, ignored: null };
    },

    async suggestSearch(request) {
      const { q, lang, limit } = request.query;
      const { parse, suggest, nameOf } = await catalogue();
      const { specialties, places } = suggest(q, lang, limit);
      // The doctors of what the whole text names, whose name is like what it leaves.
      const reading = parse(q);
      const rows =
        reading.name === null
          ? []
          : await suggestDoctors(
              deps.db,
              {
                name: reading.name,
                ...(reading.specialty !== null && { specialty: reading.specialty }),
                ...(reading.city !== null
                  ? { city: reading.city }
                  : reading.governorate !== null && { governorate: reading.governorate }),
              },
              limit,
            );
      return {
        q,
        specialties: specialties.map(({ id, ...rest }) => ({ _id: id, ...rest })),
        places,
        doctors: rows.map((row) => ({
          _id: row.id,
          name: doctorDisplayName(row.first_name, row.last_name),
          photoUrl: row.photo_url,
          specialty: row[specialtyLabel[lang]],
          city: row[cityLabel[lang]],
        })),
        // A whole phrase ("dentiste à Sfax", "tbib snan sfax") that no single suggestion stands for is
        // offered as read, first: the suggestions only match the text's end.
        reading: [...specialties, ...places].some((suggestion) => suggestion.text === q.trim())
          ? null
          : suggestedReading(reading, lang, nameOf),
      };
    },

    async nearbyGovernorates(request) {
      const { specialty, governorate, lang } = request.query;
      const { nameOf, doctorsIn, nearby } = await catalogue();
      return {
        governorate,
        name: nameOf('governorates', governorate, lang) ?? null,
        doctors: doctorsIn(specialty, governorate),
        nearest: nearby(specialty, governorate, NEAREST_GOVERNORATES).map((found) => ({
          ...found,
          name: nameOf('governorates', found.governorate, lang) ?? found.governorate,
        })),
      };
    },
  } satisfies Handlers;
}

/**
 * A reading as the search box offers it, names in `lang`; null when it names no specialty nor place, or
 * leaves words unread ("cardiologue Tun" while "Tunis" is being typed: the place suggestions say it).
 */
function suggestedReading(reading: ParsedQuery, lang: Lang, nameOf: SearchCatalogue['nameOf']) {
  const { specialty, city, governorate, gender, name } = reading;
  if ((specialty === null && governorate === null) || name !== null) return null;
  return {
    specialty:
      specialty === null ? null : { _id: specialty, name: nameOf('specialties', specialty, lang) ?? '' },
    place:
      governorate === null
        ? null
        : city !== null
          ? { kind: 'city' as const, city, governorate, name: nameOf('cities', city, lang) ?? governorate }
          : {
              kind: 'governorate' as const,
              city: null,
              governorate,
              name: nameOf('governorates', governorate, lang) ?? governorate,
            },
    gender,
  };
}
