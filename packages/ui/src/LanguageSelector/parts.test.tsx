import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { UiProvider, type UiLocale } from '../i18n/UiProvider';
import * as LanguageSelector from './parts';

/** The consumer's own select, as a design system would have one. */
const MySelect = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<'select'>>(
  function MySelect(props, ref) {
    return <select ref={ref} data-my-select="" {...props} />;
  },
);

function Picker({ initial = 'fr' as UiLocale, onChange = (_code: UiLocale) => {} }) {
  const [value, setValue] = useState<UiLocale>(initial);
  return (
    <LanguageSelector.Root
      value={value}
      onChange={(code) => {
        onChange(code);
        setValue(code);
      }}
      className={({ value: code }) => `picker picker--${code}`}
    >
      <LanguageSelector.Value className={({ value: code }) => `short-${code}`} />
      <LanguageSelector.Trigger asChild>
        <MySelect>
          <LanguageSelector.Option value="fr" className={({ selected }) => (selected ? 'on' : 'off')} />
          <LanguageSelector.Option value="ar" className={({ selected }) => (selected ? 'on' : 'off')}>
            Arabe
          </LanguageSelector.Option>
        </MySelect>
      </LanguageSelector.Trigger>
    </LanguageSelector.Root>
  );
}

describe('LanguageSelector parts in custom markup', () => {
  it('names the consumer’s select, marks the selected option and gives the state to className functions', async () => {
    const screen = await render(<Picker />);
    const select = screen.getByRole('combobox', { name: 'Langue' });
    await expect.element(select).toHaveAttribute('data-my-select', '');
    await expect.element(select).toHaveValue('fr');
    const options = [...(select.element() as HTMLSelectElement).options];
    expect(
      options.map((option) => [option.value, option.textContent, option.lang, option.className]),
    ).toEqual([
      ['fr', 'Français', 'fr', 'tabib-language-selector__option on'],
      ['ar', 'Arabe', 'ar', 'tabib-language-selector__option off'],
    ]);
    expect(options[0]!.getAttribute('data-selected')).toBe('');
    expect(options[1]!.hasAttribute('data-selected')).toBe(false);
    const root = screen.container.querySelector<HTMLElement>('[data-language]')!;
    expect(root.className).toBe('tabib-language-selector picker picker--fr');
    const short = screen.container.querySelector<HTMLElement>('.tabib-language-selector__short')!;
    expect([short.textContent, short.getAttribute('aria-hidden'), short.className]).toEqual([
      'FR',
      'true',
      'tabib-language-selector__short short-fr',
    ]);
  });

  it('is reached with Tab on the consumer’s select, and a choice reports the code', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Langue' });
    await userEvent.selectOptions(select, 'ar');
    expect(onChange).toHaveBeenCalledWith('ar');
    await expect.element(select).toHaveValue('ar');
    expect(screen.container.querySelector('[data-language]')?.getAttribute('data-language')).toBe('ar');
    expect(screen.container.querySelector('[data-selected]')?.textContent).toBe('Arabe');
    // Tab reaches the consumer's select: it is the focusable control, nothing else in the Root is.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(select.element());
  });

  it('is named in Arabic and right to left, its default options in their own language', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <LanguageSelector.Root onChange={() => {}}>
          <LanguageSelector.Trigger />
        </LanguageSelector.Root>
      </UiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'اللغة' });
    await expect.element(select).toHaveValue('ar');
    expect(screen.container.querySelector('[data-language]')?.getAttribute('dir')).toBe('rtl');
    const options = [...(select.element() as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual(['Français', 'English', 'العربية']);
  });

  it('refuses a part outside its Root, naming the Root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<LanguageSelector.Value />)).rejects.toThrow(
      '@tabib/ui: LanguageSelector.Value must be inside LanguageSelector.Root.',
    );
  });
});
