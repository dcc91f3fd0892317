import {
  createContext,
  Fragment,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Context,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

import { useUiLocale, type UiDirection, type UiLocale } from '../i18n/UiProvider';
import { composeRefs } from '../primitives/Slot';
import { withContent } from '../primitives/withContent';
import { renderPart, type PartOwnProps, type PartProps } from '../primitives/part';
import { doctorSearchMessages, type DoctorSearchLabels } from './messages';
import { SuggestionIcon } from './SuggestionIcon';
import {
  groupSuggestions,
  suggestionKey,
  type SearchSuggestion,
  type SearchSuggestionKind,
  type SuggestionSection,
} from './suggestions';

interface DoctorSearchContextValue {
  dir: UiDirection;
  locale: UiLocale;
  messages: DoctorSearchLabels;
  text: string;
  changeText: (text: string) => void;
  sections: SuggestionSection[];
  select: (item: SearchSuggestion) => void;
  loading: boolean;
  carryFocus: boolean;
}

const DoctorSearchContext = /* @__PURE__ */ createContext<DoctorSearchContextValue | null>(null);

/** A part's context, or an error naming the part and where it goes. */
function useIn<T>(context: Context<T | null>, part: string, parent = 'Root'): T {
  const value = useContext(context);
  if (value === null)
    throw new Error(`@tabib/ui: DoctorSearch.${part} must be used inside DoctorSearch.${parent}.`);
  return value;
}

const useDoctorSearchContext = (part: string) => useIn(DoctorSearchContext, part);

/** With `asChild`, the consumer's element shows the part's built-in content unless it has its own. */
function withBuiltIn<P extends { asChild?: boolean; children?: ReactNode }>(props: P, content: ReactNode): P {
  return props.asChild ? { ...props, children: withContent(props.children, content) } : props;
}

/** The search's state, as its root and its submit button get it. */
export type DoctorSearchRootState = {
  /** The caller is fetching suggestions. */
  loading: boolean;
};

export type DoctorSearchRootProps = Omit<
  PartProps<'form', DoctorSearchRootState>,
  'onSubmit' | 'onSelect'
> & {
  /**
   * The suggestions to show for the current text, as fetched by the caller (specialties, cities, doctors
   * from the autocomplete endpoint). They are shown as given, grouped by kind: the search never filters.
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
};

/**
 * The search's root: a `<form role="search">` named by the label, right to left in Arabic. It holds the
 * text, gives the other parts the suggestions and the texts, and submits the trimmed text. Every other
 * part goes inside it.
 *
 * Data attributes: presence-only `data-loading=""` while `loading`.
 */
export function Root({
  items,
  onInputChange,
  onSelect,
  onSubmit,
  loading = false,
  defaultInputValue = '',
  carryFocus = false,
  labels,
  ...props
}: DoctorSearchRootProps) {
  const { locale, dir } = useUiLocale();
  const defaults = doctorSearchMessages[locale];
  const messages = {
    ...defaults,
    ...labels,
    sections: { ...defaults.sections, ...labels?.sections },
    chip: { ...defaults.chip, ...labels?.chip },
  };
  const [text, setText] = useState(defaultInputValue);
  const changeText = (next: string) => {
    setText(next);
    onInputChange?.(next);
  };
  const context: DoctorSearchContextValue = {
    dir,
    locale,
    messages,
    text,
    changeText,
    sections: groupSuggestions(items),
    // As a picked suggestion does in the box: the caller hears of it, then the text becomes its label.
    select: (item) => {
      onSelect(item);
      changeText(item.label);
    },
    loading,
    carryFocus,
  };
  return (
    <DoctorSearchContext.Provider value={context}>
      {renderPart(
        { 'aria-label': messages.label, dir, ...props },
        {
          as: 'form',
          part: 'tabib-doctor-search',
          state: { loading },
          data: { loading },
          required: {
            role: 'search',
            onSubmit: (event: { preventDefault: () => void }) => {
              event.preventDefault();
              onSubmit?.(text.trim());
            },
          },
        },
      )}
    </DoctorSearchContext.Provider>
  );
}

/** What the combobox's `className`/`style` functions get. */
export type DoctorSearchComboboxState = {
  /** The suggestions are shown. */
  open: boolean;
};

export type DoctorSearchComboboxProps = PartOwnProps<DoctorSearchComboboxState> & {
  /** The combobox's inside, as you compose it: `Label`, `Field` (its `Input`) and `Popover` (no default content). */
  children?: ReactNode;
  id?: string;
};

interface ComboboxContextValue {
  open: boolean;
  /** The active suggestion's key (`aria-activedescendant`), if any. */
  active: string | null;
  /** The active suggestion was reached by the keyboard (its focus ring shows). */
  keyboard: boolean;
  /** The key of the suggestion last picked. */
  selected: string | null;
  /** Opens the list (if closed) with that suggestion active. */
  show: (key: string | null, keyboard: boolean) => void;
  activate: (key: string | null, keyboard: boolean) => void;
  pick: (item: SearchSuggestion) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  ids: { input: string; label: string; list: string };
}

const ComboboxContext = /* @__PURE__ */ createContext<ComboboxContextValue | null>(null);

const useCombobox = (part: string) => useIn(ComboboxContext, part, 'Combobox');

const hidden: CSSProperties = {
  position: 'fixed',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
};

/**
 * The combobox (the ARIA Authoring Practices' "combobox with listbox popup", a `<div>`): ties the
 * `Label`, the `Input` and the `Popover` with its `Listbox` together, all of which go inside it.
 * Keyboard: type to get suggestions, ArrowDown/ArrowUp to move (Home/End, PageUp/PageDown to the first and
 * last), Enter to pick (or, with none chosen, to search the text), Escape to close then to clear, Tab picks
 * the active suggestion and leaves. Says how many suggestions show when the list opens or their number
 * changes (a live region). Inside `Root`.
 *
 * It renders no default content: compose `Label`, `Field` and `Popover` inside it, as `DoctorSearch`
 * does; the keyboard lives here and in the `Input`, the list's roles in the `Listbox`.
 *
 * Data attributes: `data-open="true"` while the list shows.
 */
export function Combobox({ id, children, ...props }: DoctorSearchComboboxProps) {
  const context = useDoctorSearchContext('Combobox');
  const { text, changeText, sections, messages, locale } = context;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<{ key: string | null; keyboard: boolean }>({
    key: null,
    keyboard: false,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const base = useId();
  const keys = sections.flatMap((section) => section.items.map(suggestionKey));
  const current = open && active.key !== null && keys.includes(active.key) ? active.key : null;
  const show = (key: string | null = null, keyboard = false) => {
    setOpen(true);
    setActive({ key, keyboard });
  };
  const close = () => {
    setOpen(false);
    setActive({ key: null, keyboard: false });
  };
  const pick = (item: SearchSuggestion) => {
    setSelected(suggestionKey(item));
    close();
    context.select(item);
  };
  const itemOf = (key: string | null) =>
    sections.flatMap((section) => section.items).find((item) => suggestionKey(item) === key);

  // `carryFocus`: once, on mount; the box never takes the focus back.
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!context.carryFocus || box === null) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    if (box.value.trim() !== '') show();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  const combobox: ComboboxContextValue = {
    open,
    active: current,
    keyboard: active.keyboard,
    selected,
    show,
    activate: (key, keyboard) => setActive({ key, keyboard }),
    pick,
    inputRef,
    ids: { input: `${base}i`, label: `${base}l`, list: `${base}s` },
    onBlur: () => {
      if (text !== itemOf(selected)?.label) setSelected(null);
      close();
    },
    onKeyDown: (event) => {
      const { key } = event;
      const last = keys.length - 1;
      const at = current === null ? -1 : keys.indexOf(current);
      const move = (index: number | null) => {
        event.preventDefault();
        show(index === null ? null : (keys[index] ?? null), true);
      };
      if (key === 'ArrowDown') move(open ? (at < 0 ? 0 : Math.min(at + 1, last)) : 0);
      else if (key === 'ArrowUp') move(open ? (at < 0 ? last : Math.max(at - 1, 0)) : last);
      else if (open && (key === 'Home' || key === 'PageUp')) move(0);
      else if (open && (key === 'End' || key === 'PageDown')) move(last);
      else if (key === 'ArrowLeft' || key === 'ArrowRight') setActive({ key: null, keyboard: true });
      else if (key === 'Enter' || key === 'Tab') {
        const item = itemOf(current);
        if (key === 'Enter' && open) event.preventDefault();
        if (item) pick(item);
        else if (open) {
          close();
          // With no suggestion chosen, Enter searches the text as with the list closed.
          if (key === 'Enter') event.currentTarget.form?.requestSubmit();
        }
      } else if (key === 'Escape') {
        if (open) close();
        else if (text !== '') changeText('');
        else return;
        event.preventDefault();
      }
    },
  };
  const count = keys.length;
  const announcement = (
    new Intl.PluralRules(locale).select(count) === 'one' ? messages.count.one : messages.count.other
  ).replace('{count}', String(count));
  return (
    <ComboboxContext.Provider value={combobox}>
      {renderPart(withBuiltIn({ id, ...props }, null), {
        as: 'div',
        part: 'tabib-doctor-search__combobox',
        state: { open },
        data: { open: open && 'true' },
        children: (
          <>
            {children}
            <span aria-live="assertive" aria-atomic="true" style={hidden}>
              {open ? announcement : ''}
            </span>
          </>
        ),
      })}
    </ComboboxContext.Provider>
  );
}

export type DoctorSearchLabelProps = PartOwnProps<Record<string, never>> & { children?: ReactNode };

/** The input's visible `<label>` ("Spécialité, ville ou médecin"). Inside `Combobox`. */
export function Label(props: DoctorSearchLabelProps) {
  const { messages } = useDoctorSearchContext('Label');
  const { ids } = useCombobox('Label');
  return renderPart(withBuiltIn(props, messages.label) as Record<string, unknown>, {
    as: 'label',
    part: 'tabib-doctor-search__label',
    state: {},
    // The input is named by it (aria-labelledby): read once, on the input.
    required: { id: ids.label, htmlFor: ids.input, 'aria-hidden': true },
    children: props.children ?? messages.label,
  });
}

export type DoctorSearchFieldProps = PartProps<'div', DoctorSearchRootState>;

/**
 * The box around the input: a `<div>` holding, by default, a search icon, `<Input />` and `<Spinner />`.
 * Inside `Combobox`.
 *
 * Data attributes: presence-only `data-loading=""`.
 */
export function Field({ ...props }: DoctorSearchFieldProps) {
  const { loading } = useDoctorSearchContext('Field');
  const content = (
    <>
      <SuggestionIcon kind="search" />
      <Input />
      <Spinner />
    </>
  );
  return renderPart(withBuiltIn(props, content), {
    as: 'div',
    part: 'tabib-doctor-search__field',
    state: { loading },
    data: { loading },
    children: props.children ?? content,
  });
}

/** What the input's `className`/`style` functions get. */
export type DoctorSearchInputState = {
  focused: boolean;
  focusVisible: boolean;
  hovered: boolean;
};

export type DoctorSearchInputProps = PartOwnProps<DoctorSearchInputState> & {
  ref?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Default: the built-in placeholder. */
  placeholder?: string;
  /** The consumer's own input element, with `asChild`. */
  children?: ReactNode;
};

/**
 * The text `<input role="combobox">`, its list linked by `aria-controls` and the active suggestion by
 * `aria-activedescendant`. Enter with the list open but no suggestion chosen submits the text, as Enter
 * with the list closed does. Your `onKeyDown` runs first.
 * Inside `Combobox`.
 *
 * Data attributes: `data-focused`, `data-focus-visible`, `data-hovered` (`"true"` when so).
 */
export function Input({ ref, onKeyDown, placeholder, ...props }: DoctorSearchInputProps) {
  const { text, changeText, messages } = useDoctorSearchContext('Input');
  const combobox = useCombobox('Input');
  const [state, setState] = useState<DoctorSearchInputState>({
    focused: false,
    focusVisible: false,
    hovered: false,
  });
  const pointer = useRef(false);
  const update = (change: Partial<DoctorSearchInputState>) => setState((old) => ({ ...old, ...change }));
  /* eslint-disable react-hooks/refs -- the refs are given to the element and read in handlers */
  return renderPart(props, {
    as: 'input',
    part: 'tabib-doctor-search__input',
    state,
    data: {
      focused: state.focused && 'true',
      focusVisible: state.focusVisible && 'true',
      hovered: state.hovered && 'true',
    },
    required: {
      ref: composeRefs(combobox.inputRef, ref),
      id: combobox.ids.input,
      type: 'text',
      role: 'combobox',
      'aria-labelledby': combobox.ids.label,
      'aria-autocomplete': 'list',
      'aria-expanded': combobox.open,
      'aria-controls': combobox.open ? combobox.ids.list : undefined,
      'aria-activedescendant':
        combobox.active === null ? undefined : optionId(combobox.ids.list, combobox.active),
      autoComplete: 'off',
      autoCorrect: 'off',
      spellCheck: false,
      placeholder: placeholder ?? messages.placeholder,
      value: text,
      onChange: (event: { target: HTMLInputElement }) => {
        changeText(event.target.value);
        // Typing opens the list (empty, it says so), with no suggestion active.
        combobox.show(null, false);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (!state.focusVisible) update({ focusVisible: true });
        combobox.onKeyDown(event);
      },
      onPointerDown: () => {
        pointer.current = true;
      },
      onFocus: () => {
        update({ focused: true, focusVisible: !pointer.current });
        pointer.current = false;
      },
      onBlur: () => {
        update({ focused: false, focusVisible: false });
        combobox.onBlur();
      },
      onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && update({ hovered: true }),
      onPointerLeave: () => update({ hovered: false }),
    },
  });
  /* eslint-enable react-hooks/refs */
}

export type DoctorSearchSpinnerProps = PartProps<'span'>;

/** A decorative `<span aria-hidden>` shown only while suggestions load. Inside `Root`. */
export function Spinner({ ...props }: DoctorSearchSpinnerProps) {
  const { loading } = useDoctorSearchContext('Spinner');
  if (!loading) return null;
  return renderPart(props, {
    as: 'span',
    part: 'tabib-doctor-search__spinner',
    state: {},
    required: { 'aria-hidden': true },
  });
}

/** What the popover's `className`/`style` functions get. */
export type DoctorSearchPopoverState = {
  placement: 'top' | 'bottom' | 'left' | 'right' | 'center' | null;
  entering: boolean;
  exiting: boolean;
};

export type DoctorSearchPopoverProps = PartOwnProps<DoctorSearchPopoverState> & {
  /** Default: `<Listbox />`. */
  children?: ReactNode;
  /** Where the list opens against the input. @default 'bottom start' */
  placement?: 'bottom start' | 'bottom' | 'bottom end' | 'top start' | 'top' | 'top end';
};

/** The space kept between the list and the viewport's edges, and between the list and the input. */
const EDGE = 12;
const OFFSET = 8;

/**
 * The suggestions' layer (a `<div>` after the input, in the search landmark, shown while the list is open),
 * fixed against the input and as wide as it through `--trigger-width`, right to left in Arabic; kept inside
 * the viewport, placed again when the page scrolls or resizes. A press inside it leaves the focus in the input; the list closes
 * when the input loses the focus. Inside `Combobox`.
 *
 * Data attributes: `data-placement="bottom" | "top"`, `data-trigger="ComboBox"`.
 */
export function Popover({ placement = 'bottom start', ...props }: DoctorSearchPopoverProps) {
  const { dir } = useDoctorSearchContext('Popover');
  const { open, inputRef } = useCombobox('Popover');
  const layer = useRef<HTMLElement>(null);
  const [side, align = ''] = placement.split(' ') as ['top' | 'bottom', string?];
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const node = layer.current;
      const input = inputRef.current;
      if (!node || !input) return;
      const box = input.getBoundingClientRect();
      const view = document.documentElement;
      node.style.setProperty('--trigger-width', `${box.width}px`);
      const width = node.offsetWidth;
      const start = (align === 'end') === (dir === 'rtl');
      const x = align === '' ? box.left + (box.width - width) / 2 : start ? box.left : box.right - width;
      const left = Math.max(EDGE, Math.min(x, view.clientWidth - EDGE - width));
      const room = side === 'top' ? box.top - OFFSET - EDGE : view.clientHeight - box.bottom - OFFSET - EDGE;
      node.style.maxHeight = `${Math.max(room, 0)}px`;
      const top = side === 'top' ? box.top - OFFSET - node.offsetHeight : box.bottom + OFFSET;
      node.style.left = `${left}px`;
      node.style.top = `${top}px`;
    };
    place();
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
    };
  });
  if (!open) return null;
  const state: DoctorSearchPopoverState = { placement: side, entering: false, exiting: false };
  const content = <Listbox />;
  /* eslint-disable react-hooks/refs -- the ref is given to the element, not read */
  return renderPart(
    withBuiltIn(
      { ...props, style: { position: 'fixed', zIndex: 100000, ...styleOf(props.style, state) } },
      content,
    ),
    {
      as: 'div',
      part: 'tabib-doctor-search__popover',
      state,
      data: { placement: side, trigger: 'ComboBox' },
      required: {
        ref: layer,
        dir,
        // A press on a suggestion (or a group's label) keeps the focus, and the list, in the input.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
      },
      children: props.children ?? content,
    },
  );
  /* eslint-enable react-hooks/refs */
}

