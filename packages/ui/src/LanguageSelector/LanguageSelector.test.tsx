import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import { LanguageSelector } from './LanguageSelector';
import { LANGUAGE_OPTIONS } from './languages';

describe('requirements §3 and §9: fr, en and Arabic, each with a label and a short label', () => {
  it('lists the three languages', () => {
    expect(LANGUAGE_OPTIONS).toEqual([
      { code: 'fr', label: 'Français', shortLabel: 'FR' },
      { code: 'en', label: 'English', shortLabel: 'EN' },
      { code: 'ar', label: 'العربية', shortLabel: 'ع' },
    ]);
  });

  it('offers them in a labelled select, each option in its own language', async () => {
    const screen = await render(<LanguageSelector onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Langue' });
    await expect.element(select).toHaveValue('fr');
    const options = [...(select.element() as HTMLSelectElement).options];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['fr', 'Français', 'fr'],
      ['en', 'English', 'en'],
      ['ar', 'العربية', 'ar'],
    ]);
  });

  it('shows the short label of the current language and follows the provider', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <LanguageSelector onChange={() => {}} />
      </UiProvider>,
    );
    await expect.element(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(screen.container.querySelector('.tabib-language-selector__short')?.textContent).toBe('ع');
    expect(screen.container.querySelector('[data-language]')?.getAttribute('dir')).toBe('rtl');
  });
});

describe('requirements §4: choosing a language', () => {
  it('calls onChange with the code', async () => {
    const onChange = vi.fn();
    const screen = await render(<LanguageSelector value="fr" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'ar');
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});
