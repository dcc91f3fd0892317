import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import type { UiLocale } from '../i18n/UiProvider';
import { storyLocale } from '../stories/storyLocale';
import { LanguageSelector } from './LanguageSelector';
import { languageSelectorMessages } from './messages';
import * as LanguageSelectorParts from './parts';

const meta = {
  title: 'Shell/LanguageSelector',
  component: LanguageSelector,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's locale; the options are written in their own language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const select = within(canvasElement).getByRole('combobox', {
      name: languageSelectorMessages[locale].label,
    });
    await expect(select).toHaveValue(locale);
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Français', 'English', 'العربية']);
  },
};

export const English: Story = { args: { value: 'en' } };

export const Arabic: Story = { args: { value: 'ar' }, globals: { locale: 'ar' } };

/** Keyboard: arrow keys on the focused select choose another language (requirements §4). */
export const ChangeWithKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<UiLocale>('fr');
    return (
      <LanguageSelector
        {...args}
        value={value}
        onChange={(code) => {
          args.onChange(code);
          setValue(code);
        }}
      />
    );
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(select, 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvasElement.querySelector('[data-language]')).toHaveAttribute('data-language', 'en');
    await expect(canvasElement.querySelector('.tabib-language-selector__short')).toHaveTextContent('EN');
  },
};

/** The parts in plain markup: a visible select and the short label, no kit class written by the consumer. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: function Render(args) {
    const [value, setValue] = useState<UiLocale>('fr');
    return (
      <LanguageSelectorParts.Root
        value={value}
        onChange={(code) => {
          args.onChange(code);
          setValue(code);
        }}
        style={{ display: 'flex', gap: '0.5rem' }}
      >
        <LanguageSelectorParts.Value style={{ fontWeight: 700 }} />
        <LanguageSelectorParts.Trigger style={{ position: 'static', opacity: 1 }} />
      </LanguageSelectorParts.Root>
    );
  },
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: languageSelectorMessages[storyLocale(globals)].label,
    });
    await userEvent.selectOptions(select, 'ar');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
    await expect(within(select).getByRole('option', { name: 'العربية' })).toHaveAttribute(
      'data-selected',
      '',
    );
    await expect(canvasElement.querySelector('.tabib-language-selector__short')).toHaveTextContent('ع');
  },
};

/** The consumer's classes on the native select and its options, from their state. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: function Render(args) {
    const [value, setValue] = useState<UiLocale>('en');
    return (
      <>
        <style>{`
          .my-language { display: inline-flex; border: 2px solid #00695c; border-radius: 4px; padding: 2px; }
          .my-language .my-select { position: static; opacity: 1; border: 0; font: inherit; color: #00695c; }
          .my-option--on { font-weight: 700; }
        `}</style>
        <LanguageSelectorParts.Root
          value={value}
          onChange={(code) => {
            args.onChange(code);
            setValue(code);
          }}
          className={({ value: code }) => `my-language my-language--${code}`}
        >
          <LanguageSelectorParts.Trigger className="my-select">
            {(['fr', 'en', 'ar'] as const).map((code) => (
              <LanguageSelectorParts.Option
                key={code}
                value={code}
                className={({ selected }) => (selected ? 'my-option--on' : 'my-option')}
              />
            ))}
          </LanguageSelectorParts.Trigger>
        </LanguageSelectorParts.Root>
      </>
    );
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(getComputedStyle(select).color).toBe('rgb(0, 105, 92)');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'fr');
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await expect(canvasElement.querySelector('.my-language')).toHaveClass('my-language--fr');
    await expect(within(select).getByRole('option', { name: 'Français' })).toHaveClass('my-option--on');
  },
};