function styleOf<State>(style: PartOwnProps<State>['style'], state: State): CSSProperties | undefined {
  return typeof style === 'function' ? style(state) : style;
}

function optionId(list: string, key: string): string {
  return `${list}-option-${key}`;
}

/** What the list's `className`/`style` functions get. */
export type DoctorSearchListboxState = {
  /** No suggestion to show: the `Empty` state shows instead. */
  empty: boolean;
  focusVisible: boolean;
};

export type DoctorSearchListboxProps = Omit<PartOwnProps<DoctorSearchListboxState>, 'asChild'> & {
  /** Renders one group of suggestions; default `(group) => <Group group={group} />`. */
  children?: (group: SuggestionSection) => ReactNode;
  /** Shown when there is no suggestion; default `<Empty />`. */
  renderEmptyState?: () => ReactNode;
};

/**
 * The suggestions' `<div role="listbox">`, named "Suggestions" with the combobox's label, groups in the
 * order query, specialties, cities, doctors. Lay them out as you like with its class (two columns of
 * groups, say): the keyboard follows the list's order. Inside `Popover`.
 *
 * Data attributes: `data-empty="true"` with no suggestion.
 */
export function Listbox({ children, renderEmptyState, className, style }: DoctorSearchListboxProps) {
  const { sections, messages } = useDoctorSearchContext('Listbox');
  const { ids } = useCombobox('Listbox');
  const empty = sections.length === 0;
  return renderPart(
    { className, style },
    {
      as: 'div',
      part: 'tabib-doctor-search__list',
      state: { empty, focusVisible: false },
      data: { empty: empty && 'true' },
      required: {
        id: ids.list,
        role: 'listbox',
        'aria-label': messages.suggestions,
        'aria-labelledby': `${ids.list} ${ids.label}`,
      },
      children: empty ? (
        // A listbox holds options: the empty state stands as one, without a box of its own.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- not a choice: no selected state
        <div role="option" style={{ display: 'contents' }}>
          {(renderEmptyState ?? (() => <Empty />))()}
        </div>
      ) : (
        sections.map((group) => (
          <Fragment key={group.id}>{children ? children(group) : <Group group={group} />}</Fragment>
        ))
      ),
    },
  );
}

