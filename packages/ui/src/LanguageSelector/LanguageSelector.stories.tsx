import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import type { UiLocale } from '../i18n/UiProvider';
import { storyLocale } from '../stories/storyLocale';
import { LanguageSelector } from './LanguageSelector';
import { languageSelectorMessages } from './messages';

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
