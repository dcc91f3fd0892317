import { useLocale, type Locale } from '@tabib/hooks';
import { contentLanguageProps } from '@tabib/ui';

/**
 * The attributes of an element showing a text people wrote (a bio, an address, a question, an article)
 * on this page: its language when it is not the page's, and its own direction (`contentLanguageProps`).
 */
export function useContentLanguage(): (text: string) => { lang?: Locale; dir: 'auto' } {
  const { locale } = useLocale();
  return (text) => contentLanguageProps(text, locale);
}