/** What the empty state's `className`/`style` functions get. */
export type DoctorSearchEmptyState = {
  state: 'loading' | 'none';
};

export type DoctorSearchEmptyProps = PartProps<'p', DoctorSearchEmptyState>;

/**
 * In the list when it has no suggestion: "Recherche en cours…" while loading, else "Aucune suggestion",
 * as a `<p>`. `Listbox` shows it by default.
 *
 * Data attributes: `data-state="loading" | "none"`.
 */
export function Empty({ ...props }: DoctorSearchEmptyProps) {
  const { loading, messages } = useDoctorSearchContext('Empty');
  const state: DoctorSearchEmptyState = { state: loading ? 'loading' : 'none' };
  const content = loading ? messages.loading : messages.noSuggestions;
  return renderPart(withBuiltIn(props, content), {
    as: 'p',
    part: 'tabib-doctor-search__empty',
    state,
    data: { ...state },
    children: props.children ?? content,
  });
}

const GroupContext = /* @__PURE__ */ createContext<{ group: SuggestionSection; label: string } | null>(null);

const useGroup = (part: string) => useIn(GroupContext, part, 'Group');

/** What a group's `className`/`style` functions get. */
export type DoctorSearchGroupState = {
  kind: SearchSuggestionKind;
  /** How many suggestions it has. */
  count: number;
};

