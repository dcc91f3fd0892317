export * from './parts';
export { DoctorCard } from './DoctorCard';
export type { DoctorCardProps } from './DoctorCard';
export { formatFee } from './formatFee';
export { doctorCardMessages } from './messages';
export type { DoctorCardLabels } from './messages';
