import type { ComponentPropsWithRef } from 'react';

import { Chevron } from '../icons/Chevron';
import type { UiLocale } from '../i18n/UiProvider';
import type { LanguageOption } from './languages';
import type { LanguageSelectorLabels } from './messages';
import { Root, Trigger, Value } from './parts';

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
 * label (FR, EN, ع) beside it. Composed of `LanguageSelector.Root`, `Value` and `Trigger`.
 *
 * Data attributes: `data-language="fr|en|ar"` on the root.
 */
export function LanguageSelector(props: LanguageSelectorProps) {
  return (
    <Root {...props}>
      <Value />
      <Chevron />
      <Trigger />
    </Root>
  );
}