export type DoctorSearchGroupProps = Omit<PartOwnProps<DoctorSearchGroupState>, 'asChild'> & {
  /** The group, as `Listbox` gives it. */
  group: SuggestionSection;
  /** Default: `<GroupLabel />` then `<GroupOptions />`. */
  children?: ReactNode;
};

/**
 * One kind's suggestions (`<section role="group">` named by its label). Inside `Listbox`.
 *
 * Data attributes: `data-kind="query" | "specialty" | "city" | "doctor"`.
 */
export function Group({ group, children, className, style }: DoctorSearchGroupProps) {
  useDoctorSearchContext('Group');
  const label = useId();
  return (
    <GroupContext.Provider value={{ group, label }}>
      {renderPart(
        { className, style },
        {
          as: 'section',
          part: 'tabib-doctor-search__section',
          state: { kind: group.id, count: group.items.length },
          data: { kind: group.id },
          required: { role: 'group', 'aria-labelledby': label },
          children: children ?? (
            <>
              <GroupLabel />
              <GroupOptions />
            </>
          ),
        },
      )}
    </GroupContext.Provider>
  );
}

export type DoctorSearchGroupLabelProps = Omit<PartOwnProps<DoctorSearchGroupState>, 'asChild'> & {
  children?: ReactNode;
};

