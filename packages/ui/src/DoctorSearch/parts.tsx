import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import {
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Header,
  I18nProvider,
  Input as AriaInput,
  Label as AriaLabel,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover as AriaPopover,
  Text,
  type ComboBoxRenderProps,
  type InputRenderProps,
  type Key,
  type ListBoxItemRenderProps,
  type ListBoxRenderProps,
  type PopoverRenderProps,
} from 'react-aria-components';

import { intlLocaleOf } from '../format/intlLocale';
import { useUiLocale, type UiDirection } from '../i18n/UiProvider';
import { ariaPart, ariaStaticPart } from '../primitives/ariaPart';
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
  messages: DoctorSearchLabels;
  text: string;
  changeText: (text: string) => void;
  sections: SuggestionSection[];
  pick: (key: Key | null) => void;
  loading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  carryFocus: boolean;
}

const DoctorSearchContext = createContext<DoctorSearchContextValue | null>(null);

function useDoctorSearchContext(part: string): DoctorSearchContextValue {
  const context = useContext(DoctorSearchContext);
  if (context === null)
    throw new Error(`@tabib/ui: DoctorSearch.${part} must be used inside DoctorSearch.Root.`);
  return context;
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const context: DoctorSearchContextValue = {
    dir,
    messages,
    text,
    changeText: (next) => {
      setText(next);
      onInputChange?.(next);
    },
    sections: groupSuggestions(items),
    pick: (key) => {
      const item = key === null ? undefined : items.find((candidate) => suggestionKey(candidate) === key);
      if (item) onSelect(item);
    },
    loading,
    inputRef,
    carryFocus,
  };
  return (
    <I18nProvider locale={intlLocaleOf(locale)}>
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
    </I18nProvider>
  );
}

/** What the combobox's `className`/`style` functions get. */
export type DoctorSearchComboboxState = {
  /** The suggestions are shown. */
  open: boolean;
};

export type DoctorSearchComboboxProps = PartOwnProps<DoctorSearchComboboxState> & {
  /** Default: `<Label />`, `<Field />` and `<Popover />`. */
  children?: ReactNode;
  id?: string;
};

/**
 * The combobox (react-aria `ComboBox`, a `<div>`): ties the `Label`, the `Input` and the `Popover`
 * with its `Listbox` together, all of which go inside it. Keyboard: type to get suggestions,
 * ArrowDown/ArrowUp to move, Enter to pick (or, with none chosen, to search the text), Escape to close
 * then to clear. Inside `Root`.
 *
 * Data attributes (react-aria): `data-open`.
 */
