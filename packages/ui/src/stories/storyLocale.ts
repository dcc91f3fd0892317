import type { UiLocale } from '../i18n/UiProvider';

/**
 * The locale a story runs in (the toolbar global, or the one the stories test project starts with), so a
 * play function can assert the exact text of that locale: every story also runs under `ar` (RTL).
 */
export function storyLocale(globals: Record<string, unknown>): UiLocale {
  const { locale } = globals;
  return locale === 'en' || locale === 'ar' ? locale : 'fr';
}

/**
 * A story's sample data in the other locales (`parameters.localeArgs`): names, addresses, question
 * texts… French is the story's own args; under `en` or `ar` the preview renders these instead.
 */
export type LocaleArgs<Args> = Partial<Record<Exclude<UiLocale, 'fr'>, Partial<Args>>>;

interface LocalizableContext<Args> {
  args: Args;
  initialArgs: Args;
  globals: Record<string, unknown>;
  parameters: { localeArgs?: LocaleArgs<Args> };
}

/**
 * The args a story renders with in its locale: the locale's sample data in place of the args still
 * as the story declares them, so a control edited in the UI keeps its edit. Play functions call it
 * too, to find the text the story shows.
 */
export function localizedArgs<Args extends object>({
  args,
  initialArgs,
  globals,
  parameters,
}: LocalizableContext<Args>): Args {
  const locale = storyLocale(globals);
  const sample = locale === 'fr' ? undefined : parameters.localeArgs?.[locale];
  if (!sample) return args;
  const localized = { ...args };
  for (const key of Object.keys(sample) as (keyof Args)[]) {
    // A story that leaves a field out (null, undefined) keeps it out in every locale.
    if (args[key] === initialArgs[key] && initialArgs[key] != null) {
      localized[key] = sample[key] as Args[keyof Args];
    }
  }
  return localized;
}