/** The group's `<header>` ("Spécialités", "Villes"…), which names it. Inside `Group`. */
export function GroupLabel({ children, className, style }: DoctorSearchGroupLabelProps) {
  const { messages } = useDoctorSearchContext('GroupLabel');
  const { group, label } = useGroup('GroupLabel');
  return renderPart(
    { className, style },
    {
      as: 'header',
      part: 'tabib-doctor-search__section-title',
      state: { kind: group.id, count: group.items.length },
      required: { id: label, role: 'presentation' },
      children: children ?? messages.sections[group.id],
    },
  );
}

/** The group's suggestions. Inside `Group`; renders each with `children`, default `<Option item={item} />`. */
export function GroupOptions({ children }: { children?: (item: SearchSuggestion) => ReactNode }) {
  const { group } = useGroup('GroupOptions');
  return group.items.map((item) => (
    <Fragment key={suggestionKey(item)}>{children ? children(item) : <Option item={item} />}</Fragment>
  ));
}

/** What a suggestion's `className`/`style` functions get. */
export type DoctorSearchOptionState = {
  kind: SearchSuggestionKind;
  /** The active suggestion (arrow keys or pointer): Enter picks it. */
  focused: boolean;
  /** The suggestion last picked. */
  selected: boolean;
  focusVisible: boolean;
  hovered: boolean;
  pressed: boolean;
  disabled: boolean;
};

