import type { ComponentPropsWithoutRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import * as Footer from './parts';

const NOW = new Date('2031-06-15T12:00:00Z');

/** The consumer's router link. */
function RouterLink({ to, children, ...props }: { to: string } & ComponentPropsWithoutRef<'a'>) {
  return (
    <a href={to} data-router="" {...props}>
      {children}
    </a>
  );
}

function MyFooter() {
  return (
    <Footer.Root now={NOW} className="my-footer" contact={{ address: 'Rue de Rome, Tunis', email: 'a@b.tn' }}>
      <div className="grid">
        <Footer.Brand className="brand" />
        <Footer.Social className="icons">
          <li>
            <Footer.SocialLink link={{ network: 'youtube', label: 'YouTube', href: 'https://youtube.com/t' }}>
              YT
            </Footer.SocialLink>
          </li>
        </Footer.Social>
        <Footer.Section className="col">
          <Footer.SectionTitle>Plus</Footer.SectionTitle>
          <Footer.Links>
            <li>
              <Footer.Link asChild className="link">
                <RouterLink to="/about">À nous</RouterLink>
              </Footer.Link>
            </li>
          </Footer.Links>
        </Footer.Section>
        <Footer.Section asChild>
          <section>
            <Footer.SectionTitle>Écrire</Footer.SectionTitle>
            <Footer.Contact />
          </section>
        </Footer.Section>
      </div>
      <Footer.Copyright />
    </Footer.Root>
  );
}

describe('Footer parts in custom markup', () => {
  it("names each section by its title, the social list and links, and renders the site's links through its router", async () => {
    const screen = await render(<MyFooter />);
    const footer = screen.getByRole('contentinfo');
    await expect.element(footer).toHaveClass('tabib-footer', 'my-footer');
    await expect
      .element(screen.getByRole('navigation', { name: 'Plus' }))
      .toHaveClass('tabib-footer__column', 'col');
    await expect.element(screen.getByRole('region', { name: 'Écrire' })).toBeInTheDocument();
    await expect
      .element(screen.getByRole('list', { name: 'Tabib sur les réseaux sociaux' }))
      .toHaveClass('tabib-footer__social', 'icons');
    const youtube = screen.getByRole('link', { name: 'YouTube' });
    await expect.element(youtube).toHaveAttribute('data-network', 'youtube');
    await expect.element(youtube).toHaveAttribute('target', '_blank');
    await expect.element(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    const about = screen.getByRole('link', { name: 'À nous' });
    await expect.element(about).toHaveAttribute('data-router', '');
    await expect.element(about).toHaveAttribute('href', '/about');
    expect((about.element() as HTMLElement).className).toBe('tabib-footer__link link');
    await expect
      .element(screen.getByRole('link', { name: 'a@b.tn' }))
      .toHaveAttribute('href', 'mailto:a@b.tn');
    await expect.element(screen.getByText('Rue de Rome, Tunis')).toBeVisible();
    await expect.element(screen.getByText('© 2031 Tabib. Tous droits réservés.')).toBeVisible();
  });

  it('gives each social link its icon by default and speaks Arabic right to left', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <Footer.Root now={NOW}>
          <Footer.Brand />
          <Footer.Social />
          <Footer.Contact />
          <Footer.Copyright />
        </Footer.Root>
      </UiProvider>,
    );
    expect(screen.container.querySelector('footer')?.getAttribute('dir')).toBe('rtl');
    await expect.element(screen.getByText('طبيب', { exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('list', { name: 'طبيب على شبكات التواصل الاجتماعي' }))
      .toBeInTheDocument();
    const links = screen.container.querySelectorAll('.tabib-footer__social-link');
    expect(
      [...links].map((link) => [link.getAttribute('aria-label'), link.querySelector('svg') !== null]),
    ).toEqual([
      ['Facebook', true],
      ['Instagram', true],
      ['LinkedIn', true],
    ]);
    await expect
      .element(screen.getByText('شارع الحبيب بورقيبة، 1000 تونس، الجمهورية التونسية'))
      .toBeVisible();
    await expect.element(screen.getByText('© 2031 طبيب. جميع الحقوق محفوظة.')).toBeVisible();
  });

  it('refuses a part outside its Root and a title outside its Section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Footer.Copyright />)).rejects.toThrow(
      '@tabib/ui: Footer.Copyright must be inside Footer.Root.',
    );
    await expect(render(<Footer.SectionTitle />)).rejects.toThrow(
      '@tabib/ui: Footer.SectionTitle must be inside Footer.Section.',
    );
  });
});
