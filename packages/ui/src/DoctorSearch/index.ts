export * from './parts';
export { DoctorSearch } from './DoctorSearch';
export { doctorSearchMessages } from './messages';
export { groupSuggestions, suggestionKey, SUGGESTION_KINDS } from './suggestions';
export type { DoctorSearchProps } from './DoctorSearch';
export type { DoctorSearchLabels } from './messages';
export type { SearchSuggestion, SearchSuggestionKind, SuggestionSection } from './suggestions';