export type DoctorSearchOptionProps = PartOwnProps<DoctorSearchOptionState> & {
  /** The suggestion, as `GroupOptions` gives it. */
  item: SearchSuggestion;
  /** Default: the kind's icon, the label and the description. */
  children?: ReactNode;
};

/**
 * One suggestion: a `<div role="option">` named by its label (described by its description); a click, or
 * arrows then Enter, picks it (the Root's `onSelect`); the pointer over it makes it the active one. Inside
 * `GroupOptions`.
 *
 * Data attributes: `data-kind`; `data-focused`, `data-selected`, `data-focus-visible`, `data-hovered`,
 * `data-pressed` (`"true"` when so).
 */
export function Option({ item, ...props }: DoctorSearchOptionProps) {
  const combobox = useCombobox('Option');
  const [pointer, setPointer] = useState({ hovered: false, pressed: false });
  const key = suggestionKey(item);
  const id = optionId(combobox.ids.list, key);
  const focused = combobox.active === key;
  const state: DoctorSearchOptionState = {
    kind: item.kind,
    focused,
    selected: combobox.selected === key,
    focusVisible: focused && combobox.keyboard,
    ...pointer,
    disabled: false,
  };
  const content = (
    <>
      <SuggestionIcon kind={item.kind} />
      <span className="tabib-doctor-search__option-text">
        <span id={`${id}-label`}>{item.label}</span>
        {item.description ? (
          <span id={`${id}-description`} className="tabib-doctor-search__option-description">
            {item.description}
          </span>
        ) : null}
      </span>
    </>
  );
  const own = props.asChild
    ? (props.children as { props?: { children?: unknown } })?.props?.children
    : props.children;
  const builtIn = own === undefined;
  const hover = (hovered: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (hovered) combobox.activate(key, false);
    setPointer((old) => ({ hovered, pressed: hovered && old.pressed }));
  };
  return renderPart(withBuiltIn(props, content), {
    as: 'div',
    part: 'tabib-doctor-search__option',
    state,
    data: {
      kind: item.kind,
      focused: focused && 'true',
      selected: state.selected && 'true',
      focusVisible: state.focusVisible && 'true',
      hovered: pointer.hovered && 'true',
      pressed: pointer.pressed && 'true',
    },
    required: {
      id,
      role: 'option',
      'aria-selected': state.selected,
      'aria-labelledby': builtIn ? `${id}-label` : undefined,
      'aria-describedby': builtIn && item.description ? `${id}-description` : undefined,
      onPointerEnter: hover(true),
      onPointerLeave: hover(false),
      onPointerDown: () => setPointer((old) => ({ ...old, pressed: true })),
      onPointerUp: () => setPointer((old) => ({ ...old, pressed: false })),
      onClick: () => combobox.pick(item),
    },
    children: props.children ?? content,
  });
}

