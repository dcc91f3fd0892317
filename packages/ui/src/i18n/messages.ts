import type { UiLocale } from './UiProvider';

/** Default labels of a component, one record per locale (French is the default). */
export type LocaleMessages<T> = Record<UiLocale, T>;

/** The component's labels in `locale`, with the caller's partial `labels` override on top. */
export function resolveLabels<T extends object>(
  messages: LocaleMessages<T>,
  locale: UiLocale,
  labels?: Partial<T>,
): T {
  return { ...messages[locale], ...labels };
}
