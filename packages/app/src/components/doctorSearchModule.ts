// The autocomplete (react-aria's ComboBox) in its own chunk, so the home page's first JavaScript stays
// within its budget (docs/decisions/016); HomeSearchField shows a plain search form until it arrives.
export { DoctorSearch as default } from '@tabib/ui';
