/**
 * Statuses of an rdv. They go: pending → confirmed → done, or cancelled, or absent (the patient did not come).
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'done', 'cancelled', 'absent'] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
