import type { LocaleMessages } from '../i18n/messages';
import type { PluralMessage } from '../RelativeTime/messages';

export interface AvailabilityStripLabels {
  /** Names the strip. */
  title: string;
  /** A day's free slots, `{n}` the number. */
  count: PluralMessage;
  /** A day without a free slot. */
  noSlots: string;
  /** Link to the rest of a day's slots, on the doctor's profile. */
  moreSlots: string;
  /** Read with today's column (visually hidden). */
  today: string;
  /** Before the first free slot after the strip's days, when they are all full. */
  nextSlot: string;
}

export const availabilityStripMessages: LocaleMessages<AvailabilityStripLabels> = {
  fr: {
    title: 'Disponibilités des 5 prochains jours',
    count: { one: '{n} créneau', other: '{n} créneaux' },
    noSlots: 'Aucun créneau',
    moreSlots: 'Plus de créneaux',
    today: "aujourd'hui",
    nextSlot: 'Prochain créneau :',
  },
  en: {
    title: 'Availability over the next 5 days',
    count: { one: '{n} slot', other: '{n} slots' },
    noSlots: 'No slots',
    moreSlots: 'More slots',
    today: 'today',
    nextSlot: 'Next free slot:',
  },
  ar: {
    title: 'المواعيد المتاحة في الأيام الخمسة القادمة',
    count: {
      zero: 'لا مواعيد',
      one: 'موعد واحد',
      two: 'موعدان',
      few: '{n} مواعيد',
      many: '{n} موعدًا',
      other: '{n} موعد',
    },
    noSlots: 'لا مواعيد',
    moreSlots: 'مواعيد أخرى',
    today: 'اليوم',
    nextSlot: 'أقرب موعد متاح:',
  },
};
