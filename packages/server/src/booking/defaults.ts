/*
 * Defaults of the booking settings, in a module of their own so that config.ts (which reads their
 * environment overrides) and the booking code share them without config importing the data layer.
 */

/** PAYMENT_HOLD_MINUTES' default: how long an rdv booked for online payment holds its slot (docs/decisions/015). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/** BOOKING_MAX_UPCOMING's default: upcoming rdvs one patient may hold over all doctors (docs/decisions/034). */
export const DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT = 10;
