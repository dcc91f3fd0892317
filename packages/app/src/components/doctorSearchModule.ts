// The autocomplete (react-aria's ComboBox) in its own chunk, so the first JavaScript of the pages that
// show it stays small (docs/decisions/016); DoctorSearchField shows a plain search form until it arrives.
export { DoctorSearch as default } from '@tabib/ui';
