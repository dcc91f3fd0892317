import type { LocaleMessages } from '../i18n/messages';

export interface NavbarLabels {
  /** The site's name beside the logo: Tabib, طبيب in Arabic. */
  brand: string;
  /** Spoken after the logo, in the home link's name. */
  home: string;
  /** Accessible name of the `<nav>` landmark. */
  navigation: string;
  searchDoctors: string;
  questions: string;
  dashboard: string;
  /** The questions link reads 'my questions' for doctors… */
  myQuestions: string;
  /** …and differently for secretaries and admins, who handle the doctor's questions. */
  doctorQuestions: string;
  /** Spoken after the questions badge's number. */
  openQuestions: (count: number) => string;
  doctorLogin: string;
  patientSpace: string;
  login: string;
  register: string;
  /** Name of the user dropdown's trigger (the user's name follows). */
  userMenu: (name: string) => string;
  /** Shown when the role has no menu items. */
  noMenuItems: string;
  /** Spoken after a menu item's badge number. */
  itemBadge: (count: number) => string;
  logout: string;
  openMenu: string;
  closeMenu: string;
}

export const navbarMessages: LocaleMessages<NavbarLabels> = {
  fr: {
    brand: 'Tabib',
    home: 'Accueil',
    navigation: 'Navigation principale',
    searchDoctors: 'Trouver un médecin',
    questions: 'Questions santé',
    dashboard: 'Tableau de bord',
    myQuestions: 'Mes questions',
    doctorQuestions: 'Questions des patients',
    openQuestions: (count) => (count === 1 ? '1 question ouverte' : `${count} questions ouvertes`),
    doctorLogin: 'Espace médecin',
    patientSpace: 'Espace patient',
    login: 'Connexion',
    register: 'Inscription',
    userMenu: (name) => `Menu de ${name}`,
    noMenuItems: 'Aucun élément de menu',
    itemBadge: (count) => `${count} en attente`,
    logout: 'Déconnexion',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  en: {
    brand: 'Tabib',
    home: 'Home',
    navigation: 'Main navigation',
    searchDoctors: 'Find a doctor',
    questions: 'Health questions',
    dashboard: 'Dashboard',
    myQuestions: 'My questions',
    doctorQuestions: 'Patient questions',
    openQuestions: (count) => (count === 1 ? '1 open question' : `${count} open questions`),
    doctorLogin: 'Doctor area',
    patientSpace: 'Patient area',
    login: 'Log in',
    register: 'Register',
    userMenu: (name) => `${name}'s menu`,
    noMenuItems: 'No menu items',
    itemBadge: (count) => `${count} pending`,
    logout: 'Log out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  ar: {
    brand: 'طبيب',
    home: 'الصفحة الرئيسية',
    navigation: 'التنقل الرئيسي',
    searchDoctors: 'ابحث عن طبيب',
    questions: 'أسئلة صحية',
    dashboard: 'لوحة التحكم',
    myQuestions: 'أسئلتي',
    doctorQuestions: 'أسئلة المرضى',
    openQuestions: (count) => `أسئلة مفتوحة: ${count}`,
    doctorLogin: 'فضاء الطبيب',
    patientSpace: 'فضاء المريض',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    userMenu: (name) => `قائمة ${name}`,
    noMenuItems: 'لا توجد عناصر في القائمة',
    itemBadge: (count) => `قيد الانتظار: ${count}`,
    logout: 'تسجيل الخروج',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
  },
};
