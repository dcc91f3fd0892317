import { OutlineIcon } from '../icons/OutlineIcon';
import type { SearchSuggestionKind } from './suggestions';

// Decorative: the section header already says what kind a suggestion is.
const SEARCH = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4';
const paths: Record<SearchSuggestionKind | 'search', string> = {
  search: SEARCH,
  query: SEARCH,
  specialty: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2',
  city: 'M12 21s-6-5.3-6-11a6 6 0 0 1 12 0c0 5.7-6 11-6 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  doctor: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-3 3-5 7-5s7 2 7 5',
};

export function SuggestionIcon({ kind }: { kind: SearchSuggestionKind | 'search' }) {
  return <OutlineIcon d={paths[kind]} size="1.25em" className="tabib-doctor-search__icon" />;
}
