import type { LocaleMessages } from '../i18n/messages';

export interface SlotPickerLabels {
  /** Accessible name of the calendar. */
  calendar: string;
  /** Title of the time slots; `{day}` is the chosen day, e.g. "mardi 4 mars". */
  slotsFor: string;
  /** When the chosen day has no free slot. */
  noSlots: string;
  /** While the caller fetches slots. */
  loading: string;
}

export const slotPickerMessages: LocaleMessages<SlotPickerLabels> = {
  fr: {
    calendar: 'Date du rendez-vous',
    slotsFor: 'Créneaux du {day}',
    noSlots: 'Aucun créneau disponible ce jour.',
    loading: 'Chargement des créneaux…',
  },
  en: {
    calendar: 'Appointment date',
    slotsFor: 'Times on {day}',
    noSlots: 'No time available on this day.',
    loading: 'Loading times…',
  },
  ar: {
    calendar: 'تاريخ الموعد',
    slotsFor: 'المواعيد المتاحة يوم {day}',
    noSlots: 'لا توجد مواعيد متاحة في هذا اليوم.',
    loading: 'جارٍ تحميل المواعيد…',
  },
};
