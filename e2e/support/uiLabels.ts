// The UI kit's own fr/en/ar labels (navbar, language selector, toasts), read from its sources so a
// journey follows a relabelled control instead of breaking on it. These modules import types only.
export { navbarMessages } from '../../packages/ui/src/Navbar/messages';
export { languageSelectorMessages } from '../../packages/ui/src/LanguageSelector/messages';
export { toastStackMessages } from '../../packages/ui/src/ToastStack/messages';
export { footerMessages } from '../../packages/ui/src/Footer/messages';
export { availabilityStripMessages } from '../../packages/ui/src/AvailabilityStrip/messages';
export { doctorCardMessages } from '../../packages/ui/src/DoctorCard/messages';
export { paginationMessages } from '../../packages/ui/src/Pagination/messages';
