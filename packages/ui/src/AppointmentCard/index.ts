export * from './parts';
export { AppointmentCard } from './AppointmentCard';
export { APPOINTMENT_STATUSES } from './statuses';
export { appointmentCardMessages } from './messages';
export type { AppointmentAction, AppointmentCardProps } from './AppointmentCard';
export type { AppointmentStatus } from './statuses';
export type { AppointmentCardLabels } from './messages';
