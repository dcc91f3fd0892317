import { lazy, Suspense, useEffect, useId, useState, type ComponentProps } from 'react';
import { doctorSearchMessages, useUiLocale, type DoctorSearch } from '@tabib/ui';

const loadDoctorSearch = () => import('./doctorSearchModule');
const LazyDoctorSearch = lazy(loadDoctorSearch);

type DoctorSearchProps = ComponentProps<typeof DoctorSearch>;

/**
 * The home page's search bar: a plain search form at first (same look, label and submit), replaced by
 * the autocomplete as soon as its chunk is loaded — but never under a visitor who is typing in the plain
 * one: then the swap waits for the field to lose focus, and the typed text is carried over.
 */
export function HomeSearchField(props: DoctorSearchProps) {
  const [loaded, setLoaded] = useState(false);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    let active = true;
    loadDoctorSearch().then(
      () => {
        if (active) setLoaded(true);
      },
      // The plain form keeps working; the failure is the app's to report, not the visitor's.
      (error: unknown) => console.error('The search autocomplete failed to load', error),
    );
    return () => {
      active = false;
    };
  }, []);

  const plain = (
    <PlainSearchForm
      className={props.className}
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
      <LazyDoctorSearch {...props} defaultInputValue={text || props.defaultInputValue} />
    </Suspense>
  );
}

interface PlainSearchFormProps {
  className?: string;
  text: string;
  onTextChange: (text: string) => void;
  onTypingChange: (typing: boolean) => void;
  onSubmit?: (text: string) => void;
}

/** The autocomplete's form without suggestions: same classes, so the swap does not move anything. */
function PlainSearchForm({ className, text, onTextChange, onTypingChange, onSubmit }: PlainSearchFormProps) {
  const { locale, dir } = useUiLocale();
  const messages = doctorSearchMessages[locale];
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