export function Combobox({ id, ...props }: DoctorSearchComboboxProps) {
  const context = useDoctorSearchContext('Combobox');
  const part = ariaPart(
    props,
    'tabib-doctor-search__combobox',
    (state: ComboBoxRenderProps): DoctorSearchComboboxState => ({ open: state.isOpen }),
    <>
      <Label />
      <Field />
      <Popover />
    </>,
  );
  return (
    <ComboBox
      {...part}
      id={id}
      items={context.sections}
      inputValue={context.text}
      onInputChange={context.changeText}
      onSelectionChange={context.pick}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
    >
      {part.children}
      {context.carryFocus ? <CarriedFocus input={context.inputRef} /> : null}
    </ComboBox>
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

export type DoctorSearchLabelProps = PartOwnProps<Record<string, never>> & { children?: ReactNode };

/** The input's visible `<label>` ("Spécialité, ville ou médecin"). Inside `Combobox`. */
export function Label(props: DoctorSearchLabelProps) {
  const { messages } = useDoctorSearchContext('Label');
  return <AriaLabel {...ariaStaticPart(props, 'tabib-doctor-search__label', {}, messages.label)} />;
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
 * The text `<input role="combobox">` (react-aria), its list linked by `aria-controls` and the active
 * suggestion by `aria-activedescendant`. Enter with the list open but no suggestion chosen submits the
 * text, as Enter with the list closed does. Your `onKeyDown` runs first. Inside `Combobox`.
 *
 * Data attributes (react-aria): `data-focused`, `data-focus-visible`, `data-hovered`.
 */
export function Input({ ref, onKeyDown, placeholder, ...props }: DoctorSearchInputProps) {
  const context = useDoctorSearchContext('Input');
  const part = ariaPart(
    props,
    'tabib-doctor-search__input',
    (state: InputRenderProps): DoctorSearchInputState => ({
      focused: state.isFocused,
      focusVisible: state.isFocusVisible,
      hovered: state.isHovered,
    }),
  );
  return (
    <AriaInput
      {...part}
      ref={composeRefs(context.inputRef, ref)}
      placeholder={placeholder ?? context.messages.placeholder}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // The combobox would otherwise only close the list.
        const input = event.currentTarget;
        if (event.key !== 'Enter' || input.getAttribute('aria-expanded') !== 'true') return;
        if (input.hasAttribute('aria-activedescendant')) return;
        event.preventDefault();
        input.form?.requestSubmit();
      }}
    />
  );
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
  /** Where the list opens against the field. @default 'bottom start' */
  placement?: 'bottom start' | 'bottom' | 'bottom end' | 'top start' | 'top' | 'top end';
};

/**
 * The suggestions' layer (react-aria `Popover`, a `<div>` in a portal), as wide as the field through
 * `--trigger-width`, right to left in Arabic; closes on Escape and on a click outside. Inside `Combobox`.
 *
 * Data attributes (react-aria): `data-placement`, `data-entering`, `data-exiting`, `data-trigger="ComboBox"`.
 */
export function Popover({ placement = 'bottom start', ...props }: DoctorSearchPopoverProps) {
  const { dir } = useDoctorSearchContext('Popover');
  const part = ariaPart(
    props,
    'tabib-doctor-search__popover',
    (state: PopoverRenderProps): DoctorSearchPopoverState => ({
      placement: state.placement,
      entering: state.isEntering,
      exiting: state.isExiting,
    }),
    <Listbox />,
  );
  return <AriaPopover {...part} placement={placement} dir={dir} />;
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
 * The suggestions' `<div role="listbox">` (react-aria), groups in the order query, specialties, cities,
 * doctors. Lay them out as you like with its class (two columns of groups, say): the keyboard follows
 * the list's order. Inside `Popover`.
 *
 * Data attributes (react-aria): `data-empty`, `data-focused`, `data-focus-visible`.
 */
export function Listbox({ children, renderEmptyState, ...props }: DoctorSearchListboxProps) {
  useDoctorSearchContext('Listbox');
  const part = ariaPart(
    props,
    'tabib-doctor-search__list',
    (state: ListBoxRenderProps): DoctorSearchListboxState => ({
      empty: state.isEmpty,
      focusVisible: state.isFocusVisible,
    }),
  );
  return (
    <ListBox<SuggestionSection>
      className={part.className}
      style={part.style}
      renderEmptyState={renderEmptyState ?? (() => <Empty />)}
    >
      {children ?? ((group) => <Group group={group} />)}
    </ListBox>
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

const GroupContext = createContext<SuggestionSection | null>(null);

function useGroup(part: string): SuggestionSection {
  const group = useContext(GroupContext);
  if (group === null)
    throw new Error(`@tabib/ui: DoctorSearch.${part} must be used inside DoctorSearch.Group.`);
  return group;
}

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
export function Group({ group, children, ...props }: DoctorSearchGroupProps) {
  useDoctorSearchContext('Group');
  const state: DoctorSearchGroupState = { kind: group.id, count: group.items.length };
  const part = ariaStaticPart(props, 'tabib-doctor-search__section', state);
  return (
    <ListBoxSection id={group.id} className={part.className} style={part.style} data-kind={group.id}>
      <GroupContext.Provider value={group}>
        {children ?? (
          <>
            <GroupLabel />
            <GroupOptions />
          </>
        )}
      </GroupContext.Provider>
    </ListBoxSection>
  );
}

export type DoctorSearchGroupLabelProps = Omit<PartOwnProps<DoctorSearchGroupState>, 'asChild'> & {
  children?: ReactNode;
};

/** The group's `<header>` ("Spécialités", "Villes"…), which names it. Inside `Group`. */
export function GroupLabel({ children, ...props }: DoctorSearchGroupLabelProps) {
  const { messages } = useDoctorSearchContext('GroupLabel');
  const group = useGroup('GroupLabel');
  const part = ariaStaticPart(props, 'tabib-doctor-search__section-title', {
    kind: group.id,
    count: group.items.length,
  });
  return (
    <Header className={part.className} style={part.style}>
      {children ?? messages.sections[group.id]}
    </Header>
  );
}

/** The group's suggestions. Inside `Group`; renders each with `children`, default `<Option item={item} />`. */
export function GroupOptions({ children }: { children?: (item: SearchSuggestion) => ReactNode }) {
  const group = useGroup('GroupOptions');
  return <Collection items={group.items}>{children ?? ((item) => <Option item={item} />)}</Collection>;
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
 * One suggestion: a `<div role="option">` (react-aria) named by its label; click, or arrows then Enter,
 * picks it (the Root's `onSelect`). Inside `GroupOptions`.
 *
 * Data attributes: `data-kind`; react-aria's `data-focused`, `data-selected`, `data-focus-visible`,
 * `data-hovered`, `data-pressed`.
 */
export function Option({ item, ...props }: DoctorSearchOptionProps) {
  useDoctorSearchContext('Option');
  const part = ariaPart(
    props,
    'tabib-doctor-search__option',
    (state: ListBoxItemRenderProps): DoctorSearchOptionState => ({
      kind: item.kind,
      focused: state.isFocused,
      selected: state.isSelected,
      focusVisible: state.isFocusVisible,
      hovered: state.isHovered,
      pressed: state.isPressed,
      disabled: state.isDisabled,
    }),
    <>
      <SuggestionIcon kind={item.kind} />
      <span className="tabib-doctor-search__option-text">
        <Text slot="label">{item.label}</Text>
        {item.description ? (
          <Text slot="description" className="tabib-doctor-search__option-description">
            {item.description}
          </Text>
        ) : null}
      </span>
    </>,
  );
  return <ListBoxItem {...part} id={suggestionKey(item)} textValue={item.label} data-kind={item.kind} />;
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

function useChip(part: string): ChipContextValue {
  const chip = useContext(ChipContext);
  if (chip === null)
    throw new Error(`@tabib/ui: DoctorSearch.${part} must be used inside DoctorSearch.Chip.`);
  return chip;
}

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
