import { createContext, useContext, useId } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import {
  DEFAULT_FOOTER_CONTACT,
  DEFAULT_SOCIAL_LINKS,
  type FooterContact,
  type FooterSocialLink,
} from './footerLinks';
import { footerMessages, type FooterLabels } from './messages';
import { SocialIcon } from './SocialIcon';

/** The footer's parts have no state of their own: their `className`/`style` functions receive `{}`. */
export type FooterPartState = Record<string, never>;

interface FooterContextValue {
  text: FooterLabels;
  year: number;
  contact: FooterContact;
  socialLinks: readonly FooterSocialLink[];
}

const FooterContext = createContext<FooterContextValue | null>(null);
const SectionContext = createContext<string | null>(null);
const noState: FooterPartState = {};

function useFooter(part: string): FooterContextValue {
  const context = useContext(FooterContext);
  if (!context) throw new Error(`@tabib/ui: Footer.${part} must be inside Footer.Root.`);
  return context;
}

export type FooterRootProps = PartProps<'footer', FooterPartState> & {
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
};

/** The page's `<footer>` (contentinfo landmark) in the reader's direction; holds the texts for its parts. */
export function Root({
  socialLinks = DEFAULT_SOCIAL_LINKS,
  contact,
  now,
  labels,
  ...props
}: FooterRootProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(footerMessages, locale, labels);
  const context: FooterContextValue = {
    text,
    year: (now ?? new Date()).getFullYear(),
    contact: contact ?? { ...DEFAULT_FOOTER_CONTACT, address: text.address },
    socialLinks,
  };
  return (
    <FooterContext.Provider value={context}>
      {renderPart({ dir, ...props }, { as: 'footer', part: 'tabib-footer', state: noState })}
    </FooterContext.Provider>
  );
}

export type FooterColumnsProps = PartProps<'div', FooterPartState>;

/** The row of columns (`<div>`): the theme lays them out in a grid. Inside `Footer.Root`. */
export function Columns({ ...props }: FooterColumnsProps) {
  return renderPart(props, { as: 'div', part: 'tabib-footer__columns', state: noState });
}

export type FooterIntroProps = PartProps<'section', FooterPartState>;

/** The site's presentation (`<section>`): brand, description, social links. Inside `Footer.Root`. */
export function Intro({ ...props }: FooterIntroProps) {
  return renderPart(props, { as: 'section', part: 'tabib-footer__intro', state: noState });
}

export type FooterBrandProps = PartProps<'p', FooterPartState>;

/** The site's name (`<p>`), "Tabib" / "طبيب" by default. Inside `Footer.Root`. */
export function Brand({ ...props }: FooterBrandProps) {
  const { text } = useFooter('Brand');
  return renderPart(props, {
    as: 'p',
    part: 'tabib-footer__brand',
    state: noState,
    children: props.children ?? text.brand,
  });
}

export type FooterDescriptionProps = PartProps<'p', FooterPartState>;

/** What the site does (`<p>`), in the reader's language by default. Inside `Footer.Root`. */
export function Description({ ...props }: FooterDescriptionProps) {
  const { text } = useFooter('Description');
  return renderPart(props, {
    as: 'p',
    part: 'tabib-footer__description',
    state: noState,
    children: props.children ?? text.description,
  });
}

export type FooterSocialProps = PartProps<'ul', FooterPartState>;

/**
 * The social links (`<ul>`), named "Tabib sur les réseaux sociaux" (fr) and in en, ar. Its default
 * children are one `<li>` with a `SocialLink` per link of the Root's `socialLinks`. Inside `Footer.Root`.
 */
export function Social({ ...props }: FooterSocialProps) {
  const { text, socialLinks } = useFooter('Social');
  return renderPart(props, {
    as: 'ul',
    part: 'tabib-footer__social',
    state: noState,
    required: { 'aria-label': props['aria-label'] ?? text.social },
    children:
      props.children ??
      socialLinks.map((link) => (
        <li key={link.href}>
          <SocialLink link={link} />
        </li>
      )),
  });
}

