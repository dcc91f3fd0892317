import type { LocaleMessages } from '../i18n/messages';

/**
 * The calendar's screen-reader texts (month buttons' names, a day's "selected", "today", "first available
 * date", the announcement of the picked day), as react-aria wrote them for fr, en and ar before the kit
 * drew its own calendar. `{date}` is a day written in full. Apart from `messages.ts`: only the calendar's
 * parts load them.
 */
export interface CalendarTexts {
  previous: string;
  next: string;
  selected: string;
  today: string;
  todaySelected: string;
  first: string;
  last: string;
  picked: string;
}

export const calendarTexts: LocaleMessages<CalendarTexts> = {
  fr: {
    previous: 'Précédent',
    next: 'Suivant',
    selected: '{date} sélectionné',
    today: "Aujourd'hui, {date}",
    todaySelected: 'Aujourd’hui, {date} sélectionné',
    first: 'Première date disponible',
    last: 'Dernière date disponible',
    picked: 'Date sélectionnée\u00a0: {date}',
  },
  en: {
    previous: 'Previous',
    next: 'Next',
    selected: '{date} selected',
    today: 'Today, {date}',
    todaySelected: 'Today, {date} selected',
    first: 'First available date',
    last: 'Last available date',
    picked: 'Selected Date: {date}',
  },
  ar: {
    previous: 'السابق',
    next: 'التالي',
    selected: '{date} المحدد',
    today: 'اليوم، {date}',
    todaySelected: 'اليوم، {date} محدد',
    first: 'أول تاريخ متاح',
    last: 'آخر تاريخ متاح',
    picked: 'تاريخ محدد: {date}',
  },
};
