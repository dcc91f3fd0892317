import type { UiLocale } from '../i18n/UiProvider';

/**
 * The locale a story runs in (the toolbar global, or the one the stories test project starts with), so a
 * play function can assert the exact text of that locale: every story also runs under `ar` (RTL).
 */
export function storyLocale(globals: Record<string, unknown>): UiLocale {
  const { locale } = globals;
  return locale === 'en' || locale === 'ar' ? locale : 'fr';
}