/** What a `SocialLink`'s `className`/`style` functions receive. */
export interface FooterSocialLinkState {
  network: FooterSocialLink['network'];
}

export type FooterSocialLinkProps = PartProps<'a', FooterSocialLinkState> & {
  /** The network, its name (the link's accessible name) and its address. */
  link: FooterSocialLink;
};

/**
 * A social network's link (`<a>`), opened in a new tab without giving the page to it (`noopener noreferrer`),
 * named by the network; its default content is the network's decorative icon.
 *
 * Data attributes: `data-network="facebook|instagram|linkedin|youtube"`. Inside `Footer.Root`.
 */
export function SocialLink({ link, ...props }: FooterSocialLinkProps) {
  return renderPart(props, {
    as: 'a',
    part: 'tabib-footer__social-link',
    state: { network: link.network },
    data: { network: link.network },
    required: { href: link.href, 'aria-label': link.label, target: '_blank', rel: 'noopener noreferrer' },
    children: props.children ?? <SocialIcon network={link.network} />,
  });
}

export type FooterSectionProps = PartProps<'nav', FooterPartState>;

/**
 * A column of links (`<nav>`), named by its `SectionTitle`. For a column that is not navigation (the
 * contact), render it through your `<section>` with `asChild`.
 */
export function Section({ ...props }: FooterSectionProps) {
  const titleId = useId();
  return (
    <SectionContext.Provider value={titleId}>
      {renderPart(props, {
        as: 'nav',
        part: 'tabib-footer__column',
        state: noState,
        required: { 'aria-labelledby': titleId },
      })}
    </SectionContext.Provider>
  );
}

export type FooterSectionTitleProps = PartProps<'h2', FooterPartState>;

/** A column's heading (`<h2>`), which names its `Section`. Inside a `Footer.Section`. */
export function SectionTitle({ ...props }: FooterSectionTitleProps) {
  const titleId = useContext(SectionContext);
  if (!titleId) throw new Error('@tabib/ui: Footer.SectionTitle must be inside Footer.Section.');
  return renderPart(props, {
    as: 'h2',
    part: 'tabib-footer__title',
    state: noState,
    required: { id: titleId },
  });
}

export type FooterLinksProps = PartProps<'ul', FooterPartState>;

/** A column's list of links (`<ul>`; put each `Link` in an `<li>`). */
export function Links({ ...props }: FooterLinksProps) {
  return renderPart(props, { as: 'ul', part: 'tabib-footer__links', state: noState });
}

export type FooterLinkProps = PartProps<'a', FooterPartState>;

/** One of the site's links (`<a>`); with `asChild`, your router's link. */
export function Link({ ...props }: FooterLinkProps) {
  return renderPart(props, { as: 'a', part: 'tabib-footer__link', state: noState });
}

export type FooterContactProps = PartProps<'address', FooterPartState>;

/**
 * The contact details (`<address>`): by default the Root's postal address and its e-mail as a `mailto:`
 * link. Inside `Footer.Root`.
 */
export function Contact({ ...props }: FooterContactProps) {
  const { contact } = useFooter('Contact');
  return renderPart(props, {
    as: 'address',
    part: 'tabib-footer__contact',
    state: noState,
    children: props.children ?? (
      <>
        <span>{contact.address}</span>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </>
    ),
  });
}

export type FooterCopyrightProps = PartProps<'p', FooterPartState>;

/** The copyright line (`<p>`) with the current year, in the reader's language. Inside `Footer.Root`. */
export function Copyright({ ...props }: FooterCopyrightProps) {
  const { text, year } = useFooter('Copyright');
  return renderPart(props, {
    as: 'p',
    part: 'tabib-footer__copyright',
    state: noState,
    children: props.children ?? text.copyright(year),
  });
}

/** The Root's texts in the reader's language, for a composition's own entries (titles, link texts). */
export function useFooterLabels(): FooterLabels {
  return useFooter('useFooterLabels').text;
}
