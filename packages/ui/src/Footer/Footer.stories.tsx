import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { createStoryLink } from '../stories/StoryLink';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { Footer, type FooterProps } from './Footer';
import { footerMessages } from './messages';
import * as FooterParts from './parts';

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

/** The parts in plain markup, no kit class written by the consumer: one column and the copyright. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args) => (
    <FooterParts.Root now={args.now}>
      <FooterParts.Brand />
      <FooterParts.Section>
        <FooterParts.SectionTitle>Tabib</FooterParts.SectionTitle>
        <FooterParts.Links>
          <li>
            <FooterParts.Link href="/questions">FAQ</FooterParts.Link>
          </li>
        </FooterParts.Links>
      </FooterParts.Section>
      <FooterParts.Social />
      <FooterParts.Contact />
      <FooterParts.Copyright />
    </FooterParts.Root>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = footerMessages[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Tabib' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: text.social })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByText(text.copyright(2026))).toBeVisible();
  },
};

/** The consumer's classes on every part, styled by the story's own CSS; its links through the router's. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: function Render(args) {
    const Link = args.linkComponent ?? createStoryLink();
    return (
      <>
        <style>{`
          .my-footer { background: #004d40; color: #fff; padding: 1rem; }
          .my-footer a { color: #fff; }
          .my-columns { display: flex; gap: 2rem; }
          .my-title { font-size: 1rem; text-transform: uppercase; }
        `}</style>
        <FooterParts.Root now={args.now} className="my-footer">
          <FooterParts.Columns className="my-columns">
            <FooterParts.Section>
              <FooterParts.SectionTitle className="my-title">Liens</FooterParts.SectionTitle>
              <FooterParts.Links>
                <li>
                  <FooterParts.Link asChild>
                    <Link href="/questions">FAQ</Link>
                  </FooterParts.Link>
                </li>
              </FooterParts.Links>
            </FooterParts.Section>
            <FooterParts.Section asChild>
              <section>
                <FooterParts.SectionTitle className="my-title">Contact</FooterParts.SectionTitle>
                <FooterParts.Contact />
              </section>
            </FooterParts.Section>
          </FooterParts.Columns>
          <FooterParts.Copyright />
        </FooterParts.Root>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('contentinfo')).backgroundColor).toBe('rgb(0, 77, 64)');
    await expect(canvas.getByRole('region', { name: 'Contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FAQ' })).toHaveClass('tabib-footer__link');
    await expect(canvas.getByRole('heading', { name: 'Liens' })).toHaveClass(
      'tabib-footer__title',
      'my-title',
    );
  },
};
