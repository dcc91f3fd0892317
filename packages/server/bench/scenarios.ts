import type autocannon from 'autocannon';
import type { BenchFixtures, SlotPair } from './fixtures.js';
import type { ServerVariant } from './servers.js';

/** What one benchmark scenario sends to each variant: the real API under /v1, the bare routes at /. */
export interface Scenario {
  name: string;
  title: string;
  /** The request as a user would send it to the API, for the results file. */
  example: string;
  requests(variant: ServerVariant): autocannon.Request[];
}

// A browser that loaded the app carries the XSRF cookie and echoes it in the header (requirements §7); a fixed
// pair passes the double-submit check, and sending the cookie keeps the API from minting a new one.
const xsrf = 'bench-xsrf-token';
const browserHeaders = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };

const prefix = (variant: ServerVariant) => (variant === 'api' ? '/v1' : '');

/** Hands out each free slot once, across all connections; wraps around (and says so) when exhausted. */
export class SlotQueue {
  issued = 0;

  constructor(readonly pairs: readonly SlotPair[]) {
    if (pairs.length === 0) throw new Error('No free slot to book');
  }

  next(): SlotPair {
    return this.pairs[this.issued++ % this.pairs.length] as SlotPair;
  }

  get exhausted(): boolean {
    return this.issued > this.pairs.length;
  }
}

function rotating<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length] as T;
}

export function searchByCityAndSpecialty(fixtures: BenchFixtures): Scenario {
  const { city, specialty } = fixtures.busiest;
  const query = `city=${city}&specialty=${specialty}`;
  return {
    name: 'search-city-specialty',
    title: `Doctor search: ${fixtures.busiest.specialtyName} in ${fixtures.busiest.cityLabel}`,
    example: `GET /v1/doctors?${query}`,
    requests: (variant) => [
      { method: 'GET', path: `${prefix(variant)}/doctors?${query}`, headers: browserHeaders },
    ],
  };
}

export function searchByName(fixtures: BenchFixtures): Scenario {
  const query = `name=${encodeURIComponent(fixtures.name)}`;
  return {
    name: 'search-name',
    title: `Doctor search by name: "${fixtures.name}"`,
    example: `GET /v1/doctors?${query}`,
    requests: (variant) => [
      { method: 'GET', path: `${prefix(variant)}/doctors?${query}`, headers: browserHeaders },
    ],
  };
}

export function freeSlots(fixtures: BenchFixtures): Scenario {
  const { from, to } = fixtures.slotRange;
  return {
    name: 'slots-7-days',
    title: `Free slots of one doctor over 7 days (rotating over ${fixtures.doctors.length} doctors)`,
    example: `GET /v1/doctors/{id}/slots?from=${from}&to=${to}`,
    requests: (variant) => {
      const nextDoctor = rotating(fixtures.doctors);
      return [
        {
          method: 'GET',
          headers: browserHeaders,
          setupRequest: (request) => ({
            ...request,
            path: `${prefix(variant)}/doctors/${nextDoctor()}/slots?from=${from}&to=${to}`,
          }),
        },
      ];
    },
  };
}

/**
 * spec `bookRdv`: every request books a different free slot (from `queues`, disjoint per variant), as
 * a patient signed in with an access token; the bare route takes the patient in the body instead.
 */
export function booking(
  queues: Record<ServerVariant, SlotQueue>,
  patients: readonly { id: string; accessToken: string }[],
): Scenario {
  return {
    name: 'booking',
    title: 'Booking: each request a different free slot, round-robin over doctors',
    example: 'POST /v1/rdvs {"doctor":"…","date":"…"}',
    requests: (variant) => {
      const nextPatient = rotating(patients);
      return [
        {
          method: 'POST',
          path: `${prefix(variant)}/rdvs`,
          setupRequest: (request) => {
            const slot = queues[variant].next();
            const patient = nextPatient();
            const headers =
              variant === 'api'
                ? { ...browserHeaders, authorization: `Bearer ${patient.accessToken}` }
                : undefined;
            const body = variant === 'api' ? slot : { ...slot, patient: patient.id };
            return {
              ...request,
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify(body),
            };
          },
        },
      ];
    },
  };
}
