// The constants the API fixes, that the server applies and the clients ask for.

/** Page size of the public questions list, also the fallback for a limit that is not positive. */
export const PUBLIC_QUESTIONS_PAGE_SIZE = 10;

/** Page size of a patient's own questions. */
export const PATIENT_QUESTIONS_PAGE_SIZE = 20;

/** Articles shown on the landing page (`GET /articles` default limit). */
export const LANDING_ARTICLES_LIMIT = 4;

/** Specialities are fetched up to 200 at once (`GET /doctorSpecialties?limit=200&page=1`). */
export const SPECIALTIES_FETCH_LIMIT = 200;

/** Page size of speciality lists. */
export const SPECIALTY_LIST_PAGE_SIZE = 50;

/**
 * An rdv's `visitType` when it was booked without a visit type or service: the doctor's standard
 * consultation, named in French by the API (spec `Rdv.visitType`); clients show it in the reader's
 * language.
 */
export const STANDARD_VISIT_TYPE = 'Consultation';
