import { useId, type ComponentPropsWithRef } from 'react';

import { Chevron } from '../icons/Chevron';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { LANGUAGE_OPTIONS, type LanguageOption } from './languages';
import { languageSelectorMessages, type LanguageSelectorLabels } from './messages';

export interface LanguageSelectorProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'children'> {
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
}

/**
 * The language switcher of the top bar (always present). A native `<select>`: every
 * browser and screen reader already knows how to operate it, on desktop and on phones.
 * Each option is written in its own language (`lang`), and the closed control shows the short
 * label (FR, EN, ع) beside it.
 *
 * Data attributes: `data-language="fr|en|ar"` on the root.
 */
export function LanguageSelector({
  value,
  onChange,
  options = LANGUAGE_OPTIONS,
  labels,
  className,
  ...divProps
}: LanguageSelectorProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(languageSelectorMessages, locale, labels);
  const selectId = useId();
  const selected = value ?? locale;
  const current = options.find((option) => option.code === selected);

  return (
    <div
      dir={dir}
      {...divProps}
      className={className ? `tabib-language-selector ${className}` : 'tabib-language-selector'}
      data-language={selected}
    >
      <label className="tabib-visually-hidden" htmlFor={selectId}>
        {text.label}
      </label>
      <span className="tabib-language-selector__short" aria-hidden="true" lang={current?.code}>
        {current?.shortLabel}
      </span>
      <Chevron />
      <select
        id={selectId}
        className="tabib-language-selector__select"
        value={selected}
        onChange={(event) => onChange(event.target.value as UiLocale)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
