/**
 * What a suggestion points at: the search finds doctors by location, specialty or name; `query` is the
 * whole text as the search will read it ("Chirurgie dentaire · Sfax"), offered first.
 */
export type SearchSuggestionKind = 'query' | 'city' | 'specialty' | 'doctor';

/** One autocomplete suggestion, e.g. `{ kind: 'city', id: 'sousse', label: 'Sousse' }`. */
export interface SearchSuggestion {
  kind: SearchSuggestionKind;
  /** Unique within its kind (a location id, a specialty `_id`, a doctor `_id`, the text read). */
  id: string;
  label: string;
  /** Secondary line, e.g. a doctor's specialty and city. */
  description?: string;
}

/** Sections are listed in this order; a section with no suggestion is left out. */
export const SUGGESTION_KINDS: readonly SearchSuggestionKind[] = ['query', 'specialty', 'city', 'doctor'];

export interface SuggestionSection {
  /** The section's key in the listbox: its kind. */
  id: SearchSuggestionKind;
  items: SearchSuggestion[];
}

/** Groups suggestions by kind, keeping the caller's order inside each section. */
export function groupSuggestions(items: readonly SearchSuggestion[]): SuggestionSection[] {
  return SUGGESTION_KINDS.map((kind) => ({
    id: kind,
    items: items.filter((item) => item.kind === kind),
  })).filter((section) => section.items.length > 0);
}

/** The listbox key of a suggestion: ids are only unique within a kind. */
export function suggestionKey(item: SearchSuggestion): string {
  return `${item.kind}:${item.id}`;
}
