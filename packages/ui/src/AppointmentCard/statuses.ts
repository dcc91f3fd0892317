/**
 * Statuses of an appointment (rdv). The spec leaves them "not shown" (§4, §9); DESIGN.md's booking model
 * settles on: pending → confirmed → done, or cancelled, or absent (the patient did not come).
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'done', 'cancelled', 'absent'] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
