import type { ComponentPropsWithRef } from 'react';

import type { DoctorSearchLabels } from './messages';
import { Combobox, Field, Label, Popover, Root, Submit } from './parts';
import type { SearchSuggestion } from './suggestions';

export interface DoctorSearchProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onSelect'> {
  /**
   * The suggestions to show for the current text, as fetched by the caller (specialties, cities, doctors
   * from the autocomplete endpoint). They are shown as given, grouped by kind: the component never filters.
   */
  items: readonly SearchSuggestion[];
  /** Called on every change of the text: fetch suggestions for it (debounce on the caller's side). */
  onInputChange?: (text: string) => void;
  /** Called when a suggestion is picked (click, or arrows then Enter). */
  onSelect: (item: SearchSuggestion) => void;
  /** Called with the trimmed text when the form is submitted (button, or Enter with no suggestion chosen). */
  onSubmit?: (text: string) => void;
  /** Suggestions are being fetched: sets presence-only `data-loading=""` and says so in an empty list. */
  loading?: boolean;
  /** Initial text, e.g. from the URL of the search page. */
  defaultInputValue?: string;
  /**
   * The visitor is typing in a box this one replaces (a plain one shown while this one loaded): it takes
   * the focus once mounted, caret after the text, with the suggestions for the text open.
   */
  carryFocus?: boolean;
  /** Overrides of the built-in labels (defaults: `doctorSearchMessages`, in the provider's locale). */
  labels?: Partial<Omit<DoctorSearchLabels, 'sections' | 'chip'>> & {
    sections?: Partial<DoctorSearchLabels['sections']>;
    chip?: Partial<DoctorSearchLabels['chip']>;
  };
}

/**
 * The doctor search box: one combobox (the kit's own, as the ARIA Authoring Practices' combobox with a
 * listbox popup) over specialties, cities and doctor names, in sections, plus a submit button, inside a
 * `search` landmark. Keyboard: type to get suggestions, ArrowDown/ArrowUp to move (Home/End with the list
 * open), Enter to pick (or, with none chosen, to search the text), Escape to close then
 * to clear.
 *
 * Filters (city and specialty selects, CNAM only) are not part of it: the search page composes them
 * beside it, so each stays a plain control with its own label.
 *
 * The box composed of its parts (`DoctorSearchParts`: `Root`, `Combobox`, `Listbox`, `Chips`…) in the
 * kit's layout; compose the parts yourself for another one.
 *
 * Data attributes: presence-only `data-loading=""` on the form; `data-kind` on each suggestion.
 */
export function DoctorSearch(props: DoctorSearchProps) {
  return (
    <Root {...props}>
      <Combobox>
        <Label />
        <Field />
        <Popover />
      </Combobox>
      <Submit />
    </Root>
  );
}
