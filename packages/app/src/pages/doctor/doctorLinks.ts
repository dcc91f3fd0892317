/** The profile of a doctor (requirements §2 `/doctor-profile?id=`). */
export const doctorProfileHref = (doctorId: string) => `/doctor-profile?id=${encodeURIComponent(doctorId)}`;

/**
 * The booking of one free slot: the reservation page reads exactly `doctor` (the doctor's `_id`) and
 * `slot` (the ISO instant the slot starts).
 */
export const reservationHref = (doctorId: string, slot: string) =>
  `/reservation?${new URLSearchParams({ doctor: doctorId, slot }).toString()}`;

/** The id of the profile's free-slots section: a link to `#creneaux` opens the profile at its slots. */
export const SLOTS_SECTION_ID = 'creneaux';
