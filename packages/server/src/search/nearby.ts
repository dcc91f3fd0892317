import { governorates } from '../seed/data/locations.js';

/*
 * docs/decisions/050-search-links-nearby.md: when a governorate has no doctor of a specialty, the
 * nearest governorates that have some, by the distance between their seats. Pure: the counts come with
 * the catalogue (vocabulary.ts), rebuilt at most once a minute, so no search reads doctors for it.
 */

const seats = new Map(governorates.map((governorate) => [governorate.name, governorate.seat]));

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two governorates' seats, in whole kilometres; undefined for an unknown one. */
export function distanceKm(from: string, to: string): number | undefined {
  const a = seats.get(from);
  const b = seats.get(to);
  if (a === undefined || b === undefined) return undefined;
  const [lat1, lng1] = a.map(radians) as [number, number];
  const [lat2, lng2] = b.map(radians) as [number, number];
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

export interface NearbyGovernorate {
  governorate: string;
  distanceKm: number;
  /** Public doctors of the specialty there. */
  doctors: number;
}

/**
 * The governorates other than `from` with doctors of a specialty (`doctorsByGovernorate`), nearest
 * first (ties by name), at most `limit`; none when `from` is not a governorate of the catalogue.
 */
export function nearestGovernorates(
  doctorsByGovernorate: ReadonlyMap<string, number>,
  from: string,
  limit: number,
): NearbyGovernorate[] {
  const found: NearbyGovernorate[] = [];
  for (const [governorate, doctors] of doctorsByGovernorate) {
    if (governorate === from || doctors === 0) continue;
    const distance = distanceKm(from, governorate);
    if (distance !== undefined) found.push({ governorate, distanceKm: distance, doctors });
  }
  return found
    .sort((a, b) => a.distanceKm - b.distanceKm || a.governorate.localeCompare(b.governorate, 'fr'))
    .slice(0, limit);
}
