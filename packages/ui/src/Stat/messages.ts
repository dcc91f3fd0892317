import type { LocaleMessages } from '../i18n/messages';

export interface StatLabels {
  /** Read before the delta by screen readers (the arrow is decorative). */
  trendUp: string;
  trendDown: string;
  trendFlat: string;
}

export const statMessages: LocaleMessages<StatLabels> = {
  fr: { trendUp: 'En hausse', trendDown: 'En baisse', trendFlat: 'Stable' },
  en: { trendUp: 'Up', trendDown: 'Down', trendFlat: 'Unchanged' },
  ar: { trendUp: 'ارتفاع', trendDown: 'انخفاض', trendFlat: 'مستقر' },
};
