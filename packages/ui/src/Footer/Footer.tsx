import { useId, type ComponentPropsWithRef } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import {
  DEFAULT_FOOTER_CONTACT,
  DEFAULT_FOOTER_ROUTES,
  DEFAULT_SOCIAL_LINKS,
  type FooterContact,
  type FooterRoutes,
  type FooterSocialLink,
} from './footerLinks';
import { footerMessages, type FooterLabels } from './messages';
import { SocialIcon } from './SocialIcon';

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
 * copyright with the current year.
 */
export function Footer({
  linkComponent: Link = DefaultLink,
  routes: routeOverrides,
  socialLinks = DEFAULT_SOCIAL_LINKS,
  contact: contactOverride,
  now,
  labels,
  className,
  ...footerProps
}: FooterProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(footerMessages, locale, labels);
  const routes = { ...DEFAULT_FOOTER_ROUTES, ...routeOverrides };
  const contact = contactOverride ?? { ...DEFAULT_FOOTER_CONTACT, address: text.address };
  const year = (now ?? new Date()).getFullYear();
  const aboutId = useId();
  const bookingId = useId();
  const contactId = useId();

  return (
    <footer dir={dir} {...footerProps} className={className ? `tabib-footer ${className}` : 'tabib-footer'}>
      <div className="tabib-footer__columns">
        <section className="tabib-footer__intro">
          <p className="tabib-footer__brand">{text.brand}</p>
          <p className="tabib-footer__description">{text.description}</p>
          <ul className="tabib-footer__social" aria-label={text.social}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  className="tabib-footer__social-link"
                  aria-label={social.label}
                  data-network={social.network}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="tabib-footer__column" aria-labelledby={aboutId}>
          <h2 id={aboutId} className="tabib-footer__title">
            {text.aboutTitle}
          </h2>
          <ul className="tabib-footer__links">
            <li>
              <Link href={routes.about}>{text.about}</Link>
            </li>
            <li>
              <Link href={routes.questions}>{text.questions}</Link>
            </li>
            <li>
              <Link href={routes.articles}>{text.articles}</Link>
            </li>
          </ul>
        </nav>
        <nav className="tabib-footer__column" aria-labelledby={bookingId}>
          <h2 id={bookingId} className="tabib-footer__title">
            {text.bookingTitle}
          </h2>
          <ul className="tabib-footer__links">
            <li>
              <Link href={routes.searchDoctors}>{text.searchDoctors}</Link>
            </li>
            <li>
              <Link href={routes.askQuestion}>{text.askQuestion}</Link>
            </li>
            <li>
              <Link href={routes.cancelAppointment}>{text.cancelAppointment}</Link>
            </li>
          </ul>
        </nav>
        <section className="tabib-footer__column" aria-labelledby={contactId}>
          <h2 id={contactId} className="tabib-footer__title">
            {text.contactTitle}
          </h2>
          <address className="tabib-footer__contact">
            <span>{contact.address}</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </address>
        </section>
      </div>
      <p className="tabib-footer__copyright">{text.copyright(year)}</p>
    </footer>
  );
}
