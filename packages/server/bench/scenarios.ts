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

/** A booking patient's access token, as the app holds it after signing in. */
export interface SignedInPatient {
  accessToken: string;
}

/** Bookings per patient: under both fair-use limits of a fresh account (10 upcoming, 10 per 10 minutes). */
const BOOKINGS_PER_PATIENT = 9;
/** Patients in turn at once: far more than the connections, so no two requests in flight share one. */
const PATIENT_WINDOW = 500;

/**
 * Hands out each patient BOOKINGS_PER_PATIENT times: PATIENT_WINDOW of them in turn, then the next
 * PATIENT_WINDOW; wraps around (and says so) when exhausted, which then brings 409s and 429s.
 */
export class PatientQueue {
  issued = 0;

  constructor(readonly patients: readonly SignedInPatient[]) {
    if (patients.length < PATIENT_WINDOW) throw new Error(`At least ${PATIENT_WINDOW} patients are needed`);
  }

  static needed(requests: number): number {
    return Math.max(
      PATIENT_WINDOW,
      Math.ceil(requests / BOOKINGS_PER_PATIENT / PATIENT_WINDOW) * PATIENT_WINDOW,
    );
  }

  next(): SignedInPatient {
    const i = this.issued++;
    const window = Math.floor(i / (PATIENT_WINDOW * BOOKINGS_PER_PATIENT));
    const index = (window * PATIENT_WINDOW + (i % PATIENT_WINDOW)) % this.patients.length;
    return this.patients[index] as SignedInPatient;
  }

  get exhausted(): boolean {
    return this.issued > this.patients.length * BOOKINGS_PER_PATIENT;
  }
}

/** One line of the booking comparison: a server, its route, and slots and patients of its own. */
export interface BookingLine {
  variant: string;
  label: string;
  server: ServerVariant;
  path: string;
  slots: SlotQueue;
  patients: PatientQueue;
}

export const bookingScenario = {
  name: 'booking',
  title: 'Booking: each request a different free slot, round-robin over doctors',
  example: 'POST /v1/rdvs {"doctor":"…","date":"…"}',
};

/**
 * spec `bookRdv`: every request books a different free slot as a different signed-in patient, with
 * the request a browser sends — bearer token, XSRF cookie and header, `{doctor, date}` — to the API
 * and to the bare route alike.
 */
export function bookingRequests(line: BookingLine): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: line.path,
      setupRequest: (request) => ({
        ...request,
        headers: {
          'content-type': 'application/json',
          ...browserHeaders,
          authorization: `Bearer ${line.patients.next().accessToken}`,
        },
        body: JSON.stringify(line.slots.next()),
      }),
    },
  ];
}
