import { createContext, useContext, useId, type ChangeEvent } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import { LANGUAGE_OPTIONS, type LanguageOption } from './languages';
import { languageSelectorMessages, type LanguageSelectorLabels } from './messages';

/** What `Root`, `Trigger` and `Value` receive in their `className`/`style` functions. */
export interface LanguageSelectorPartState {
  /** The selected language's code. */
  value: UiLocale;
}

/** What an `Option` receives in its `className`/`style` functions. */
export interface LanguageSelectorOptionState {
  value: UiLocale;
  selected: boolean;
}

interface LanguageSelectorContextValue {
  value: UiLocale;
  current: LanguageOption | undefined;
  options: readonly LanguageOption[];
  onChange: (code: UiLocale) => void;
  label: string;
  selectId: string;
}

const LanguageSelectorContext = createContext<LanguageSelectorContextValue | null>(null);

function useLanguageSelector(part: string): LanguageSelectorContextValue {
  const context = useContext(LanguageSelectorContext);
  if (!context) throw new Error(`@tabib/ui: LanguageSelector.${part} must be inside LanguageSelector.Root.`);
  return context;
}

export type LanguageSelectorRootProps = Omit<PartProps<'div', LanguageSelectorPartState>, 'onChange'> & {
  /**
   * The selected language.
   * @default the UiProvider locale
   */
  value?: UiLocale;
  /** Called with the chosen code; the app stores it and switches direction. */
  onChange: (code: UiLocale) => void;
  /** The languages offered. Default: fr, en, ar (`LANGUAGE_OPTIONS`). */
  options?: readonly LanguageOption[];
  /** Overrides of the built-in labels (`languageSelectorMessages`). */
  labels?: Partial<LanguageSelectorLabels>;
};

/**
 * The selector's box (`<div>`), in the reader's direction; holds the choice for its parts.
 *
 * Data attributes: `data-language="fr|en|ar"` (the selected code). Contains a `Trigger`.
 */
export function Root({
  value,
  onChange,
  options = LANGUAGE_OPTIONS,
  labels,
  ...props
}: LanguageSelectorRootProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(languageSelectorMessages, locale, labels);
  const selectId = useId();
  const selected = value ?? locale;
  const context: LanguageSelectorContextValue = {
    value: selected,
    current: options.find((option) => option.code === selected),
    options,
    onChange,
    label: text.label,
    selectId,
  };
  return (
    <LanguageSelectorContext.Provider value={context}>
      {renderPart(
        { dir, ...props },
        {
          as: 'div',
          part: 'tabib-language-selector',
          state: { value: selected },
          data: { language: selected },
        },
      )}
    </LanguageSelectorContext.Provider>
  );
}

export type LanguageSelectorTriggerProps = Omit<PartProps<'select', LanguageSelectorPartState>, 'value'>;

/**
 * The control: a native `<select>` named "Langue" / "Language" / "اللغة" (override with `aria-label`),
 * so every browser, phone and screen reader operates it as it knows (arrows, type-ahead, the phone's picker).
 * Its default children are one `Option` per language of the Root.
 *
 * Inside `LanguageSelector.Root`.
 */
export function Trigger({ onChange, children, ...props }: LanguageSelectorTriggerProps) {
  const context = useLanguageSelector('Trigger');
  return renderPart(
    { ...props, children },
    {
      as: 'select',
      part: 'tabib-language-selector__select',
      state: { value: context.value },
      required: {
        id: props.id ?? context.selectId,
        'aria-label': props['aria-label'] ?? context.label,
        value: context.value,
        onChange: (event: ChangeEvent<HTMLSelectElement>) => {
          onChange?.(event);
          context.onChange(event.target.value as UiLocale);
        },
      },
      children: children ?? context.options.map((option) => <Option key={option.code} value={option.code} />),
    },
  );
}

export type LanguageSelectorOptionProps = Omit<PartProps<'option', LanguageSelectorOptionState>, 'value'> & {
  /** The language's code. */
  value: UiLocale;
};

/**
 * One language (`<option>`), written in its own language (`lang`); its default text is the Root's
 * option label (Français, English, العربية).
 *
 * Data attributes: `data-selected` (present on the selected one). Inside a `Trigger`.
 */
export function Option({ value, ...props }: LanguageSelectorOptionProps) {
  const context = useLanguageSelector('Option');
  const selected = value === context.value;
  return renderPart(props, {
    as: 'option',
    part: 'tabib-language-selector__option',
    state: { value, selected },
    data: { selected },
    required: { value, lang: value },
    children: props.children ?? context.options.find((option) => option.code === value)?.label ?? value,
  });
}

export type LanguageSelectorValueProps = PartProps<'span', LanguageSelectorPartState>;

/**
 * The selected language's short label (FR, EN, ع) in its own language, shown on the closed control.
 * Hidden from assistive technology: the `Trigger` already says the value.
 *
 * Inside `LanguageSelector.Root`.
 */
export function Value({ ...props }: LanguageSelectorValueProps) {
  const context = useLanguageSelector('Value');
  return renderPart(props, {
    as: 'span',
    part: 'tabib-language-selector__short',
    state: { value: context.value },
    required: { 'aria-hidden': true, lang: context.current?.code },
    children: props.children ?? context.current?.shortLabel,
  });
}
