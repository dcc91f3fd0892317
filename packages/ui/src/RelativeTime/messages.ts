import type { LocaleMessages } from '../i18n/messages';

/** Message per plural category (`Intl.PluralRules`); `other` is the fallback. `{n}` is the formatted count. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface RelativeTimeLabels {
  /** Under one minute. */
  justNow: string;
  /** From one minute to under one hour. */
  minutesAgo: PluralMessage;
  /** From one hour to under 24 hours. */
  hoursAgo: PluralMessage;
  /** The previous calendar day in Africa/Tunis, 24 hours ago or more. */
  yesterday: string;
}

export const relativeTimeMessages: LocaleMessages<RelativeTimeLabels> = {
  // 'maintenant', 'Il ya N heure(s)' (written without the space, as the reference app does), 'hier'.
  fr: {
    justNow: 'maintenant',
    minutesAgo: { one: 'Il y a {n} minute', other: 'Il y a {n} minutes' },
    hoursAgo: { one: 'Il ya {n} heure', other: 'Il ya {n} heures' },
    yesterday: 'hier',
  },
  en: {
    justNow: 'just now',
    minutesAgo: { one: '{n} minute ago', other: '{n} minutes ago' },
    hoursAgo: { one: '{n} hour ago', other: '{n} hours ago' },
    yesterday: 'yesterday',
  },
  // Arabic has six plural forms: singular and dual are words of their own, 3–10 take the plural noun,
  // 11–99 and 100+ the singular accusative/genitive.
  ar: {
    justNow: 'الآن',
    minutesAgo: {
      one: 'منذ دقيقة واحدة',
      two: 'منذ دقيقتين',
      few: 'منذ {n} دقائق',
      many: 'منذ {n} دقيقة',
      other: 'منذ {n} دقيقة',
    },
    hoursAgo: {
      one: 'منذ ساعة واحدة',
      two: 'منذ ساعتين',
      few: 'منذ {n} ساعات',
      many: 'منذ {n} ساعة',
      other: 'منذ {n} ساعة',
    },
    yesterday: 'أمس',
  },
};
