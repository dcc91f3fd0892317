import { lazy, Suspense, useId, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { doctorSearchMessages, useUiLocale, type DoctorSearch } from '@tabib/ui';

const loadDoctorSearch = () => import('./doctorSearchModule');
const LazyDoctorSearch = lazy(loadDoctorSearch);

type DoctorSearchProps = ComponentProps<typeof DoctorSearch>;

// The chunk arrives once per visit: a field mounted after that (another page, a reset search) shows the
// autocomplete at once instead of the plain form for a frame.
let arrived = false;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    loadDoctorSearch().then(
      () => {
        arrived = true;
        for (const notify of listeners) notify();
      },
      // The plain form keeps working; the failure is the app's to report, not the visitor's.
      (error: unknown) => console.error('The search autocomplete failed to load', error),
    );
  }
  return () => listeners.delete(listener);
}

/**
 * A search bar whose autocomplete loads after the page shows: a plain search form at first (same look,
 * label and submit; what the server renders and the page hydrates), replaced by the autocomplete as
 * soon as its chunk is loaded — but never under a visitor who is typing in the plain one: then the swap
 * waits for the field to lose focus, and the typed text is carried over.
 */
export function DoctorSearchField(props: DoctorSearchProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => arrived,
    () => false,
  );
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState(props.defaultInputValue ?? '');

  const plain = (
    <PlainSearchForm
      className={props.className}
      labels={props.labels}
      onSubmit={props.onSubmit}
      text={text}
      onTextChange={(next) => {
        setText(next);
        props.onInputChange?.(next);
      }}
      onTypingChange={setTyping}
    />
  );
  if (!loaded || typing) return plain;
  return (
    <Suspense fallback={plain}>
      <LazyDoctorSearch {...props} defaultInputValue={text} />
    </Suspense>
  );
}

interface PlainSearchFormProps extends Pick<DoctorSearchProps, 'className' | 'labels' | 'onSubmit'> {
  text: string;
  onTextChange: (text: string) => void;
  onTypingChange: (typing: boolean) => void;
}

/** The autocomplete's form without suggestions: same classes, so the swap does not move anything. */
function PlainSearchForm({
  className,
  labels,
  text,
  onTextChange,
  onTypingChange,
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
        onSubmit?.(text.trim());
      }}
    >
      <div className="tabib-doctor-search__combobox">
        <label className="tabib-doctor-search__label" htmlFor={inputId}>
          {messages.label}
        </label>
        <div className="tabib-doctor-search__field">
          <input
            id={inputId}
            className="tabib-doctor-search__input"
            type="search"
            placeholder={messages.placeholder}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            onFocus={() => onTypingChange(true)}
            onBlur={() => onTypingChange(false)}
          />
        </div>
      </div>
      <button type="submit" className="tabib-doctor-search__submit">
        {messages.submit}
      </button>
    </form>
  );
}
