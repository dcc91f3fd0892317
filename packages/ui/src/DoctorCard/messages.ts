import type { LocaleMessages } from '../i18n/messages';

export interface DoctorCardLabels {
  /** Shown before the fee. */
  fee: string;
  /** Badge for doctors conventioned with the CNAM (Tunisia's national health insurance fund). */
  cnam: string;
  /** Badge for doctors who accept online payment. */
  onlinePayment: string;
  /** Name of the group of next free slots. */
  nextSlots: string;
  /** When `nextSlots` is an empty list. */
  noSlots: string;
}

export const doctorCardMessages: LocaleMessages<DoctorCardLabels> = {
  fr: {
    fee: 'Consultation',
    cnam: 'Conventionné CNAM',
    onlinePayment: 'Paiement en ligne',
    nextSlots: 'Prochaines disponibilités',
    noSlots: 'Aucune disponibilité prochainement',
  },
  en: {
    fee: 'Consultation',
    cnam: 'CNAM-approved',
    onlinePayment: 'Online payment',
    nextSlots: 'Next availability',
    noSlots: 'No availability soon',
  },
  ar: {
    fee: 'الاستشارة',
    cnam: 'متعاقد مع الكنام',
    onlinePayment: 'الدفع عبر الإنترنت',
    nextSlots: 'المواعيد المتاحة القادمة',
    noSlots: 'لا توجد مواعيد متاحة قريبًا',
  },
};
