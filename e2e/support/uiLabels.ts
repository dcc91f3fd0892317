// The UI kit's own fr/en/ar labels (navbar, language selector, toasts…), through the entries the kit
// publishes (each component's `…Messages`), so a journey follows a relabelled control instead of
// breaking on it.
export { navbarMessages } from '@tabib/ui/navbar';
export { languageSelectorMessages } from '@tabib/ui/language-selector';
export { toastStackMessages } from '@tabib/ui/toast-stack';
export { footerMessages } from '@tabib/ui/footer';
export { availabilityStripMessages } from '@tabib/ui/availability-strip';
export { doctorCardMessages } from '@tabib/ui/doctor-card';
export { paginationMessages } from '@tabib/ui/pagination';
export { appointmentCardMessages } from '@tabib/ui/appointment-card';
