import type { LocaleMessages } from '../i18n/messages';
import type { ToastType } from './types';

export interface ToastStackLabels {
  /** Landmark name of the toast region; `{hotkey}` is replaced by the key that reaches it (F8). */
  region: string;
  /** Spoken before each toast by screen readers. */
  announce: string;
  /** Accessible name of each toast's close button. */
  close: string;
  /** Spoken before the text (with its punctuation) so the type is not carried by colour alone. */
  types: Record<ToastType, string>;
}

export const toastStackMessages: LocaleMessages<ToastStackLabels> = {
  fr: {
    region: 'Notifications ({hotkey})',
    announce: 'Notification',
    close: 'Fermer la notification',
    types: { success: 'Succès :', error: 'Erreur :', warning: 'Attention :', info: 'Information :' },
  },
  en: {
    region: 'Notifications ({hotkey})',
    announce: 'Notification',
    close: 'Close notification',
    types: { success: 'Success:', error: 'Error:', warning: 'Warning:', info: 'Information:' },
  },
  ar: {
    region: 'الإشعارات ({hotkey})',
    announce: 'إشعار',
    close: 'إغلاق الإشعار',
    types: { success: 'نجاح:', error: 'خطأ:', warning: 'تنبيه:', info: 'معلومة:' },
  },
};
