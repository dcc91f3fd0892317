import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type RefObject,
} from 'react';
import { doctorSearchMessages, useUiLocale, type DoctorSearch } from '@tabib/ui';

type DoctorSearchProps = ComponentProps<typeof DoctorSearch>;

// The chunk arrives once per visit: a field mounted after that (another page, a reset search) shows the
// autocomplete at once instead of the plain form for a frame.
let Autocomplete: typeof DoctorSearch | null = null;
let requested = false;
const listeners = new Set<() => void>();

function requestAutocomplete(): void {
  if (requested) return;
  requested = true;
  import('./doctorSearchModule').then(
    (module) => {
      Autocomplete = module.default;
      for (const notify of listeners) notify();
    },
    // The plain form keeps working; the failure is the app's to report, not the visitor's.
    (error: unknown) => console.error('The search autocomplete failed to load', error),
  );
}

// Issue #35: in a browser, asked for as soon as a page showing the box loads its code, with the page's
// other chunks, not once it has hydrated (one more round trip, seconds on a slow phone's first tap).
if (typeof window !== 'undefined') requestAutocomplete();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  requestAutocomplete();
  return () => listeners.delete(listener);
}

/**
 * A search bar whose autocomplete loads after the page shows: a plain search form at first (same look,
 * label and submit; what the server renders and the page hydrates), replaced by the autocomplete as
 * soon as its chunk is loaded. A visitor already typing in the plain one goes on typing in the
 * autocomplete: it takes the text and the focus as they are in the page (typed before the app was live
 * too), and shows the suggestions for the text. Only a word being composed (an input method, a phone's
 * predictive keyboard) holds the swap back until it is done.
 */
export function DoctorSearchField(props: DoctorSearchProps) {
  const { onInputChange } = props;
  const loaded = useSyncExternalStore(
    subscribe,
    () => Autocomplete !== null,
    () => false,
  );
  const plainInput = useRef<HTMLInputElement>(null);
  const [composing, setComposing] = useState(false);
  const [text, setText] = useState(props.defaultInputValue ?? '');
  const [takeOver, setTakeOver] = useState<{ focused: boolean } | null>(null);

  // Before the paint: a field mounted once the chunk is here never shows the plain form.
  useLayoutEffect(() => {
    const input = plainInput.current;
    if (!loaded || composing || input === null) return;
    if (input.value !== text) {
      setText(input.value);
      onInputChange?.(input.value);
    }
    setTakeOver({ focused: input === document.activeElement });
  }, [loaded, composing, text, onInputChange]);

  if (!loaded || takeOver === null)
    return (
      <PlainSearchForm
        className={props.className}
        labels={props.labels}
        onSubmit={props.onSubmit}
        inputRef={plainInput}
        defaultText={text}
        onTextChange={(next) => {
          setText(next);
          onInputChange?.(next);
        }}
        onComposingChange={setComposing}
      />
    );
  return <LoadedDoctorSearch {...props} defaultInputValue={text} carryFocus={takeOver.focused} />;
}

/** The autocomplete, rendered once its chunk is here. */
function LoadedDoctorSearch(props: DoctorSearchProps) {
  const Search = Autocomplete as typeof DoctorSearch;
  return <Search {...props} />;
}

interface PlainSearchFormProps extends Pick<DoctorSearchProps, 'className' | 'labels' | 'onSubmit'> {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The text the field starts with; the field then holds it (what is typed before the app is live too). */
  defaultText: string;
  onTextChange: (text: string) => void;
  onComposingChange: (composing: boolean) => void;
}

/** The autocomplete's form without suggestions: same classes, so the swap does not move anything. */
function PlainSearchForm({
  className,
  labels,
  defaultText,
  inputRef,
  onTextChange,
  onComposingChange,
  onSubmit,
}: PlainSearchFormProps) {
  const { locale, dir } = useUiLocale();
  const messages = { ...doctorSearchMessages[locale], ...labels };
  const inputId = useId();
  return (
    <form
      role="search"
      aria-label={messages.label}
      dir={dir}
      className={className ? `tabib-doctor-search ${className}` : 'tabib-doctor-search'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.((inputRef.current?.value ?? defaultText).trim());
      }}
    >
      <div className="tabib-doctor-search__combobox">
        <label className="tabib-doctor-search__label" htmlFor={inputId}>
          {messages.label}
        </label>
        <div className="tabib-doctor-search__field">
          {/* The combobox it becomes, from the start: a screen reader hears no change of role at the
              swap, and whatever looks the box up by its role finds it before the app is live. Closed,
              it has no popup for aria-controls to name (as the autocomplete's own, react-aria's). */}
          <input
            ref={inputRef}
            id={inputId}
            className="tabib-doctor-search__input"
            type="search"
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- closed: no popup yet
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            spellCheck={false}
            placeholder={messages.placeholder}
            // Uncontrolled: what the reader typed before the app was live is in the field, not yet in
            // `text`; a render meanwhile (the autocomplete's chunk arriving) must not write it over.
            defaultValue={defaultText}
            onChange={(event) => onTextChange(event.target.value)}
            onCompositionStart={() => onComposingChange(true)}
            onCompositionEnd={() => onComposingChange(false)}
          />
        </div>
      </div>
      <button type="submit" className="tabib-doctor-search__submit">
        {messages.submit}
      </button>
    </form>
  );
}
