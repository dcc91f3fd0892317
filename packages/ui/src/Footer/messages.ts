import type { LocaleMessages } from '../i18n/messages';

export interface FooterLabels {
  /** The site's name: Tabib, طبيب in Arabic. */
  brand: string;
  description: string;
  /** Accessible name of the social links list. */
  social: string;
  aboutTitle: string;
  about: string;
  questions: string;
  articles: string;
  bookingTitle: string;
  searchDoctors: string;
  askQuestion: string;
  cancelAppointment: string;
  contactTitle: string;
  /** The postal address shown when the site passes no `contact` (the placeholder, in each language). */
  address: string;
  /** Copyright line; receives the current year. */
  copyright: (year: number) => string;
}

export const footerMessages: LocaleMessages<FooterLabels> = {
  fr: {
    brand: 'Tabib',
    description:
      'Tabib vous aide à trouver un médecin près de chez vous en Tunisie, à prendre rendez-vous en ligne et à poser vos questions de santé.',
    social: 'Tabib sur les réseaux sociaux',
    aboutTitle: 'À propos',
    about: 'Qui sommes-nous',
    questions: 'Questions santé',
    articles: 'Articles',
    bookingTitle: 'Rendez-vous',
    searchDoctors: 'Trouver un médecin',
    askQuestion: 'Poser une question',
    cancelAppointment: 'Annuler un rendez-vous',
    contactTitle: 'Contact',
    address: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisie',
    copyright: (year) => `© ${year} Tabib. Tous droits réservés.`,
  },
  en: {
    brand: 'Tabib',
    description:
      'Tabib helps you find a doctor near you in Tunisia, book appointments online and ask your health questions.',
    social: 'Tabib on social media',
    aboutTitle: 'About',
    about: 'About us',
    questions: 'Health questions',
    articles: 'Articles',
    bookingTitle: 'Appointments',
    searchDoctors: 'Find a doctor',
    askQuestion: 'Ask a question',
    cancelAppointment: 'Cancel an appointment',
    contactTitle: 'Contact',
    address: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisia',
    copyright: (year) => `© ${year} Tabib. All rights reserved.`,
  },
  ar: {
    brand: 'طبيب',
    description: 'يساعدك طبيب على إيجاد طبيب قريب منك في تونس، وحجز موعد عبر الإنترنت، وطرح أسئلتك الصحية.',
    social: 'طبيب على شبكات التواصل الاجتماعي',
    aboutTitle: 'من نحن',
    about: 'تعرّف علينا',
    questions: 'أسئلة صحية',
    articles: 'مقالات',
    bookingTitle: 'المواعيد',
    searchDoctors: 'ابحث عن طبيب',
    askQuestion: 'اطرح سؤالاً',
    cancelAppointment: 'إلغاء موعد',
    contactTitle: 'اتصل بنا',
    address: 'شارع الحبيب بورقيبة، 1000 تونس، الجمهورية التونسية',
    copyright: (year) => `© ${year} طبيب. جميع الحقوق محفوظة.`,
  },
};
