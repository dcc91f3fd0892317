import type { SearchSuggestions } from '@tabib/contract';
import { useEffect, useState } from 'react';

import { useSearchSuggestions } from '../api/search/useSearchSuggestions';
import { useLocale } from '../locale/useLocale';

/** How long the text must stay still before its suggestions are asked for. */
export const SEARCH_BOX_DELAY_MS = 250;
/** What is sent of the text for suggestions, at most (a name is never this long). */
export const SEARCH_BOX_KEYWORD_MAX_LENGTH = 100;

/** A specialty or a city picked in the box before the search is submitted: a removable chip. */
export interface SearchRefinement {
  kind: 'specialty' | 'city';
  id: string;
  /** The name shown on the chip. */
  label: string;
  /** A city that is its governorate's seat ("Sfax"): the governorate, searched as a whole. */
  seatOf?: string;
}

export interface UseDoctorSearchBoxOptions {
  /** The text the box starts with (on a results page, the query searched): no suggestions for it. */
  defaultText?: string;
  /** How many suggestions per group; 5 by default. */
  limit?: number;
  delayMs?: number;
}

export interface DoctorSearchBox {
  text: string;
  setText: (text: string) => void;
  /** The text differs from the one the box started with. */
  edited: boolean;
  /** The server's suggestions for this very text (reading, specialties, places, doctors), once they arrived. */
  suggestions: SearchSuggestions | undefined;
  /** Suggestions for the text are on their way (typing, or the request). */
  loading: boolean;
  /** The specialty and city picked, at most one of each, in that order. */
  refinements: SearchRefinement[];
  refine: (refinement: SearchRefinement) => void;
  removeRefinement: (kind: SearchRefinement['kind']) => void;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The logic of a doctor search box, for any UI: the text, the server's grouped suggestions for it once
 * the typing pauses (`GET /search/suggestions`, in the reader's language), and the specialty and city
 * picked as chips before the search is submitted.
 */
export function useDoctorSearchBox({
  defaultText = '',
  limit = 5,
  delayMs = SEARCH_BOX_DELAY_MS,
}: UseDoctorSearchBoxOptions = {}): DoctorSearchBox {
  const { locale } = useLocale();
  const [text, setText] = useState(defaultText);
  const [picked, setPicked] = useState<Partial<Record<SearchRefinement['kind'], SearchRefinement>>>({});
  const keyword = useDebounced(text.trim().slice(0, SEARCH_BOX_KEYWORD_MAX_LENGTH), delayMs);
  const edited = text.trim() !== defaultText.trim();
  const server = useSearchSuggestions(
    { q: keyword, lang: locale, limit },
    // A help for typing: the box searches without it, and the results' page says a failed search.
    { enabled: keyword !== defaultText.trim(), meta: { errorToast: false } },
  );
  const answered = keyword === text.trim().slice(0, SEARCH_BOX_KEYWORD_MAX_LENGTH);
  return {
    text,
    setText,
    edited,
    // Suggestions kept from the previous text while the next load are not this text's.
    suggestions: edited && answered && !server.isPlaceholderData ? server.data : undefined,
    loading: edited && (server.isFetching || !answered),
    refinements: (['specialty', 'city'] as const).flatMap((kind) => picked[kind] ?? []),
    refine: (refinement) => setPicked((current) => ({ ...current, [refinement.kind]: refinement })),
    removeRefinement: (kind) => setPicked(({ [kind]: _removed, ...rest }) => rest),
  };
}
