export * from './parts';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { DEFAULT_FOOTER_ROUTES, DEFAULT_FOOTER_CONTACT, DEFAULT_SOCIAL_LINKS } from './footerLinks';
export type { FooterContact, FooterRoutes, FooterSocialLink } from './footerLinks';
export { footerMessages } from './messages';
export type { FooterLabels } from './messages';
