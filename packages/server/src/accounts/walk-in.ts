/*
 * docs/decisions/040: a walk-in is a patient record the practice keeps for someone who phoned or came
 * in — a `users` row with no password and no e-mail of theirs. `users.email` is NOT NULL and UNIQUE and
 * every session, payment and notification reads it, so the record holds a reserved address instead: in
 * the `.invalid` top-level domain (RFC 2606), which never reaches anyone and matches no sign-in.
 */
const WALK_IN_EMAIL_DOMAIN = '@walk-in.invalid';

export const walkInEmail = (patientId: string) => `${patientId}${WALK_IN_EMAIL_DOMAIN}`;

/** The reserved address of a walk-in: never shown, never written to. */
export const isWalkInEmail = (email: string) => email.endsWith(WALK_IN_EMAIL_DOMAIN);
