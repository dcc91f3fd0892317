import type { ComponentPropsWithRef } from 'react';

import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import {
  DEFAULT_FOOTER_ROUTES,
  type FooterContact,
  type FooterRoutes,
  type FooterSocialLink,
} from './footerLinks';
import type { FooterLabels } from './messages';
import * as Parts from './parts';

export interface FooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  /**
   * Your router's link, for the site's own routes.
   * @default <a>
   */
  linkComponent?: LinkComponent;
  /**
   * Overrides of the default routes: search page 0, cancel → patient dashboard.
   * @default DEFAULT_FOOTER_ROUTES
   */
  routes?: Partial<FooterRoutes>;
  /** Social network links (external, open in a new tab). Default: `DEFAULT_SOCIAL_LINKS`. */
  socialLinks?: readonly FooterSocialLink[];
  /**
   * Postal address and email. Default: `DEFAULT_FOOTER_CONTACT`'s e-mail and its address in the
   * reader's language (`labels.address`).
   */
  contact?: FooterContact;
  /**
   * The clock for the copyright year; inject a fixed date in tests.
   * @default new Date()
   */
  now?: Date;
  /** Overrides of the built-in labels (`footerMessages`). */
  labels?: Partial<FooterLabels>;
}

/**
 * The footer of every page: description, social links, about links, booking links
 * (search page 0, ask a question, cancel an appointment), contact address and email, and the
 * copyright with the current year. Composed of `Footer.Root` and its parts.
 */
export function Footer({ linkComponent = DefaultLink, routes, ...rootProps }: FooterProps) {
  return (
    <Parts.Root {...rootProps}>
      <FooterColumns Link={linkComponent} routes={{ ...DEFAULT_FOOTER_ROUTES, ...routes }} />
      <Parts.Copyright />
    </Parts.Root>
  );
}

function FooterColumns({ Link, routes }: { Link: LinkComponent; routes: FooterRoutes }) {
  const text = Parts.useFooterLabels();
  const column = (title: string, links: readonly (readonly [string, string])[]) => (
    <Parts.Section>
      <Parts.SectionTitle>{title}</Parts.SectionTitle>
      <Parts.Links>
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </Parts.Links>
    </Parts.Section>
  );
  return (
    <Parts.Columns>
      <Parts.Intro>
        <Parts.Brand />
        <Parts.Description />
        <Parts.Social />
      </Parts.Intro>
      {column(text.aboutTitle, [
        [routes.about, text.about],
        [routes.questions, text.questions],
        [routes.articles, text.articles],
      ])}
      {column(text.bookingTitle, [
        [routes.searchDoctors, text.searchDoctors],
        [routes.askQuestion, text.askQuestion],
        [routes.cancelAppointment, text.cancelAppointment],
      ])}
      <Parts.Section asChild>
        <section>
          <Parts.SectionTitle>{text.contactTitle}</Parts.SectionTitle>
          <Parts.Contact />
        </section>
      </Parts.Section>
    </Parts.Columns>
  );
}