export type DoctorSearchSubmitProps = PartProps<'button', DoctorSearchRootState>;

/** The form's submit `<button>` ("Rechercher"): searches the trimmed text. Inside `Root`. */
export function Submit({ ...props }: DoctorSearchSubmitProps) {
  const { loading, messages } = useDoctorSearchContext('Submit');
  const content = messages.submit;
  return renderPart(withBuiltIn(props, content), {
    as: 'button',
    part: 'tabib-doctor-search__submit',
    state: { loading },
    required: { type: 'submit' },
    children: props.children ?? content,
  });
}

export type DoctorSearchChipsProps = PartProps<'ul'>;

/**
 * The refinements chosen from the suggestions (a specialty, a city), as a `<ul>` named "Critères
 * choisis"; the consumer keeps which ones are chosen. Inside `Root`.
 */
export function Chips({ ...props }: DoctorSearchChipsProps) {
  const { messages } = useDoctorSearchContext('Chips');
  return renderPart(props, {
    as: 'ul',
    part: 'tabib-doctor-search__chips',
    state: {},
    required: { 'aria-label': messages.chosen },
  });
}

interface ChipContextValue {
  kind: SearchSuggestionKind;
  label: string;
  onRemove: (() => void) | undefined;
}

const ChipContext = createContext<ChipContextValue | null>(null);

