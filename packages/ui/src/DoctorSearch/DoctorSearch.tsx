import {
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type RefObject,
} from 'react';
import {
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Header,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { intlLocaleOf } from '../format/intlLocale';
import { useUiLocale } from '../i18n/UiProvider';
import { doctorSearchMessages, type DoctorSearchLabels } from './messages';
import { SuggestionIcon } from './SuggestionIcon';
import {
  groupSuggestions,
  suggestionKey,
  type SearchSuggestion,
  type SuggestionSection,
} from './suggestions';

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
  labels?: Partial<Omit<DoctorSearchLabels, 'sections'>> & {
    sections?: Partial<DoctorSearchLabels['sections']>;
  };
}

/**
 * The doctor search box: one react-aria ComboBox over specialties, cities and doctor names, in sections,
 * plus a submit button, inside a `search` landmark. Keyboard (react-aria): type to get suggestions,
 * ArrowDown/ArrowUp to move, Enter to pick (or, with none chosen, to search the text), Escape to close then
 * to clear.
 *
 * Filters (city and specialty selects, CNAM only) are not part of it: the search page composes them
 * beside it, so each stays a plain control with its own label.
 *
 * Data attributes: presence-only `data-loading=""` on the form; `data-kind` on each suggestion.
 */
export function DoctorSearch({
  items,
  onInputChange,
  onSelect,
  onSubmit,
  loading = false,
  defaultInputValue = '',
  carryFocus = false,
  labels,
  className,
  ...formProps
}: DoctorSearchProps) {
  const { locale, dir } = useUiLocale();
  const defaults = doctorSearchMessages[locale];
  const messages = { ...defaults, ...labels, sections: { ...defaults.sections, ...labels?.sections } };
  const [text, setText] = useState(defaultInputValue);
  const input = useRef<HTMLInputElement>(null);
  const sections = groupSuggestions(items);

  const pick = (key: Key | null) => {
    const item = key === null ? undefined : items.find((candidate) => suggestionKey(candidate) === key);
    if (item) onSelect(item);
  };

  return (
    <I18nProvider locale={intlLocaleOf(locale)}>
      <form
        role="search"
        aria-label={messages.label}
        dir={dir}
        {...formProps}
        className={className ? `tabib-doctor-search ${className}` : 'tabib-doctor-search'}
        data-loading={loading ? '' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(text.trim());
        }}
      >
        <ComboBox
          className="tabib-doctor-search__combobox"
          items={sections}
          inputValue={text}
          onInputChange={(next) => {
            setText(next);
            onInputChange?.(next);
          }}
          onSelectionChange={pick}
          allowsCustomValue
          allowsEmptyCollection
          menuTrigger="input"
        >
          <Label className="tabib-doctor-search__label">{messages.label}</Label>
          <div className="tabib-doctor-search__field">
            <SuggestionIcon kind="search" />
            <Input
              ref={input}
              className="tabib-doctor-search__input"
              placeholder={messages.placeholder}
              onKeyDown={(event) => {
                // Enter with the list open but no suggestion chosen searches the text as typed, as Enter
                // with the list closed does; the combobox would otherwise only close the list.
                const input = event.currentTarget;
                if (event.key !== 'Enter' || input.getAttribute('aria-expanded') !== 'true') return;
                if (input.hasAttribute('aria-activedescendant')) return;
                event.preventDefault();
                input.form?.requestSubmit();
              }}
            />
            {loading ? <span className="tabib-doctor-search__spinner" aria-hidden="true" /> : null}
          </div>
          <Popover className="tabib-doctor-search__popover" placement="bottom start" dir={dir}>
            <ListBox<SuggestionSection>
              className="tabib-doctor-search__list"
              renderEmptyState={() => (
                <p className="tabib-doctor-search__empty">
                  {loading ? messages.loading : messages.noSuggestions}
                </p>
              )}
            >
              {(section) => (
                <ListBoxSection id={section.id} className="tabib-doctor-search__section">
                  <Header className="tabib-doctor-search__section-title">
                    {messages.sections[section.id]}
                  </Header>
                  <Collection items={section.items}>
                    {(item) => (
                      <ListBoxItem
                        id={suggestionKey(item)}
                        textValue={item.label}
                        className="tabib-doctor-search__option"
                        data-kind={item.kind}
                      >
                        <SuggestionIcon kind={item.kind} />
                        <span className="tabib-doctor-search__option-text">
                          <Text slot="label">{item.label}</Text>
                          {item.description ? (
                            <Text slot="description" className="tabib-doctor-search__option-description">
                              {item.description}
                            </Text>
                          ) : null}
                        </span>
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Popover>
          {carryFocus ? <CarriedFocus input={input} /> : null}
        </ComboBox>
        <button type="submit" className="tabib-doctor-search__submit">
          {messages.submit}
        </button>
      </form>
    </I18nProvider>
  );
}

/** `carryFocus`: inside the ComboBox, whose state opens the suggestions. Once: the box never takes the focus back. */
function CarriedFocus({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  const done = useRef(false);
  useLayoutEffect(() => {
    const box = input.current;
    if (done.current || box === null) return;
    done.current = true;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    if (box.value.trim() !== '') state?.open(null, 'manual');
  }, [input, state]);
  return null;
}
