import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import { Footer } from './Footer';

const NOW = new Date('2031-06-15T12:00:00Z');

describe('Footer (requirements §2)', () => {
  it('writes the copyright with the current year', async () => {
    const screen = await render(<Footer now={NOW} />);
    await expect.element(screen.getByText('© 2031 Tabib. Tous droits réservés.')).toBeInTheDocument();
  });

  it('reads the clock when no date is injected', async () => {
    const screen = await render(<Footer />);
    await expect
      .element(screen.getByText(`© ${new Date().getFullYear()} Tabib. Tous droits réservés.`))
      .toBeVisible();
  });

  it('links the booking entries: search page 0 and cancel appointment', async () => {
    const screen = await render(<Footer now={NOW} />);
    await expect
      .element(screen.getByRole('link', { name: 'Trouver un médecin' }))
      .toHaveAttribute('href', '/search-doctors?page=0');
    await expect
      .element(screen.getByRole('link', { name: 'Annuler un rendez-vous' }))
      .toHaveAttribute('href', '/patient-dashboard');
    await expect
      .element(screen.getByRole('link', { name: 'Poser une question' }))
      .toHaveAttribute('href', '/questions/ask');
  });

  it('links the about entries, including the static about page', async () => {
    const screen = await render(<Footer now={NOW} />);
    await expect
      .element(screen.getByRole('link', { name: 'Qui sommes-nous' }))
      .toHaveAttribute('href', '/s/quiSommeNous');
    await expect.element(screen.getByRole('navigation', { name: 'À propos' })).toBeInTheDocument();
  });

  it('shows the contact address and email, and the social links in a new tab', async () => {
    const screen = await render(
      <Footer
        now={NOW}
        contact={{ address: 'Rue de Marseille, 1000 Tunis', email: 'bonjour@example.tn' }}
        socialLinks={[{ network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example' }]}
      />,
    );
    await expect.element(screen.getByText('Rue de Marseille, 1000 Tunis')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'bonjour@example.tn' }))
      .toHaveAttribute('href', 'mailto:bonjour@example.tn');
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    await expect.element(facebook).toHaveAttribute('target', '_blank');
    await expect.element(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows its placeholder address in the reader’s language when the site gives none', async () => {
    const arabic = await render(
      <UiProvider locale="ar">
        <Footer now={NOW} />
      </UiProvider>,
    );
    await expect
      .element(arabic.getByText('شارع الحبيب بورقيبة، 1000 تونس، الجمهورية التونسية'))
      .toBeVisible();
    await expect
      .element(arabic.getByRole('link', { name: 'contact@tabib.tn' }))
      .toHaveAttribute('href', 'mailto:contact@tabib.tn');
  });

  it('shows the English placeholder address in English', async () => {
    const english = await render(
      <UiProvider locale="en">
        <Footer now={NOW} />
      </UiProvider>,
    );
    await expect.element(english.getByText('Avenue Habib Bourguiba, 1000 Tunis, Tunisia')).toBeVisible();
  });

  it('renders site routes through the injected link component', async () => {
    const screen = await render(
      <Footer
        now={NOW}
        routes={{ searchDoctors: '/fr/search-doctors?page=0' }}
        linkComponent={({ href, children, ...props }) => (
          <a href={href} data-router="" {...props}>
            {children}
          </a>
        )}
      />,
    );
    const search = screen.getByRole('link', { name: 'Trouver un médecin' });
    await expect.element(search).toHaveAttribute('data-router', '');
    await expect.element(search).toHaveAttribute('href', '/fr/search-doctors?page=0');
  });

  it('speaks Arabic right to left', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <Footer now={NOW} />
      </UiProvider>,
    );
    await expect.element(screen.getByText('© 2031 طبيب. جميع الحقوق محفوظة.')).toBeVisible();
    expect(screen.container.querySelector('footer')?.getAttribute('dir')).toBe('rtl');
  });
});
