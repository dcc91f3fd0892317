import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { createStoryLink } from '../stories/StoryLink';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { Footer, type FooterProps } from './Footer';
import { footerMessages } from './messages';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { linkComponent: createStoryLink(), now: new Date('2026-11-21T10:00:00Z') },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = footerMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    // requirements §2: the search link opens page 0; 'cancel appointment' goes to the patient dashboard.
    await expect(canvas.getByRole('link', { name: text.searchDoctors })).toHaveAttribute(
      'href',
      '/search-doctors?page=0',
    );
    await expect(canvas.getByRole('link', { name: text.cancelAppointment })).toHaveAttribute(
      'href',
      '/patient-dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'contact@tabib.tn' })).toHaveAttribute(
      'href',
      'mailto:contact@tabib.tn',
    );
    await expect(canvas.getByText(text.copyright(2026))).toBeVisible();
  },
};

export const DefaultRTL: Story = { ...Default, globals: { locale: 'ar' } };

export const English: Story = { ...Default, globals: { locale: 'en' } };

/** A site passes its own contact details and social accounts. */
export const CustomContact: Story = {
  args: {
    contact: { address: 'Rue de Marseille, 1000 Tunis', email: 'bonjour@example.tn' },
    socialLinks: [{ network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@example' }],
  },
  parameters: {
    localeArgs: {
      ar: { contact: { address: 'نهج مرسيليا، 1000 تونس', email: 'bonjour@example.tn' } },
    } satisfies LocaleArgs<FooterProps>,
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { contact } = localizedArgs(context);
    await expect(canvas.getByText(contact?.address ?? '')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'bonjour@example.tn' })).toHaveAttribute(
      'href',
      'mailto:bonjour@example.tn',
    );
    await expect(canvas.getByRole('link', { name: 'YouTube' })).toHaveAttribute('target', '_blank');
  },
};

export const CustomContactRTL: Story = { ...CustomContact, globals: { locale: 'ar' } };
