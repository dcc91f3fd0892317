/** A social network link of the footer; `label` is its accessible name (the icon is decorative). */
export interface FooterSocialLink {
  network: 'facebook' | 'instagram' | 'linkedin' | 'youtube';
  label: string;
  href: string;
}

/** The routes the footer links to; override any of them with the `routes` prop. */
export interface FooterRoutes {
  about: string;
  questions: string;
  articles: string;
  /** The footer opens the doctor search with page index 0. */
  searchDoctors: string;
  askQuestion: string;
  /** The 'cancel appointment' link goes to the patient dashboard. */
  cancelAppointment: string;
}

export const DEFAULT_FOOTER_ROUTES: FooterRoutes = {
  about: '/s/quiSommeNous',
  questions: '/questions',
  articles: '/articles',
  searchDoctors: '/search-doctors?page=0',
  askQuestion: '/questions/ask',
  cancelAppointment: '/patient-dashboard',
};

/** Placeholders for the social accounts; sites pass their own with `socialLinks`. */
export const DEFAULT_SOCIAL_LINKS: readonly FooterSocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/tabib.tn' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/tabib.tn' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/tabib-tn' },
];

/** Placeholder contact details (the footer shows the address in the reader's language); sites pass their own with `contact`. */
export interface FooterContact {
  address: string;
  email: string;
}

export const DEFAULT_FOOTER_CONTACT: FooterContact = {
  address: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisie',
  email: 'contact@tabib.tn',
};
