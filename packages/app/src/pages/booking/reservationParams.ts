import type { PaymentMode, VisitChoice } from '@tabib/hooks';

export type { PaymentMode, VisitChoice };

/**
 * What the patient chose on /reservation, kept in the URL so that nothing is lost on the way through
 * the login page (`returnUrl`) or on a reload. The doctor profile links here with `doctor` and `slot`.
 */
export interface ReservationParams {
  doctor: string;
  /** ISO 8601 instant of the slot's start; `null` once the patient must pick another one. */
  slot: string | null;
  /** A visit type of the doctor's working hours, or one of their services; neither = a consultation. */
  visit: VisitChoice;
  paymentMode: PaymentMode;
}

/** Why the URL cannot describe a reservation. */
export type ReservationParamsProblem = 'MISSING_DOCTOR' | 'INVALID_DOCTOR' | 'INVALID_SLOT';

export type ParsedReservation =
  { ok: true; params: ReservationParams } | { ok: false; problem: ReservationParamsProblem };

// spec/openapi.yaml `Id`: a UUID.
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// spec/openapi.yaml `Instant`: an ISO 8601 date-time with its offset (`Z` or `±hh:mm`).
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const isId = (value: string): boolean => ID_PATTERN.test(value);

export function isInstant(value: string): boolean {
  return INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * Reads `?doctor=<id>&slot=<instant>[&visitType=<id>|&service=<id>][&payment=online|onsite]`.
 * A missing or malformed doctor or a malformed slot is a problem to explain; a missing slot is not
 * (the patient picks one on the page). Unknown or malformed optional choices fall back to their default.
 */
export function parseReservationParams(search: URLSearchParams): ParsedReservation {
  const doctor = search.get('doctor')?.trim() ?? '';
  if (doctor === '') return { ok: false, problem: 'MISSING_DOCTOR' };
  if (!isId(doctor)) return { ok: false, problem: 'INVALID_DOCTOR' };
  const slot = search.get('slot')?.trim() || null;
  if (slot !== null && !isInstant(slot)) return { ok: false, problem: 'INVALID_SLOT' };
  return {
    ok: true,
    params: {
      doctor,
      slot,
      visit: visitChoiceOf(search),
      paymentMode: search.get('payment') === 'online' ? 'online' : 'onsite',
    },
  };
}

function visitChoiceOf(search: URLSearchParams): VisitChoice {
  const visitType = search.get('visitType');
  if (visitType !== null && isId(visitType)) return { kind: 'visitType', id: visitType };
  const service = search.get('service');
  if (service !== null && isId(service)) return { kind: 'service', id: service };
  return { kind: 'consultation' };
}

/** The query string of a reservation, defaults left out so that the doctor profile's link stays canonical. */
export function reservationSearch(params: ReservationParams): string {
  const search = new URLSearchParams({ doctor: params.doctor });
  if (params.slot !== null) search.set('slot', params.slot);
  if (params.visit.kind !== 'consultation') search.set(params.visit.kind, params.visit.id);
  if (params.paymentMode === 'online') search.set('payment', 'online');
  return `?${search.toString()}`;
}

/** The register page bringing the new patient back to `currentUrl` (path + query), like `loginUrlFor`. */
export function registerUrlFor(currentUrl: string): string {
  return `/auth/register?returnUrl=${encodeURIComponent(currentUrl)}`;
}