/** What a chip's parts' `className`/`style` functions get. */
export type DoctorSearchChipState = {
  kind: SearchSuggestionKind;
};

export type DoctorSearchChipProps = PartProps<'li', DoctorSearchChipState> & {
  /** What kind of refinement it is: says "Ville : Sfax" or "Spécialité : Cardiologie". */
  kind: SearchSuggestionKind;
  /** What was chosen ("Sfax"). */
  label: string;
  /** Removes the refinement: called by `ChipRemove`. */
  onRemove?: () => void;
};

/**
 * One chosen refinement, an `<li>` holding, by default, `<ChipLabel />` and `<ChipRemove />`. Inside
 * `Chips`.
 *
 * Data attributes: `data-kind`.
 */
export function Chip({ kind, label, onRemove, ...props }: DoctorSearchChipProps) {
  useDoctorSearchContext('Chip');
  const content = (
    <>
      <ChipLabel />
      <ChipRemove />
    </>
  );
  return (
    <ChipContext.Provider value={{ kind, label, onRemove }}>
      {renderPart(withBuiltIn(props, content), {
        as: 'li',
        part: 'tabib-doctor-search__chip',
        state: { kind },
        data: { kind },
        children: props.children ?? content,
      })}
    </ChipContext.Provider>
  );
}

const useChip = (part: string) => useIn(ChipContext, part, 'Chip');

export type DoctorSearchChipLabelProps = PartProps<'span', DoctorSearchChipState>;

/** The chip's text, a `<span>`: "Ville : Sfax", "الاختصاص: أمراض القلب". Inside `Chip`. */
export function ChipLabel({ ...props }: DoctorSearchChipLabelProps) {
  const { messages } = useDoctorSearchContext('ChipLabel');
  const { kind, label } = useChip('ChipLabel');
  const content = messages.chip[kind].replace('{name}', label);
  return renderPart(withBuiltIn(props, content), {
    as: 'span',
    part: 'tabib-doctor-search__chip-label',
    state: { kind },
    children: props.children ?? content,
  });
}

export type DoctorSearchChipRemoveProps = PartProps<'button', DoctorSearchChipState>;

/**
 * The chip's remove `<button type="button">`, named "Retirer Sfax"; shows a decorative ×. Calls the
 * chip's `onRemove` after your own `onClick` (unless it calls `preventDefault()`). Inside `Chip`.
 */
export function ChipRemove({ onClick, ...props }: DoctorSearchChipRemoveProps) {
  const { messages } = useDoctorSearchContext('ChipRemove');
  const { kind, label, onRemove } = useChip('ChipRemove');
  const content = <span aria-hidden="true">×</span>;
  return renderPart(withBuiltIn(props, content), {
    as: 'button',
    part: 'tabib-doctor-search__chip-remove',
    state: { kind },
    required: {
      type: 'button',
      'aria-label': messages.removeChoice.replace('{name}', label),
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onRemove?.();
      },
    },
    children: props.children ?? content,
  });
}
